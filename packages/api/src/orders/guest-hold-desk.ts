import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { orderItems, orders, quotes, type Database } from '@buildright/db';
import { conflict, notFound } from '../errors.ts';
import { isUnconfirmedGuestHold, type GuestHoldListQuery } from './shared/guest-holds.ts';
import type { PaymentMethod, PaymentStatus } from './shared/order-status.ts';
import type { QuoteStatus } from '../quotes/shared/quotes.ts';
import type { StaffActor } from '../staff/activity/record.ts';
import { countMatching, type Counted } from '../database/counting.ts';
import { applyIntent, type PaymentDeps } from '../payments/finalize.ts';
import { unconfirmedGuestHold } from './guest-holds.ts';
import { moveOrder } from './lifecycle.ts';

export interface GuestHold {
  orderId: number;
  createdAt: Date;
  customerName: string;
  customerEmail: string;
  total: string;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /** The quote the request opened; null for a card checkout. */
  quoteId: number | null;
  quoteStatus: QuoteStatus | null;
  lines: { productId: number | null; name: string; quantity: number }[];
  /** Units the request holds off the shelf, all lines together. */
  units: number;
}

interface GuestHoldList extends Counted {
  holds: GuestHold[];
}

/** A page of guests' unconfirmed requests, newest first, read from their partial index. */
export async function listGuestHolds(
  db: Database,
  query: GuestHoldListQuery,
): Promise<GuestHoldList> {
  const counted = await countMatching(
    db,
    db.select({ id: orders.id }).from(orders).where(unconfirmedGuestHold),
  );
  const rows = await db
    .select({
      orderId: orders.id,
      createdAt: orders.createdAt,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      total: orders.total,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      quoteId: quotes.id,
      quoteStatus: quotes.status,
    })
    .from(orders)
    .leftJoin(quotes, eq(quotes.orderId, orders.id))
    .where(unconfirmedGuestHold)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const lines =
    rows.length === 0
      ? []
      : await db
          .select({
            orderId: orderItems.orderId,
            productId: orderItems.productId,
            name: orderItems.name,
            quantity: orderItems.quantity,
          })
          .from(orderItems)
          .where(
            inArray(
              orderItems.orderId,
              rows.map((row) => row.orderId),
            ),
          )
          .orderBy(asc(orderItems.id));
  const holds = rows.map((row) => {
    const own = lines
      .filter((line) => line.orderId === row.orderId)
      .map(({ productId, name, quantity }) => ({ productId, name, quantity }));
    return { ...row, lines: own, units: own.reduce((sum, line) => sum + line.quantity, 0) };
  });
  return { holds, ...counted };
}

const releasedNote = (username: string) =>
  `Hold released by ${username}: an unconfirmed request placed without an account.`;

const noLongerHeld = (orderId: number) =>
  conflict(
    `Order #${orderId} no longer holds stock for an unconfirmed guest request: it was confirmed, paid or cancelled meanwhile.`,
  );

/**
 * Staff release a guest's unconfirmed request: the order is cancelled through moveOrder (units
 * back on sale, an open quote withdrawn, the activity log's "Released hold"), in one
 * transaction. The buyer is not e-mailed: nobody confirmed that address, and a release must not
 * become one more way to write to it. Like the payment sweep, a card payment still open is
 * cancelled at the provider first, outside any transaction; one that went through meanwhile
 * makes the order paid instead, and the release is refused.
 */
export async function releaseGuestHold(
  deps: PaymentDeps,
  actor: StaffActor,
  orderId: number,
): Promise<void> {
  const [order] = await deps.db
    .select({
      userId: orders.customerId,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      providerId: orders.paymentProviderId,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw notFound(`No order with id ${orderId}`);
  if (!isUnconfirmedGuestHold(order)) throw noLongerHeld(orderId);

  const intent = order.providerId ? await deps.payments.cancel(order.providerId) : null;
  const released = await deps.db.transaction(async (tx) => {
    if (intent?.outcome === 'succeeded') {
      await applyIntent(tx, intent, deps);
      return false;
    }
    const [locked] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), unconfirmedGuestHold))
      .for('update');
    if (!locked) return false;
    await moveOrder(tx, orderId, 'cancelled', actor, {
      changes: { paymentStatus: 'unpaid' },
      note: releasedNote(actor.username),
      auditAction: 'order.hold_released',
    });
    return true;
  });
  if (!released) throw noLongerHeld(orderId);
}
