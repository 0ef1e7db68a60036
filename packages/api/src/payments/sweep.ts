import { and, asc, eq, gt, inArray, lt, notExists, sql } from 'drizzle-orm';
import { orders, quotes, type Transaction } from '@buildright/db';
import { moveOrder } from '../orders/lifecycle.ts';
import { applyIntent, type PaymentDeps } from './finalize.ts';
import type { ProviderIntent } from './provider.ts';

/** How long a card order holds its stock while the customer has not paid. */
export const CARD_PAYMENT_WINDOW_MS = 30 * 60 * 1000;

const BATCH = 20;
const sweptNote = 'Cancelled automatically: the card payment was not completed within 30 minutes.';

/**
 * Card checkouts left unpaid (a declined one gave its units back when it was declined); an
 * accepted quote keeps its stock until the quote expires.
 */
const abandoned = (cutoff: Date) =>
  and(
    eq(orders.paymentMethod, 'card'),
    inArray(orders.paymentStatus, ['pending', 'failed']),
    eq(orders.status, 'pending'),
    lt(orders.createdAt, cutoff),
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
  cutoff: Date,
): Promise<{ cancelled: boolean }> {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), abandoned(cutoff)))
    .for('update', { skipLocked: true });
  if (!row) return { cancelled: false };
  if (intent?.outcome === 'succeeded') {
    // Paid at the last moment: it is an order after all.
    await applyIntent(tx, intent, deps);
    return { cancelled: false };
  }
  await moveOrder(tx, row.id, 'cancelled', null, {
    changes: { paymentStatus: 'unpaid' },
    note: sweptNote,
  });
  return { cancelled: true };
}

/**
 * Cancels card orders still unpaid after the payment window: their intent is cancelled at the
 * provider first (so it can no longer be paid), then the order is cancelled and its stock
 * released. Safe with any number of server processes sweeping at once.
 * Answers the ids of the orders this call cancelled.
 */
export async function sweepAbandonedPayments(
  deps: PaymentDeps,
  now: Date = new Date(),
): Promise<number[]> {
  const cutoff = new Date(now.getTime() - CARD_PAYMENT_WINDOW_MS);
  const cancelledIds: number[] = [];
  let afterId = 0;
  for (;;) {
    const candidates = await deps.db
      .select({ id: orders.id, providerId: orders.paymentProviderId })
      .from(orders)
      .where(and(abandoned(cutoff), gt(orders.id, afterId)))
      .orderBy(asc(orders.id))
      .limit(BATCH);
    for (const candidate of candidates) {
      // The provider is asked outside any transaction: no row stays locked during a network call.
      const intent = candidate.providerId ? await deps.payments.cancel(candidate.providerId) : null;
      const result = await deps.db.transaction((tx) =>
        closeOrder(tx, deps, candidate.id, intent, cutoff),
      );
      if (result.cancelled) cancelledIds.push(candidate.id);
    }
    if (candidates.length < BATCH) break;
    afterId = candidates.at(-1)!.id;
  }
  return cancelledIds;
}
