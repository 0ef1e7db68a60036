// Refunds of orders paid by invoice (on account, or on a purchase order): a credit note lowers
// what the invoice still owes, and what exceeds it becomes the company's credit.
import { eq } from 'drizzle-orm';
import { invoices, type Database, type Transaction } from '@buildright/db';
import { addCompanyCredit } from '../companies/index.ts';
import { owedCents } from '../companies/shared/invoices.ts';
import { fromCents, toCents } from '../shared/money.ts';

/** What an order's invoice charged and what a credit note on it may give back. */
export interface InvoiceCredit {
  invoiceId: number;
  amountCents: number;
  owedCents: number;
  /** The company whose credit takes what exceeds the amount owed; null for a purchase order. */
  companyId: number | null;
}

/**
 * The order's invoice, locked for a credit note when `lock` (in the caller's transaction); null
 * when it has none.
 */
export async function invoiceCreditOf(
  db: Database | Transaction,
  orderId: number,
  orderCompanyId: number | null,
  lock: boolean,
): Promise<InvoiceCredit | null> {
  const read = db
    .select({
      id: invoices.id,
      amount: invoices.amount,
      paid: invoices.paid,
      credited: invoices.credited,
      companyId: invoices.companyId,
    })
    .from(invoices)
    .where(eq(invoices.orderId, orderId));
  const [invoice] = await (lock ? read.for('update') : read);
  if (!invoice || invoice.amount === null) return null;
  return {
    invoiceId: invoice.id,
    amountCents: toCents(invoice.amount),
    owedCents: owedCents({ ...invoice, amount: invoice.amount }),
    companyId: invoice.companyId ?? orderCompanyId,
  };
}

/**
 * Writes a credit note of `cents` for refund `refundId`: the invoice owes less, by as much as it
 * still owed; the rest is the company's credit, which its next invoice on account takes.
 */
export async function creditInvoice(
  tx: Transaction,
  invoice: InvoiceCredit,
  refundId: number,
  cents: number,
): Promise<void> {
  const onInvoice = Math.min(cents, invoice.owedCents);
  if (onInvoice > 0) {
    const [row] = await tx
      .select({ credited: invoices.credited })
      .from(invoices)
      .where(eq(invoices.id, invoice.invoiceId));
    await tx
      .update(invoices)
      .set({ credited: fromCents(toCents(row!.credited) + onInvoice) })
      .where(eq(invoices.id, invoice.invoiceId));
  }
  if (cents > onInvoice && invoice.companyId !== null) {
    await addCompanyCredit(tx, invoice.companyId, refundId, cents - onInvoice);
  }
}
