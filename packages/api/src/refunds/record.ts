import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { refunds, type Database, type Transaction } from '@buildright/db';
import type { StaffActor } from '../audit/index.ts';
import { creditInvoice } from '../company-buying/index.ts';
import { conflict, invalidFields } from '../errors.ts';
import { publish } from '../events/index.ts';
import { lockOrder, saleLinesOf } from '../orders/index.ts';
import { lineTotalCents } from '../catalogue/shared/pricing.ts';
import { formatMoney, fromCents } from '../shared/money.ts';
import {
  allocateRefund,
  refundableCents,
  refundAmountRefusal,
  refundCounts,
  type RefundLine,
  type RefundMethod,
  type RefundReason,
} from './shared/refunds.ts';
import { captureOf, type Capture } from './capture.ts';
import { settleRefund } from './settle.ts';

declare module '../events/events.ts' {
  interface DomainEvents {
    /**
     * A refund was recorded, by staff (`actor`) or by the shop itself (a card paid after its
     * order was cancelled): the activity log says who gave what back, and why.
     */
    'refund.recorded': {
      refundId: number;
      orderId: number;
      amount: string;
      reason: RefundReason;
      method: RefundMethod;
      actor: StaffActor | null;
    };
  }
}

interface RefundRequest {
  orderId: number;
  /** What to give back; all that is left when absent (a cancelled order's refund). */
  amountCents?: number;
  reason: RefundReason;
  note: string | null;
  actor: StaffActor | null;
  /** The reply-to of the buyer's e-mail when the refund is final at once (a credit note). */
  shopEmail: string | null;
  /**
   * A received return's refund: the return, and how the refund falls on the lines that came
   * back (their units no longer sold), instead of over the whole order.
   */
  forReturn?: { returnId: number; lines: RefundLine[] };
}

/**
 * What may still be refunded of an invoice without a company: what it still owes (what was
 * paid on a purchase order goes back outside the shop).
 */
function invoiceLimitRefusal(capture: Capture, amountCents: number): string | null {
  const invoice = capture.invoice;
  if (!invoice || invoice.companyId !== null || amountCents <= invoice.owedCents) return null;
  return `Amount must be at most ${formatMoney(fromCents(invoice.owedCents))}, what the invoice still owes: pay back the rest by bank transfer`;
}

/**
 * What may still be refunded of the order: nothing when it took nothing. Read as the caller has
 * the order (locked by a refund's write, or as a page shows it).
 */
export async function leftToRefund(
  db: Database | Transaction,
  orderId: number,
  order: Parameters<typeof captureOf>[2],
  lock: boolean,
): Promise<number> {
  const capture = await captureOf(db, orderId, order, lock);
  if (!capture) return 0;
  return refundableCents(capture.capturedCents, await refundsOf(db, orderId));
}

const refundsOf = (db: Database | Transaction, orderId: number) =>
  db
    .select({ amount: refunds.amount, status: refunds.status, lines: refunds.lines })
    .from(refunds)
    .where(eq(refunds.orderId, orderId));

/**
 * Records a refund of an order in the caller's transaction, with the order row locked, so that
 * refunds at once take turns and never give back more than was captured less what refunds not
 * failed hold. A card refund is pending until the provider answers (submitRefund); a credit note
 * is final at once. Refused with the reason (a 409, or a 400 on `amount`) and nothing written.
 */
export async function recordRefund(tx: Transaction, request: RefundRequest) {
  const { orderId } = request;
  const order = await lockOrder(tx, orderId);
  const capture = await captureOf(tx, orderId, order, true);
  if (!capture) throw conflict(`Order #${orderId} is not paid: there is nothing to refund`);
  const earlier = await refundsOf(tx, orderId);
  const leftCents = refundableCents(capture.capturedCents, earlier);
  const amountCents = request.amountCents ?? leftCents;
  const refusal =
    refundAmountRefusal(amountCents, leftCents) ?? invoiceLimitRefusal(capture, amountCents);
  if (refusal) {
    throw leftCents === 0
      ? conflict(refusal)
      : invalidFields([{ path: ['amount'], message: refusal }]);
  }
  const final = amountCents === leftCents;
  const undoesSale = final && request.reason === 'cancellation';
  const lines =
    request.forReturn?.lines ??
    allocateRefund({
      lines: (await saleLinesOf(tx, orderId)).map((line) => ({
        ...line,
        cents: lineTotalCents({ price: line.unitPrice }, line.quantity),
      })),
      capturedCents: capture.capturedCents,
      earlier: earlier
        .filter((refund) => refundCounts(refund.status))
        .flatMap((refund) => refund.lines),
      amountCents,
      undoesSale,
      final,
    });
  const [refund] = await tx
    .insert(refunds)
    .values({
      orderId,
      amount: fromCents(amountCents),
      reason: request.reason,
      note: request.note,
      method: capture.method,
      idempotencyKey: `buildright:refund:${orderId}:${randomUUID()}`,
      lines,
      undoesSale,
      returnId: request.forReturn?.returnId ?? null,
      staffId: request.actor?.id ?? null,
      recordedBy: request.actor?.username ?? 'The shop',
    })
    .returning();
  await publish(tx, 'refund.recorded', {
    refundId: refund!.id,
    orderId,
    amount: refund!.amount,
    reason: refund!.reason,
    method: refund!.method,
    actor: request.actor,
  });
  if (capture.invoice) {
    await creditInvoice(tx, capture.invoice, refund!.id, amountCents);
    await settleRefund(
      tx,
      refund!.id,
      { id: null, outcome: 'succeeded', failureMessage: null },
      request.shopEmail,
    );
  }
  return refund!;
}
