/**
 * Refunds as the browser and the server both know them: the staff's input, the words and
 * colours of each state, the refund's own table of moves, and the arithmetic of what may still
 * be refunded and how a refund falls on the order's lines. Pure: no database, no provider.
 */
import * as z from 'zod';
import {
  refundReasons,
  type PaymentStatus,
  type RefundLine,
  type RefundMethod,
  type RefundReason,
  type RefundStatus,
} from '@buildright/db/domain';
import { moneyField, optionalText, pageField, pageSizeField } from '../../shared/fields.ts';
import { formatMoney, fromCents, toCents } from '../../shared/money.ts';

export { refundReasons, type RefundLine, type RefundMethod, type RefundReason, type RefundStatus };

export const refundReasonLabels: Record<RefundReason, string> = {
  goodwill: 'Goodwill',
  price_adjustment: 'Price adjustment',
  cancellation: 'Cancellation',
  return: 'Return',
};

export const refundStatusLabels: Record<RefundStatus, string> = {
  pending: 'Pending',
  succeeded: 'Refunded',
  failed: 'Failed',
};

/** Mantine colours of the refund states. */
export const refundStatusColors: Record<RefundStatus, string> = {
  pending: 'yellow',
  succeeded: 'teal',
  failed: 'red',
};

export const refundMethodLabels: Record<RefundMethod, string> = {
  card: 'To the card',
  on_account: 'Credit note',
};

/** "CN-000017": a refund on account as its invoice and the company's statement name it. */
export const creditNoteNumber = (refundId: number) => `CN-${String(refundId).padStart(6, '0')}`;

/** Staff refund an order by amount and reason (POST /api/admin/orders/{id}/refunds). */
export const refundInput = z.strictObject({
  amount: moneyField(
    'Amount is required',
    'Amount must be an amount like 25.00, with at most two decimals',
  ).refine((amount) => toCents(amount) > 0, 'Amount must be more than 0.00'),
  reason: z.enum(refundReasons, {
    error: 'Reason must be goodwill, price_adjustment or cancellation',
  }),
  note: optionalText(500).optional(),
});
export type RefundInput = z.input<typeof refundInput>;

export const REFUND_PAGE_SIZE = 50;

/** A page of an order's refunds, the newest first. */
export const refundListInput = z.strictObject({
  page: pageField,
  pageSize: pageSizeField(100, REFUND_PAGE_SIZE),
});

/** A refund as staff see it. */
export interface Refund {
  id: number;
  orderId: number;
  /** Decimal string, e.g. "25.00". */
  amount: string;
  status: RefundStatus;
  method: RefundMethod;
  reason: RefundReason;
  note: string | null;
  /** The provider's words when the refund failed. */
  failureReason: string | null;
  /** The staff member who refunded, or "The shop" when it refunded by itself. */
  recordedBy: string;
  createdAt: Date;
  settledAt: Date | null;
}

/** Who moves a refund: only the provider's answer (or a credit note, final when written). */
const refundMoves: Record<RefundStatus, readonly RefundStatus[]> = {
  pending: ['succeeded', 'failed'],
  succeeded: [],
  failed: [],
};

/** Whether a refund in `from` may become `to`: pending ends once, as succeeded or failed. */
export function refundMoveAllowed(from: RefundStatus, to: RefundStatus): boolean {
  return refundMoves[from].includes(to);
}

/** Pending and succeeded refunds hold their amount; a failed one gave it back. */
export const refundCounts = (status: RefundStatus) => status !== 'failed';

/** What may still be refunded of what was captured, refunds that have not failed taken off. */
export function refundableCents(
  capturedCents: number,
  refunds: readonly { amount: string; status: RefundStatus }[],
): number {
  const held = refunds
    .filter((refund) => refundCounts(refund.status))
    .reduce((sum, refund) => sum + toCents(refund.amount), 0);
  return Math.max(0, capturedCents - held);
}

/**
 * Why `amountCents` cannot be refunded of an order with `leftCents` left to refund, or null
 * when it can.
 */
export function refundAmountRefusal(amountCents: number, leftCents: number): string | null {
  if (leftCents === 0) return 'Nothing is left to refund on this order: it is refunded in full';
  if (amountCents > leftCents) {
    return `Amount must be at most ${formatMoney(fromCents(leftCents))}, what is left to refund`;
  }
  return null;
}

/**
 * The payment once its refunds that succeeded total `succeededCents` of `capturedCents`: partly
 * refunded while less, refunded when all of it; as it was while none has succeeded.
 */
export function paymentAfterRefunds(
  payment: PaymentStatus,
  capturedCents: number,
  succeededCents: number,
): PaymentStatus {
  if (succeededCents <= 0) return payment;
  return succeededCents >= capturedCents ? 'refunded' : 'partly_refunded';
}

/** An order's line as a refund divides itself over: its revenue in cents. */
export interface SaleLine {
  itemId: number;
  productId: number | null;
  name: string;
  quantity: number;
  cents: number;
}

interface Allocation {
  lines: readonly SaleLine[];
  /** What the order captured: its total, delivery included and any discount taken off. */
  capturedCents: number;
  /** The parts earlier refunds (those not failed) took of each line. */
  earlier: readonly RefundLine[];
  amountCents: number;
  /** This refund leaves nothing to refund and undoes the sale: its units are no longer sold. */
  undoesSale: boolean;
  /** This refund leaves nothing to refund. */
  final: boolean;
}

/**
 * How a refund falls on the order's lines, for the best sellers: in proportion to each line's
 * revenue (the order's total may hold delivery or a discount, which no line carries), the cents
 * that rounding leaves over given to the largest remainders. The refund that leaves nothing to
 * refund takes exactly what earlier refunds left of each line, so a fully refunded order's lines
 * sum to nothing; a cancellation's also takes back the units.
 */
export function allocateRefund(allocation: Allocation): RefundLine[] {
  const { lines, capturedCents, earlier, amountCents } = allocation;
  const taken = (itemId: number, key: 'cents' | 'units') =>
    earlier.filter((line) => line.itemId === itemId).reduce((sum, line) => sum + line[key], 0);
  const part = (line: SaleLine, cents: number): RefundLine => ({
    itemId: line.itemId,
    productId: line.productId,
    name: line.name,
    units: allocation.undoesSale ? line.quantity - taken(line.itemId, 'units') : 0,
    cents,
  });
  if (allocation.final) {
    return lines.map((line) => part(line, line.cents - taken(line.itemId, 'cents')));
  }
  const linesCents = lines.reduce((sum, line) => sum + line.cents, 0);
  if (capturedCents <= 0 || linesCents <= 0) return lines.map((line) => part(line, 0));
  // Exact integer shares: amount × line / captured, floored, then the remainder cent by cent.
  const target = Math.min(
    Math.round((amountCents * linesCents) / capturedCents),
    linesCents - lines.reduce((sum, line) => sum + taken(line.itemId, 'cents'), 0),
  );
  const shares = lines.map((line, index) => {
    const exact = (BigInt(target) * BigInt(line.cents)) / BigInt(linesCents);
    const rest = (BigInt(target) * BigInt(line.cents)) % BigInt(linesCents);
    return { index, cents: Number(exact), rest };
  });
  let left = target - shares.reduce((sum, share) => sum + share.cents, 0);
  const byRemainder = [...shares].sort((a, b) =>
    a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1,
  );
  for (const share of byRemainder) {
    if (left === 0) break;
    share.cents += 1;
    left -= 1;
  }
  return lines.map((line, index) => part(line, shares[index]!.cents));
}
