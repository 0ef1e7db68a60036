import { and, desc, eq } from 'drizzle-orm';
import { orders, quotes, type Database } from '@buildright/db';
import { conflict, notFound } from '../errors.ts';
import {
  isOpenCardAttempt,
  isUnconfirmedGuestHold,
  type GuestHoldListQuery,
} from '../orders/shared/guest-holds.ts';
import type { PaymentMethod, PaymentStatus } from '../orders/shared/order-status.ts';
import type { QuoteStatus } from '../quotes/shared/quotes.ts';
import type { StaffActor } from '../audit/index.ts';
import { countMatching, type Counted } from '../database/index.ts';
import { applyIntent, type PaymentDeps } from './finalize.ts';
import { getShopSettings } from '../settings/index.ts';
import { unpaidHold, moveOrder, linesOfOrders } from '../orders/index.ts';

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
  /** Placed by a signed-in customer (a card attempt); false for a guest. */
  signedIn: boolean;
  /** When the payment sweep gives the units back unless the card is paid; null for a quote. */
  heldUntil: Date | null;
  lines: { productId: number | null; name: string; quantity: number }[];
  /** Units the request holds off the shelf, all lines together. */
  units: number;
}

interface GuestHoldList extends Counted {
  holds: GuestHold[];
}

/**
 * A page of what holds stock unpaid: guests' unconfirmed requests and every card attempt not yet
 * paid, newest first, read from their two partial indexes.
 */
export async function listGuestHolds(
  db: Database,
  query: GuestHoldListQuery,
): Promise<GuestHoldList> {
  const counted = await countMatching(
    db,
    db.select({ id: orders.id }).from(orders).where(unpaidHold),
  );
  const { cardHoldMinutes } = await getShopSettings(db);
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
      customerId: orders.customerId,
      cardPaymentDueAt: orders.cardPaymentDueAt,
    })
    .from(orders)
    .leftJoin(quotes, eq(quotes.orderId, orders.id))
    .where(unpaidHold)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const lines = await linesOfOrders(
    db,
    rows.map((row) => row.orderId),
  );
  const holds = rows.map(({ customerId, cardPaymentDueAt, ...row }) => {
    const own = lines
      .get(row.orderId)!
      .map(({ productId, name, quantity }) => ({ productId, name, quantity }));
    const swept = row.quoteId === null && row.paymentMethod === 'card';
    const heldUntil = swept
      ? (cardPaymentDueAt ?? new Date(row.createdAt.getTime() + cardHoldMinutes * 60_000))
      : null;
    return {
      ...row,
      signedIn: customerId !== null,
      heldUntil,
      lines: own,
      units: own.reduce((sum, line) => sum + line.quantity, 0),
    };
  });
  return { holds, ...counted };
}

const releasedNote = (username: string, guest: boolean) =>
  guest
    ? `Hold released by ${username}: an unconfirmed request placed without an account.`
    : `Hold released by ${username}: a card payment that was not completed.`;

const noLongerHeld = (orderId: number) =>
  conflict(
    `Order #${orderId} no longer holds stock unpaid: it was confirmed, paid or cancelled meanwhile.`,
  );

/**
 * Staff release a guest's unconfirmed request or an unpaid card attempt: the order is cancelled through moveOrder (units
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
      paymentMethod: orders.paymentMethod,
      providerId: orders.paymentProviderId,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw notFound(`No order with id ${orderId}`);
  if (!isUnconfirmedGuestHold(order) && !isOpenCardAttempt(order)) throw noLongerHeld(orderId);

  const intent = order.providerId ? await deps.payments.cancel(order.providerId) : null;
  const released = await deps.db.transaction(async (tx) => {
    if (intent?.outcome === 'succeeded') {
      await applyIntent(tx, intent, deps);
      return false;
    }
    const [locked] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), unpaidHold))
      .for('update');
    if (!locked) return false;
    await moveOrder(tx, orderId, 'cancelled', actor, {
      note: releasedNote(actor.username, order.userId === null),
      auditAction: 'order.hold_released',
    });
    return true;
  });
  if (!released) throw noLongerHeld(orderId);
  if (isOpenCardAttempt(order)) deps.metrics.cardHoldsReleased('staff', 1);
}
