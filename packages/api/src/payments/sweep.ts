import { and, asc, eq, gt, inArray, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import { orders, quotes, type Transaction } from '@buildright/db';
import { moveOrder } from '../orders/index.ts';
import { applyIntent, type PaymentDeps } from './finalize.ts';
import type { ProviderIntent } from './provider.ts';
import { getShopSettings } from '../settings/index.ts';
import { holdPeriodText } from '../settings/shared/shop-settings.ts';

const BATCH = 20;
const sweptNote = (holdMinutes: number) =>
  `Cancelled automatically: the card payment was not completed within ${holdPeriodText(holdMinutes)}.`;
const unpaidApprovedNote =
  'Cancelled automatically: the approved order was not paid by card in time.';

/**
 * Card checkouts left unpaid past the window (a declined one gave its units back when it was
 * declined), and approved card orders left unpaid past their own day; an accepted quote keeps
 * its stock until the quote expires.
 */
const abandoned = (cutoff: Date, now: Date) =>
  and(
    eq(orders.paymentMethod, 'card'),
    inArray(orders.paymentStatus, ['pending', 'failed']),
    eq(orders.status, 'pending'),
    or(
      and(isNull(orders.cardPaymentDueAt), lt(orders.createdAt, cutoff)),
      lt(orders.cardPaymentDueAt, now),
    ),
    notExists(sql`(select 1 from ${quotes} where ${quotes.orderId} = ${orders.id})`),
  );

/**
 * Closes one abandoned order whose intent the provider has already cancelled (or found paid).
 * The row is taken with SKIP LOCKED and checked again: whoever holds it (another sweep, a
 * finalisation) decides, and stock is released exactly once.
 */
async function closeOrder(
  tx: Transaction,
  deps: PaymentDeps,
  orderId: number,
  intent: ProviderIntent | null,
  holdMinutes: number,
  now: Date,
): Promise<{ cancelled: boolean }> {
  const cutoff = holdCutoff(holdMinutes, now);
  const [row] = await tx
    .select({ id: orders.id, approved: sql<boolean>`${orders.cardPaymentDueAt} is not null` })
    .from(orders)
    .where(and(eq(orders.id, orderId), abandoned(cutoff, now)))
    .for('update', { skipLocked: true });
  if (!row) return { cancelled: false };
  if (intent?.outcome === 'succeeded') {
    // Paid at the last moment: it is an order after all.
    await applyIntent(tx, intent, deps);
    return { cancelled: false };
  }
  // The buyer of an approved order was asked to pay, and is told why it is gone.
  await moveOrder(tx, row.id, 'cancelled', null, {
    note: row.approved ? unpaidApprovedNote : sweptNote(holdMinutes),
    ...(row.approved ? { notifyFrom: deps.shopEmail } : {}),
  });
  return { cancelled: true };
}

const holdCutoff = (holdMinutes: number, now: Date) =>
  new Date(now.getTime() - holdMinutes * 60 * 1000);

/**
 * Cancels card orders still unpaid after the shop's hold period (a setting, 30 minutes unless
 * staff change it), a guest's or a signed-in buyer's alike: their intent is cancelled at the
 * provider first (so it can no longer be paid), then the order is cancelled and its stock
 * released. Safe with any number of server processes sweeping at once.
 * Answers the ids of the orders this call cancelled.
 */
export async function sweepAbandonedPayments(
  deps: PaymentDeps,
  now: Date = new Date(),
): Promise<number[]> {
  const { cardHoldMinutes } = await getShopSettings(deps.db);
  const cutoff = holdCutoff(cardHoldMinutes, now);
  const cancelledIds: number[] = [];
  let afterId = 0;
  for (;;) {
    const candidates = await deps.db
      .select({ id: orders.id, providerId: orders.paymentProviderId })
      .from(orders)
      .where(and(abandoned(cutoff, now), gt(orders.id, afterId)))
      .orderBy(asc(orders.id))
      .limit(BATCH);
    for (const candidate of candidates) {
      // The provider is asked outside any transaction: no row stays locked during a network call.
      const intent = candidate.providerId ? await deps.payments.cancel(candidate.providerId) : null;
      const result = await deps.db.transaction((tx) =>
        closeOrder(tx, deps, candidate.id, intent, cardHoldMinutes, now),
      );
      if (result.cancelled) cancelledIds.push(candidate.id);
    }
    if (candidates.length < BATCH) break;
    afterId = candidates.at(-1)!.id;
  }
  if (cancelledIds.length > 0) deps.metrics.cardHoldsReleased('sweep', cancelledIds.length);
  return cancelledIds;
}
