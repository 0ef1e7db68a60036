// The SQL of money owed on account, written once for every read of it.
import { sql, type SQL } from 'drizzle-orm';
import { invoices } from '@buildright/db';

/**
 * An invoice not yet paid in full, credit notes counting as paid: the predicate of the
 * open-invoice indexes.
 */
export const invoiceOwed = sql`${invoices.amount} > ${invoices.paid} + ${invoices.credited}`;

/** What invoices still ask for, summed. */
export const owedOnInvoices = sql`${invoices.amount} - ${invoices.paid} - ${invoices.credited}`;

/** A sum of money as a decimal string with cents ("0.00" over no rows), ready for toCents. */
export const sumMoney = (amount: SQL) =>
  sql<string>`coalesce(sum(${amount}), 0)::numeric(14, 2)::text`;
