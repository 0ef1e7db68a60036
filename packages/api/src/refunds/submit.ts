import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import { orders, refunds } from '@buildright/db';
import type { PaymentDeps, ProviderRefund } from '../payments/index.ts';
import { toCents } from '../shared/money.ts';
import { settleCounted } from './settle.ts';

/** How long a refund may wait for its first answer before the sweep asks the provider again. */
const UNSENT_AFTER_MS = 60_000;
const SWEEP_BATCH = 50;

/**
 * Asks the provider for a pending card refund it has not answered yet, outside any transaction,
 * and applies its answer. The refund's idempotency key makes asking twice (this and the sweep,
 * or a retry) one refund at the provider. When the provider cannot be reached the refund stays
 * pending, and the sweep asks again.
 */
export async function submitRefund(deps: PaymentDeps, refundId: number): Promise<void> {
  const [refund] = await deps.db
    .select({
      status: refunds.status,
      method: refunds.method,
      providerRefundId: refunds.providerRefundId,
      amount: refunds.amount,
      idempotencyKey: refunds.idempotencyKey,
      paymentId: orders.paymentProviderId,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(refunds.id, refundId));
  if (!refund || refund.status !== 'pending' || refund.method !== 'card') return;
  if (refund.providerRefundId !== null || refund.paymentId === null) return;
  let answer: ProviderRefund;
  try {
    answer = await deps.payments.refund({
      paymentId: refund.paymentId,
      amountCents: toCents(refund.amount),
      refundId,
      idempotencyKey: refund.idempotencyKey,
    });
  } catch (error) {
    deps.log.warn({ err: error, refundId }, 'Refund not sent to the payment provider yet');
    return;
  }
  await deps.db.transaction((tx) => settleCounted(tx, refundId, answer, deps));
}

/**
 * Sends the card refunds the provider has not answered a minute after they were recorded (the
 * server stopped or the provider was out): answers their ids.
 */
export async function submitUnsentRefunds(deps: PaymentDeps, now = new Date()): Promise<number[]> {
  const unsent = await deps.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'pending'),
        isNull(refunds.providerRefundId),
        lt(refunds.createdAt, new Date(now.getTime() - UNSENT_AFTER_MS)),
      ),
    )
    .orderBy(asc(refunds.createdAt))
    .limit(SWEEP_BATCH);
  for (const { id } of unsent) await submitRefund(deps, id);
  return unsent.map(({ id }) => id);
}

/** Sends the order's card refunds not yet sent (a cancellation's), after their commit. */
export async function submitRefundsOf(deps: PaymentDeps, orderId: number): Promise<void> {
  const unsent = await deps.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.orderId, orderId),
        eq(refunds.status, 'pending'),
        isNull(refunds.providerRefundId),
      ),
    )
    .orderBy(asc(refunds.id));
  for (const { id } of unsent) await submitRefund(deps, id);
}
