import * as z from 'zod';
import { moneyField, pageField, requiredText } from '../../shared/fields.ts';
import { toCents } from '../../shared/money.ts';
import type { PaymentTerms } from './company.ts';

/** Staff record money received against an invoice, with the bank's or cheque's reference. */
export const invoicePaymentInput = z.strictObject({
  amount: moneyField('Amount is required', 'Amount must be an amount like 1250.00').refine(
    (amount) => toCents(amount) > 0,
    'Amount must be more than 0.00',
  ),
  reference: requiredText('Reference is required', 100),
});
export type InvoicePaymentInput = z.output<typeof invoicePaymentInput>;

/** A page of a company's invoices: those still owed, or all of them. */
export const companyInvoicesInput = z.strictObject({
  page: pageField,
  show: z.enum(['open', 'all'], { error: "Show must be 'open' or 'all'" }).default('open'),
});
export type CompanyInvoicesInput = z.input<typeof companyInvoicesInput>;

/** Owed and not yet due, owed past its due day, or paid in full. */
export type InvoiceState = 'open' | 'overdue' | 'paid';

export const invoiceStateLabels: Record<InvoiceState, string> = {
  open: 'Open',
  overdue: 'Overdue',
  paid: 'Paid',
};

/** Mantine colours, read as light badges with dark text. */
export const invoiceStateColors: Record<InvoiceState, string> = {
  open: 'blue',
  overdue: 'red',
  paid: 'green',
};

/** An invoice's money as its row keeps it. */
interface InvoiceMoney {
  amount: string;
  paid: string;
  credited: string;
}

/**
 * What an invoice still owes: its amount less what was paid and what credit notes took off, never
 * below nothing. The one rule of an invoice's balance; `invoiceOwed` and `owedOnInvoices` in
 * companies/invoice-sql.ts are its SQL twins, for queries.
 */
export function owedCents(invoice: InvoiceMoney): number {
  return Math.max(0, toCents(invoice.amount) - toCents(invoice.paid) - toCents(invoice.credited));
}

/** Where an invoice stands on `today` (an ISO day); what credit notes took off counts as paid. */
export function invoiceState(
  invoice: InvoiceMoney & { dueOn: string | null },
  today: string,
): InvoiceState {
  if (owedCents(invoice) === 0) return 'paid';
  return invoice.dueOn !== null && invoice.dueOn < today ? 'overdue' : 'open';
}

export interface CompanyInvoice {
  id: number;
  /** "INV-000042" */
  number: string;
  orderId: number;
  issuedOn: string;
  dueOn: string | null;
  amount: string;
  paid: string;
  /** What credit notes (refunds on account) and the company's credit took off it. */
  credited: string;
  /** What is still owed. */
  balance: string;
  state: InvoiceState;
  orderedBy: string;
  poNumber: string | null;
}

/** A company's account: what it owes, what is overdue, and what it may still buy on account. */
export interface CompanyAccount {
  paymentTerms: PaymentTerms;
  creditLimit: string;
  balance: string;
  overdue: string;
  available: string;
  /** What credit notes gave beyond what their invoices owed: its next invoice takes it off. */
  credit: string;
  /** Why it may not buy on account now, or null. */
  hold: string | null;
}

export interface CompanyInvoicePage {
  account: CompanyAccount;
  invoices: CompanyInvoice[];
  total: number;
  pageSize: number;
}
