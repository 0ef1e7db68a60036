import { orderStatusLabel, type OrderStatus, type PaymentStatus } from './order-status.ts';
import { attemptUnits } from './payment-lifecycle.ts';

/**
 * Where an order's units are: `held` on the shelf for it (counted out of stock, still in the
 * warehouse), `left` the warehouse with the carrier or the customer, or `released` (on sale).
 */
export type OrderStock = 'held' | 'left' | 'released';

interface StatusRule {
  stock: OrderStock;
  /** The statuses staff, payments and quotes may move an order to from this one. */
  next: readonly OrderStatus[];
  /** The statuses the buyer's company approver may move it to (approve, reject). */
  approverNext?: readonly OrderStatus[];
  /** The statuses the buyer's own acceptance of a quote (on account, by purchase order) may move it to. */
  buyerNext?: readonly OrderStatus[];
}

/**
 * Who moves an order: the shop (staff, payments, quotes), the buyer's company approver, or the
 * buyer accepting a quote past their limits.
 */
export type OrderMover = 'shop' | 'approver' | 'buyer';

/**
 * The order's lifecycle. A shipped order may be cancelled (lost or refused by the carrier) but
 * its units stay out of stock: they are not on the shelf until someone counts them back in. A
 * delivered order is final: its units are with the customer. Reviving a cancelled order takes
 * its units again.
 */
const lifecycle: Record<OrderStatus, StatusRule> = {
  // A company buyer's order past their limit: its units held while an approver decides.
  awaiting_approval: { stock: 'held', next: ['cancelled'], approverNext: ['pending', 'cancelled'] },
  pending: {
    stock: 'held',
    next: ['processing', 'shipped', 'delivered', 'cancelled'],
    // A quote accepted past the buyer's limits waits for the company's approval.
    buyerNext: ['awaiting_approval'],
  },
  processing: { stock: 'held', next: ['pending', 'shipped', 'delivered', 'cancelled'] },
  shipped: { stock: 'left', next: ['delivered', 'cancelled'] },
  delivered: { stock: 'left', next: [] },
  cancelled: { stock: 'released', next: ['pending'] },
};

/** The status as the lifecycle reads it: the legacy `completed` is delivered. */
export function lifecycleStatus(status: string): OrderStatus {
  return status === 'completed' ? 'delivered' : (status as OrderStatus);
}

/** The statuses an order may be moved to next, for the admin's status choices. */
export function allowedOrderMoves(status: string, by: OrderMover = 'shop'): OrderStatus[] {
  const rule = lifecycle[lifecycleStatus(status)];
  const moves = { shop: rule?.next, approver: rule?.approverNext, buyer: rule?.buyerNext }[by];
  return [...(moves ?? [])];
}

/** Staying in the same status is no move and always allowed (a tracking number, a note). */
export function orderMoveAllowed(from: string, to: OrderStatus, by: OrderMover = 'shop'): boolean {
  const current = lifecycleStatus(from);
  return current === to || allowedOrderMoves(current, by).includes(to);
}

/** Why an order cannot move, in words staff can act on. */
export function orderMoveRefusal(from: string, to: OrderStatus, by: OrderMover = 'shop'): string {
  const current = lifecycleStatus(from);
  const target = orderStatusLabel(to).toLowerCase();
  if (current === 'awaiting_approval' && by === 'shop') {
    return "An order awaiting approval goes ahead only when the buyer's company approves it; it may be cancelled.";
  }
  if (by === 'buyer')
    return `This order is ${orderStatusLabel(current).toLowerCase()}: it cannot await approval.`;
  if (by === 'approver') {
    return current === 'awaiting_approval'
      ? `An order awaiting approval cannot be ${target}.`
      : `This order is ${orderStatusLabel(current).toLowerCase()}, no longer awaiting approval.`;
  }
  if (current === 'delivered') {
    return to === 'cancelled'
      ? 'A delivered order cannot be cancelled: its units are with the customer.'
      : `A delivered order cannot go back to ${target}.`;
  }
  if (current === 'shipped') {
    return `A shipped order cannot go back to ${target}: its units have left the warehouse.`;
  }
  if (current === 'cancelled') {
    return `A cancelled order cannot be ${target}; revive it as pending first.`;
  }
  return `An order cannot move from ${current} to ${target}.`;
}

/** What the lifecycle needs to know of an order to tell where its units are. */
export interface OrderStockState {
  status: string;
  paymentStatus: PaymentStatus;
  /** Placed by the shop's card checkout (a quote's order is held by the quote instead). */
  cardAttempt: boolean;
}

/**
 * Where an order's units are. A pending card attempt holds them as its payment's table says
 * (payment-lifecycle.ts): one whose payment failed holds nothing while it waits for another
 * card, as a declined buyer may never come back and the units go back on sale at once.
 */
export function orderStock(order: OrderStockState): OrderStock {
  const stock = lifecycle[lifecycleStatus(order.status)].stock;
  const releasedAttempt =
    order.cardAttempt &&
    order.status === 'pending' &&
    attemptUnits(order.paymentStatus) === 'released';
  return stock === 'held' && releasedAttempt ? 'released' : stock;
}

export type StockMove = 'reserve' | 'release' | 'none';

/**
 * What a move does to stock: units come off the shelf when a released order holds them again,
 * and go back only when they were on the shelf; units that left the warehouse never come back
 * by a status change.
 */
export function stockMove(from: OrderStock, to: OrderStock): StockMove {
  if (from === 'released' && to !== 'released') return 'reserve';
  if (from === 'held' && to === 'released') return 'release';
  return 'none';
}
