import { describe, expect, it } from 'vitest';
import {
  allowedOrderMoves,
  orderMoveAllowed,
  orderMoveRefusal,
  orderStock,
  stockMove,
  type OrderStock,
} from './order-lifecycle.ts';
import { orderStatuses, type OrderStatus, type PaymentStatus } from './order-status.ts';

const moves: Record<OrderStatus, OrderStatus[]> = {
  awaiting_approval: ['cancelled'],
  pending: ['processing', 'shipped', 'delivered', 'cancelled'],
  processing: ['pending', 'shipped', 'delivered', 'cancelled'],
  shipped: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: ['pending'],
};

const stockOf = (status: string, paymentStatus: PaymentStatus = 'unpaid', cardAttempt = false) =>
  orderStock({ status, paymentStatus, cardAttempt });

/** What moving from one status to another does to the shelf, for a plain (non-card) order. */
const effect = (from: OrderStatus, to: OrderStatus) => stockMove(stockOf(from), stockOf(to));

describe('the order lifecycle', () => {
  it.each(Object.entries(moves))('%s may move to exactly %o', (from, to) => {
    expect(allowedOrderMoves(from)).toEqual(to);
    for (const target of orderStatuses) {
      expect(orderMoveAllowed(from, target), `${from} → ${target}`).toBe(
        from === target || to.includes(target),
      );
    }
  });

  it('reads the legacy completed as delivered: final', () => {
    expect(allowedOrderMoves('completed')).toEqual([]);
    expect(orderMoveAllowed('completed', 'delivered')).toBe(true);
    expect(orderMoveAllowed('completed', 'pending')).toBe(false);
    expect(stockOf('completed')).toBe('left');
  });

  it("leaves approval to the buyer's company: its approver approves or rejects, staff only cancel", () => {
    expect(allowedOrderMoves('awaiting_approval', 'approver')).toEqual(['pending', 'cancelled']);
    for (const status of orderStatuses.filter((status) => status !== 'awaiting_approval')) {
      expect(allowedOrderMoves(status, 'approver'), status).toEqual([]);
    }
    expect(orderMoveAllowed('awaiting_approval', 'pending')).toBe(false);
    expect(orderMoveAllowed('awaiting_approval', 'pending', 'approver')).toBe(true);
    // Staff never move an order into approval: it waits for it as it is placed, or as its buyer
    // accepts its quote on account past their limits (a quote's order is pending until then).
    for (const from of orderStatuses) {
      expect(allowedOrderMoves(from)).not.toContain('awaiting_approval');
      expect(allowedOrderMoves(from, 'buyer')).toEqual(
        from === 'pending' ? ['awaiting_approval'] : [],
      );
    }
    expect(orderMoveRefusal('processing', 'awaiting_approval', 'buyer')).toBe(
      'This order is processing: it cannot await approval.',
    );
    expect(orderMoveRefusal('awaiting_approval', 'processing')).toBe(
      "An order awaiting approval goes ahead only when the buyer's company approves it; it may be cancelled.",
    );
    expect(orderMoveRefusal('cancelled', 'pending', 'approver')).toBe(
      'This order is cancelled, no longer awaiting approval.',
    );
  });

  it('says why a move is refused', () => {
    expect(orderMoveRefusal('delivered', 'pending')).toBe(
      'A delivered order cannot go back to pending.',
    );
    expect(orderMoveRefusal('completed', 'cancelled')).toBe(
      'A delivered order cannot be cancelled: its units are with the customer.',
    );
    expect(orderMoveRefusal('shipped', 'processing')).toBe(
      'A shipped order cannot go back to processing: its units have left the warehouse.',
    );
    expect(orderMoveRefusal('cancelled', 'shipped')).toBe(
      'A cancelled order cannot be shipped; revive it as pending first.',
    );
  });
});

describe('stock per status', () => {
  it('holds units while awaiting approval, pending or processing, not after they left or were released', () => {
    const stock: Record<OrderStatus, OrderStock> = {
      awaiting_approval: 'held',
      pending: 'held',
      processing: 'held',
      shipped: 'left',
      delivered: 'left',
      cancelled: 'released',
    };
    for (const status of orderStatuses) expect(stockOf(status), status).toBe(stock[status]);
  });

  it('gives every allowed move its stock effect', () => {
    const expected: Record<string, string> = {
      'pending→processing': 'none',
      'pending→shipped': 'none',
      'pending→delivered': 'none',
      'pending→cancelled': 'release',
      'processing→pending': 'none',
      'processing→shipped': 'none',
      'processing→delivered': 'none',
      'processing→cancelled': 'release',
      'shipped→delivered': 'none',
      // Lost or refused in transit: the units are not back on the shelf.
      'shipped→cancelled': 'none',
      'cancelled→pending': 'reserve',
      'awaiting_approval→cancelled': 'release',
    };
    const actual: Record<string, string> = {};
    for (const from of orderStatuses) {
      for (const to of allowedOrderMoves(from)) actual[`${from}→${to}`] = effect(from, to);
    }
    expect(actual).toEqual(expected);
  });

  it('never puts back units that left the warehouse', () => {
    expect(stockMove('left', 'released')).toBe('none');
    expect(stockMove('left', 'held')).toBe('none');
    expect(stockMove('released', 'left')).toBe('reserve');
  });

  it('a declined card attempt holds nothing; paying it or a quote order holds again', () => {
    expect(stockOf('pending', 'failed', true)).toBe('released');
    expect(stockOf('pending', 'pending', true)).toBe('held');
    expect(stockOf('pending', 'paid', true)).toBe('held');
    expect(stockOf('pending', 'failed', false)).toBe('held');
    // Staff who take the order on anyway take its units again.
    expect(stockOf('processing', 'failed', true)).toBe('held');
    const declined = stockOf('pending', 'failed', true);
    expect(stockMove(stockOf('pending', 'pending', true), declined)).toBe('release');
    expect(stockMove(declined, stockOf('pending', 'paid', true))).toBe('reserve');
    expect(stockMove(declined, stockOf('cancelled', 'unpaid', true))).toBe('none');
  });
});
