// The one read of an invoice's own facts: its number, its dates and what it still asks for come
// from its row here, for the PDF, the statement, the company's invoices and the admin alike.
import { invoices } from '@buildright/db';
import { invoiceState, owedCents, type CompanyInvoice } from '../companies/shared/invoices.ts';
import { invoiceNumber, isoDate } from '../quotes/shared/quotes.ts';
import { fromCents } from '../shared/money.ts';

/** What every read of an invoice selects, to hand to invoiceFacts. */
export const invoiceColumns = {
  id: invoices.id,
  orderId: invoices.orderId,
  issuedAt: invoices.issuedAt,
  dueOn: invoices.dueOn,
  amount: invoices.amount,
  paid: invoices.paid,
  credited: invoices.credited,
};

interface InvoiceRow {
  id: number;
  orderId: number;
  issuedAt: Date;
  dueOn: string | null;
  /** Null only on invoices issued before amounts were kept on the row. */
  amount: string | null;
  paid: string;
  credited: string;
}

type InvoiceFacts = Omit<CompanyInvoice, 'orderedBy' | 'poNumber'>;

/** An invoice as every page and document shows it, on `today` (an ISO day). */
export function invoiceFacts(row: InvoiceRow, today: string): InvoiceFacts {
  const amount = row.amount ?? '0.00';
  return {
    id: row.id,
    number: invoiceNumber(row.id),
    orderId: row.orderId,
    issuedOn: isoDate(row.issuedAt),
    dueOn: row.dueOn,
    amount,
    paid: row.paid,
    credited: row.credited,
    balance: fromCents(owedCents({ ...row, amount })),
    state: invoiceState({ ...row, amount }, today),
  };
}
