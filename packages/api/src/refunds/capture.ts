import { eq } from 'drizzle-orm';
import { orders, type Database, type Transaction } from '@buildright/db';
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

type Db = Database | Transaction;

/** What an order's capture depends on, as lockOrder or orderToRefund reads it. */
type PaidOrder = Pick<
  Awaited<ReturnType<typeof lockOrder>>,
  'paymentStatus' | 'total' | 'paymentMethod' | 'companyId'
>;

/** The order as a capture reads it, without locking it (what a page shows); null for none. */
export async function orderToRefund(db: Db, orderId: number): Promise<PaidOrder | null> {
  const [order] = await db
    .select({
      paymentStatus: orders.paymentStatus,
      total: orders.total,
      paymentMethod: orders.paymentMethod,
      companyId: orders.companyId,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return order ?? null;
}

/**
 * What the order took: a card payment (paid, refunded since or not) goes back to the card; an
 * invoice (on account, on a purchase order) is credited. Null when nothing was taken.
 */
export async function captureOf(
  db: Db,
  orderId: number,
  order: PaidOrder,
  /** A refund's write locks the invoice it credits (the order is locked by the caller). */
  lock: boolean,
): Promise<Capture | null> {
  const [row] = await db
    .select({ paymentId: orders.paymentProviderId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (row!.paymentId !== null && paymentTaken(order.paymentStatus)) {
    return { method: 'card', capturedCents: toCents(order.total), invoice: null };
  }
  if (order.paymentMethod !== 'account' && order.paymentMethod !== 'po') return null;
  const invoice = await invoiceCreditOf(db, orderId, order.companyId, lock);
  return invoice && { method: 'on_account', capturedCents: invoice.amountCents, invoice };
}
