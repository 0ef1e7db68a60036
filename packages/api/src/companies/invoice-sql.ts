// The SQL of money owed on account, written once for every read of it: the twin of `owedCents`
// in shared/invoices.ts, which owns the rule. Change one, change the other.
import { sql, type SQL } from 'drizzle-orm';
import { invoices } from '@buildright/db';

/**
 * An invoice not yet paid in full, credit notes counting as paid: the predicate of the
 * open-invoice indexes. In SQL, `owedCents(invoice) > 0`.
 */
export const invoiceOwed = sql`${invoices.amount} > ${invoices.paid} + ${invoices.credited}`;

/**
 * What invoices still ask for, summed: `owedCents` without its floor at nothing, so read it only
 * where `invoiceOwed` holds.
 */
export const owedOnInvoices = sql`${invoices.amount} - ${invoices.paid} - ${invoices.credited}`;

/** A sum of money as a decimal string with cents ("0.00" over no rows), ready for toCents. */
export const sumMoney = (amount: SQL) =>
  sql<string>`coalesce(sum(${amount}), 0)::numeric(14, 2)::text`;
