import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { refunds, type Transaction } from '@buildright/db';
import { publish } from '../events/index.ts';
import { lockOrder, movePayment } from '../orders/index.ts';
import type { ProviderRefund } from '../payments/index.ts';
import { toCents } from '../shared/money.ts';
import type { MetricsPort } from '../shared/ports.ts';
import { captureOf } from './capture.ts';
import { paymentAfterRefunds, refundMoveAllowed, type RefundMethod } from './shared/refunds.ts';

declare module '../events/events.ts' {
  interface DomainEvents {
    /** A refund succeeded: the money is on its way back to the buyer, who is told how much. */
    'payment.refunded': {
      refundId: number;
      orderId: number;
      amount: string;
      method: RefundMethod;
      /** The return it pays back, whose own e-mail tells the buyer; null outside a return. */
      returnId: number | null;
      /** The reply-to of the buyer's e-mail. */
      shopEmail: string | null;
    };
  }
}

/** What the provider (or a credit note, final at once) says of a refund. */
type RefundAnswer = Pick<ProviderRefund, 'id' | 'outcome' | 'failureMessage'>;

/** The refund a provider's answer is about: by the shop's id, or by the provider's. */
function refundNamed(refundId: number | null, providerRefundId: string | null): SQL | undefined {
  return or(
    refundId === null ? undefined : eq(refunds.id, refundId),
    providerRefundId === null ? undefined : eq(refunds.providerRefundId, providerRefundId),
  );
}

/**
 * Applies the provider's answer to a refund, in the caller's transaction, with the order locked
 * first (as recording one does, so the two take turns): the provider's refund id is kept; a
 * pending refund becomes succeeded or failed, once. A success moves the order's payment through
 * its one writer (partly refunded, or refunded once refunds that succeeded reach what was
 * captured) and publishes `payment.refunded`. Answers whether the refund moved; an answer about
 * no refund of the shop's, or a repeated one, changes nothing.
 */
export async function settleRefund(
  tx: Transaction,
  refundId: number | null,
  answer: RefundAnswer,
  shopEmail: string | null,
): Promise<boolean> {
  const where = refundNamed(refundId, answer.id);
  if (!where) return false;
  const [known] = await tx.select({ orderId: refunds.orderId }).from(refunds).where(where);
  if (!known) return false;
  const order = await lockOrder(tx, known.orderId);
  const [refund] = await tx.select().from(refunds).where(where).for('update');
  const providerRefundId = refund!.providerRefundId ?? answer.id;
  if (answer.outcome === 'pending' || !refundMoveAllowed(refund!.status, answer.outcome)) {
    if (providerRefundId !== refund!.providerRefundId) {
      await tx.update(refunds).set({ providerRefundId }).where(eq(refunds.id, refund!.id));
    }
    return false;
  }
  await tx
    .update(refunds)
    .set({
      providerRefundId,
      status: answer.outcome,
      failureReason: answer.outcome === 'failed' ? answer.failureMessage : null,
      settledAt: new Date(),
    })
    .where(eq(refunds.id, refund!.id));
  if (answer.outcome === 'failed') return true;

  const [succeeded] = await tx
    .select({ cents: sql<string>`coalesce(sum(${refunds.amount}), 0)::text` })
    .from(refunds)
    .where(and(eq(refunds.orderId, known.orderId), eq(refunds.status, 'succeeded')));
  const capture = await captureOf(tx, known.orderId, order, true);
  const to = paymentAfterRefunds(
    order.paymentStatus,
    capture?.capturedCents ?? 0,
    toCents(succeeded!.cents),
  );
  if (to !== order.paymentStatus) {
    await movePayment(tx, known.orderId, to, refund!.method === 'card' ? 'provider' : 'shop');
  }
  await publish(tx, 'payment.refunded', {
    refundId: refund!.id,
    orderId: known.orderId,
    amount: refund!.amount,
    method: refund!.method,
    returnId: refund!.returnId,
    shopEmail,
  });
  return true;
}

type SettleDeps = { shopEmail: string | null; metrics: Pick<MetricsPort, 'refunded'> };

/** settleRefund, with the refund counted by its outcome when it moved. */
export async function settleCounted(
  tx: Transaction,
  refundId: number | null,
  answer: ProviderRefund,
  deps: SettleDeps,
): Promise<boolean> {
  const moved = await settleRefund(tx, refundId, answer, deps.shopEmail);
  if (moved && answer.outcome !== 'pending') deps.metrics.refunded(answer.outcome);
  return moved;
}

/** The refunds a provider's event speaks of, each settled by its answer and counted. */
export async function settleProviderRefunds(
  tx: Transaction,
  answers: readonly ProviderRefund[],
  deps: SettleDeps,
): Promise<void> {
  for (const answer of answers) await settleCounted(tx, answer.refundId, answer, deps);
}
