import { eq } from 'drizzle-orm';
import { orders, type Transaction } from '@buildright/db';
import { conflict, notFound } from '../errors.ts';
import {
  lifecycleStatus,
  orderMoveAllowed,
  orderMoveRefusal,
  orderStock,
  stockMove,
  type OrderMover,
  type OrderStock,
} from './shared/order-lifecycle.ts';
import {
  paymentAfterMove,
  paymentMoveAllowed,
  paymentMoveRefusal,
  type PaymentMover,
} from './shared/payment-lifecycle.ts';
import type { TrackingCarrier } from './shared/carriers.ts';
import type { OrderStatus, PaymentMethod, PaymentStatus } from './shared/order-status.ts';
import type { StaffActor } from '../audit/index.ts';
import { recordOrderStatus } from './status-history.ts';
import { releaseStock, reserveStock } from './stock.ts';
import { publish } from '../events/index.ts';
import { stockLinesOf } from './read.ts';

declare module '../events/events.ts' {
  interface DomainEvents {
    /**
     * moveOrder ran: the order as it was and what the move changed. Its subscribers in orders
     * tell the customer (when `notifyFrom` asks it) and log staff's change (when `actor`).
     */
    'order.changed': {
      orderId: number;
      before: LockedOrder;
      changes: OrderChanges & { status: OrderStatus };
      actor: StaffActor | null;
      auditAction: 'order.updated' | 'order.hold_released';
      notifyFrom: string | null;
    };
    /** An order changed status (not a change within one, such as a tracking number). */
    'order.moved': { orderId: number; from: OrderStatus; to: OrderStatus; byStaff: boolean };
  }
}

/**
 * What may change together with the status: how it is paid, and staff's delivery details. The
 * payment's state moves by its own table (MoveOptions.payment), never as a plain change.
 */
interface OrderChanges {
  paymentMethod?: PaymentMethod;
  poNumber?: string | null;
  /** The company the order is charged to, and why and until when it awaits its approval. */
  companyId?: number | null;
  approvalReason?: string | null;
  approvalExpiresAt?: Date | null;
  /** An approved card order: until when the buyer may pay it. */
  cardPaymentDueAt?: Date | null;
  trackingNumber?: string | null;
  trackingCarrier?: TrackingCarrier | null;
  estimatedDelivery?: Date | null;
  notes?: string | null;
}

interface MoveOptions {
  changes?: OrderChanges;
  /**
   * The payment's move with the order's, checked against the payment's lifecycle; without it the
   * payment follows the order (paymentAfterMove: a cancelled order cancels its open card attempt).
   */
  payment?: { to: PaymentStatus; by: PaymentMover };
  /** Why the shop itself moved the order, added to its notes for staff. */
  note?: string;
  /** Tells the customer of a new status or tracking number, replying to the shop's address. */
  notifyFrom?: string;
  /** What the activity log calls staff's change; 'order.updated' unless it is more specific. */
  auditAction?: 'order.updated' | 'order.hold_released';
  /** The buyer's company approver deciding an order that awaits approval; the shop otherwise. */
  by?: OrderMover;
}

/** Takes the order row for this transaction: every move of one order happens in turn. */
export async function lockOrder(tx: Transaction, id: number) {
  const [row] = await tx
    .select({
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      checkoutId: orders.checkoutId,
      trackingNumber: orders.trackingNumber,
      trackingCarrier: orders.trackingCarrier,
      estimatedDelivery: orders.estimatedDelivery,
      notes: orders.notes,
      total: orders.total,
      customerName: orders.customerName,
      customerId: orders.customerId,
      companyId: orders.companyId,
      paymentMethod: orders.paymentMethod,
    })
    .from(orders)
    .where(eq(orders.id, id))
    .for('update');
  if (!row) throw notFound(`No order with id ${id}`);
  return row;
}
type LockedOrder = Awaited<ReturnType<typeof lockOrder>>;

const stockOf = (order: LockedOrder): OrderStock =>
  orderStock({ ...order, cardAttempt: order.checkoutId !== null });

async function moveStock(tx: Transaction, orderId: number, from: OrderStock, to: OrderStock) {
  const move = stockMove(from, to);
  if (move === 'none') return;
  const lines = await stockLinesOf(tx, orderId);
  if (move === 'release') return releaseStock(tx, lines);
  const stocked = lines.flatMap((line) =>
    line.productId === null ? [] : [{ productId: line.productId, quantity: line.quantity }],
  );
  if (stocked.length > 0) await reserveStock(tx, stocked);
}

/**
 * The one way an order's status and its payment's state change, in the caller's transaction: the
 * row is locked, both moves checked against their lifecycles (a 409 with the reason otherwise),
 * stock reserved or released by where the units were and where they go, the status history
 * written, and, when staff moved it, the audit entry; a new status is published as
 * `order.moved`. Staying in the same status with other changes (a failed payment, a tracking
 * number) moves stock the same way.
 */
export async function moveOrder(
  tx: Transaction,
  orderId: number,
  to: OrderStatus,
  actor: StaffActor | null,
  options: MoveOptions = {},
): Promise<void> {
  const before = await lockOrder(tx, orderId);
  const by = options.by ?? 'shop';
  if (!orderMoveAllowed(before.status, to, by)) {
    throw conflict(orderMoveRefusal(before.status, to, by));
  }
  const payment = options.payment ?? {
    to: paymentAfterMove(to, before.paymentStatus),
    by: 'shop' as const,
  };
  if (!paymentMoveAllowed(before.paymentStatus, payment.to, payment.by)) {
    throw conflict(paymentMoveRefusal(before.paymentStatus, payment.to));
  }
  const changes = { ...options.changes };
  if (options.note) {
    const notes = changes.notes === undefined ? before.notes : changes.notes;
    changes.notes = notes ? `${notes}\n${options.note}` : options.note;
  }
  const after = { ...before, ...changes, paymentStatus: payment.to, status: to };
  await moveStock(tx, orderId, stockOf(before), stockOf(after));
  await tx
    .update(orders)
    .set({
      ...changes,
      paymentStatus: payment.to,
      ...(before.status === to ? {} : { status: to }),
      updatedAt: new Date(),
    })
    .where(eq(orders.id, orderId));

  const moved = lifecycleStatus(before.status) !== to;
  if (moved) await recordOrderStatus(tx, orderId, to);
  const was = { ...before, status: lifecycleStatus(before.status) };
  await publish(tx, 'order.changed', {
    orderId,
    before: was,
    changes: { status: to, ...options.changes },
    actor,
    auditAction: options.auditAction ?? 'order.updated',
    notifyFrom: options.notifyFrom ?? null,
  });
  if (moved) await publish(tx, 'order.moved', { orderId, from: was.status, to, byStaff: !!actor });
}

/** Removes an order in the caller's transaction; units it holds on the shelf go back on sale. */
export async function discardOrder(tx: Transaction, orderId: number): Promise<LockedOrder> {
  const order = await lockOrder(tx, orderId);
  if (stockOf(order) === 'held') await releaseStock(tx, await stockLinesOf(tx, orderId));
  await tx.delete(orders).where(eq(orders.id, orderId));
  return order;
}

/**
 * Moves the order's payment alone, its status staying as it is: moveOrder with the payment's
 * move, so the same lock, checks, stock and notes apply. Refused (409, nothing changes) when the
 * payment's lifecycle has no such move for this mover.
 */
export async function movePayment(
  tx: Transaction,
  orderId: number,
  to: PaymentStatus,
  by: PaymentMover,
  options: Pick<MoveOptions, 'changes' | 'note'> = {},
): Promise<void> {
  const { status } = await lockOrder(tx, orderId);
  await moveOrder(tx, orderId, lifecycleStatus(status), null, { ...options, payment: { to, by } });
}
