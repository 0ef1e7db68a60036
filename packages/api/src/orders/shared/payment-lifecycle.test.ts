import { describe, expect, it } from 'vitest';
import { orderStock, stockMove } from './order-lifecycle.ts';
import { orderStatuses, paymentStatuses, type PaymentStatus } from './order-status.ts';
import {
  allowedPaymentMoves,
  initialPaymentStatus,
  paymentAfterMove,
  paymentMoveAllowed,
  paymentMoveRefusal,
  paymentTaken,
  type PaymentMover,
} from './payment-lifecycle.ts';

const movers: PaymentMover[] = ['provider', 'buyer', 'shop'];

/** Every move of the table, and who may make it; anything else is refused. */
const moves: Record<string, PaymentMover[]> = {
  'unpaid→pending': ['buyer'],
  'unpaid→paid': ['provider', 'shop'],
  // A credit note on an invoice not yet paid.
  'unpaid→partly_refunded': ['shop'],
  'unpaid→refunded': ['shop'],
  'pending→paid': ['provider'],
  'pending→failed': ['provider'],
  'pending→cancelled': ['shop'],
  'failed→pending': ['buyer'],
  'failed→paid': ['provider'],
  'failed→cancelled': ['shop'],
  // A card refund the provider confirmed, or a credit note the shop wrote.
  'paid→partly_refunded': ['provider', 'shop'],
  'paid→refunded': ['provider', 'shop'],
  'partly_refunded→refunded': ['provider', 'shop'],
  'cancelled→unpaid': ['shop'],
  'cancelled→paid': ['provider'],
};

/** What a pending card attempt's units do on each move, read through orderStock and stockMove. */
function unitsOf(from: PaymentStatus, to: PaymentStatus) {
  const stock = (paymentStatus: PaymentStatus) =>
    orderStock({ status: 'pending', paymentStatus, cardAttempt: true });
  const move = stockMove(stock(from), stock(to));
  return { none: 'keep', release: 'release', reserve: 'take' }[move];
}

describe('the payment lifecycle', () => {
  it('allows exactly the moves of the table, each to its movers', () => {
    const actual: Record<string, PaymentMover[]> = {};
    for (const from of paymentStatuses) {
      for (const by of movers) {
        for (const to of allowedPaymentMoves(from, by)) (actual[`${from}→${to}`] ??= []).push(by);
      }
    }
    for (const list of Object.values(actual)) list.sort();
    expect(actual).toEqual(moves);
  });

  it.each(paymentStatuses)('refuses every other move from %s, by anyone', (from) => {
    for (const to of paymentStatuses) {
      for (const by of movers) {
        const allowed = from === to || (moves[`${from}→${to}`] ?? []).includes(by);
        expect(paymentMoveAllowed(from, to, by), `${from} → ${to} by ${by}`).toBe(allowed);
      }
    }
  });

  it('gives every move its effect on the units a card attempt holds', () => {
    const units = Object.fromEntries(
      Object.keys(moves).map((move) => {
        const [from, to] = move.split('→') as [PaymentStatus, PaymentStatus];
        return [move, unitsOf(from, to)];
      }),
    );
    expect(units).toEqual({
      'unpaid→pending': 'keep',
      'unpaid→paid': 'keep',
      'unpaid→partly_refunded': 'keep',
      'unpaid→refunded': 'keep',
      'pending→paid': 'keep',
      // Declined: the buyer may never come back, so the units go back on sale at once.
      'pending→failed': 'release',
      'pending→cancelled': 'release',
      // Another card, or the same intent paid after all: the units are taken again.
      'failed→pending': 'take',
      'failed→paid': 'take',
      'failed→cancelled': 'keep',
      // Units come back from a buyer by a return, not by a refund.
      'paid→partly_refunded': 'keep',
      'paid→refunded': 'keep',
      'partly_refunded→refunded': 'keep',
      'cancelled→unpaid': 'take',
      'cancelled→paid': 'take',
    });
  });

  it('says why a move is refused', () => {
    expect(paymentMoveRefusal('pending', 'paid')).toBe(
      "This order's payment is waiting for the card: only the card provider can have it marked paid.",
    );
    expect(paymentMoveRefusal('refunded', 'paid')).toBe(
      "This order's payment is refunded in full: it cannot be marked paid.",
    );
    expect(paymentMoveRefusal('paid', 'failed')).toBe(
      "This order's payment is paid: it cannot be marked declined.",
    );
    expect(paymentMoveRefusal('paid', 'cancelled')).toBe(
      "This order's payment is paid: it cannot be cancelled.",
    );
    expect(paymentMoveRefusal('failed', 'pending')).toBe(
      "This order's payment is declined: only the buyer can have it opened for a card.",
    );
  });
});

describe('money taken', () => {
  it('is a paid payment, refunded since or not; nothing else', () => {
    expect(paymentStatuses.filter(paymentTaken)).toEqual(['paid', 'partly_refunded', 'refunded']);
    expect(paymentTaken('completed')).toBe(false);
  });
});

describe('the payment an order starts with', () => {
  it('is open for a card checkout, and waits for nothing otherwise', () => {
    expect(initialPaymentStatus('card', 'pending')).toBe('pending');
    // A card order past a member's limits is paid once approved.
    expect(initialPaymentStatus('card', 'awaiting_approval')).toBe('unpaid');
    for (const method of ['quote', 'po', 'account'] as const) {
      expect(initialPaymentStatus(method, 'pending')).toBe('unpaid');
      expect(initialPaymentStatus(method, 'awaiting_approval')).toBe('unpaid');
    }
  });
});

describe('the payment that follows the order', () => {
  it('cancels an open card attempt with its order; anything else stays', () => {
    const after = Object.fromEntries(
      paymentStatuses.map((payment) => [payment, paymentAfterMove('cancelled', payment)]),
    );
    expect(after).toEqual({
      unpaid: 'unpaid',
      pending: 'cancelled',
      failed: 'cancelled',
      paid: 'paid',
      cancelled: 'cancelled',
      partly_refunded: 'partly_refunded',
      refunded: 'refunded',
    });
  });

  it('makes a cancelled attempt unpaid again when its order is revived; anything else stays', () => {
    for (const status of orderStatuses.filter((status) => status !== 'cancelled')) {
      for (const payment of paymentStatuses) {
        expect(paymentAfterMove(status, payment), `${status} with ${payment}`).toBe(
          payment === 'cancelled' ? 'unpaid' : payment,
        );
      }
    }
  });

  it('is always a move of the table the shop may make', () => {
    for (const status of orderStatuses) {
      for (const payment of paymentStatuses) {
        const next = paymentAfterMove(status, payment);
        expect(paymentMoveAllowed(payment, next, 'shop'), `${payment} → ${next}`).toBe(true);
      }
    }
  });
});
