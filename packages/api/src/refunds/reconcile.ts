import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { refunds } from '@buildright/db';
import type { PaymentDeps, ProviderRefund } from '../payments/index.ts';
import { settleCounted } from './settle.ts';

/**
 * How long a refund the provider took may stay pending before the shop asks how it stands: its
 * webhook comes within seconds, so by then it is lost (or the refund is slow, and asked again as
 * long again later).
 */
const UNSETTLED_AFTER_MS = 15 * 60_000;
const RECONCILE_BATCH = 50;

/**
 * A refund the provider took and has not settled, and when the shop last heard of it (sent, or
 * last asked): the predicate and key of `refunds_unsettled_idx`, written with constants so that
 * the planner reads that index.
 */
const unsettled = sql`${refunds.status} = 'pending' and ${refunds.providerRefundId} is not null`;
const lastHeard = sql`coalesce(${refunds.checkedAt}, ${refunds.createdAt})`;

interface SettledRefund {
  refundId: number;
  outcome: 'succeeded' | 'failed';
}

/**
 * Asks the provider how each card refund stands that it took but left pending for a quarter of
 * an hour (its webhook never came), oldest heard of first and a batch at a time, each outside any
 * transaction, and applies the answer through settleRefund (counted), so a webhook after it changes
 * nothing. A refund still pending, or that the provider could not be asked about, is marked
 * checked and goes to the back of the queue. Answers the refunds it settled.
 */
export async function settleUnansweredRefunds(
  deps: PaymentDeps,
  now = new Date(),
): Promise<SettledRefund[]> {
  const due = await deps.db
    .select({ id: refunds.id, providerRefundId: refunds.providerRefundId })
    .from(refunds)
    .where(
      and(
        unsettled,
        // An expression, not a column: drizzle passes its bound as is, so as text.
        lt(lastHeard, new Date(now.getTime() - UNSETTLED_AFTER_MS).toISOString()),
      ),
    )
    .orderBy(asc(lastHeard))
    .limit(RECONCILE_BATCH);
  const settled: SettledRefund[] = [];
  for (const { id, providerRefundId } of due) {
    let answer: ProviderRefund | null = null;
    try {
      answer = await deps.payments.refundStatus(providerRefundId!);
    } catch (error) {
      deps.log.warn(
        { err: error, refundId: id },
        'Could not ask the payment provider about a refund',
      );
    }
    const moved = await deps.db.transaction(async (tx) => {
      if (answer && (await settleCounted(tx, id, answer, deps))) return true;
      await tx
        .update(refunds)
        .set({ checkedAt: now })
        .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')));
      return false;
    });
    if (moved && answer && answer.outcome !== 'pending') {
      settled.push({ refundId: id, outcome: answer.outcome });
    }
  }
  return settled;
}
