import { eq } from 'drizzle-orm';
import { orders, type Transaction } from '@buildright/db';
import { invoiceCreditOf, type InvoiceCredit } from '../company-buying/index.ts';
import type { lockOrder } from '../orders/index.ts';
import { paymentTaken } from '../orders/shared/payment-lifecycle.ts';
import { toCents } from '../shared/money.ts';
import type { RefundMethod } from './shared/refunds.ts';

/** How an order's money goes back, and how much it took. */
export interface Capture {
  method: RefundMethod;
  capturedCents: number;
  /** Of an invoice: the credit note's invoice. */
  invoice: InvoiceCredit | null;
}

type LockedOrder = Awaited<ReturnType<typeof lockOrder>>;

/**
 * What the order took: a card payment (paid, refunded since or not) goes back to the card; an
 * invoice (on account, on a purchase order) is credited. Null when nothing was taken.
 */
export async function captureOf(
  tx: Transaction,
  orderId: number,
  order: LockedOrder,
): Promise<Capture | null> {
  const [row] = await tx
    .select({ paymentId: orders.paymentProviderId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (row!.paymentId !== null && paymentTaken(order.paymentStatus)) {
    return { method: 'card', capturedCents: toCents(order.total), invoice: null };
  }
  if (order.paymentMethod !== 'account' && order.paymentMethod !== 'po') return null;
  const invoice = await invoiceCreditOf(tx, orderId, order.companyId);
  return invoice && { method: 'on_account', capturedCents: invoice.amountCents, invoice };
}
