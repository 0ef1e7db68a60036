// The credit notes an invoice and a statement list: the refunds on account of their orders that
// succeeded, with the return each paid back and what of each became the company's credit.
import { and, asc, eq, gte, sql, type SQL } from 'drizzle-orm';
import {
  companyCredits,
  invoices,
  orders,
  refunds,
  returns,
  type Database,
  type Transaction,
} from '@buildright/db';
import { sumMoney } from '../companies/index.ts';
import { invoiceNumber, isoDate } from '../quotes/shared/quotes.ts';
import { creditNoteNumber, refundReasonLabels } from '../refunds/shared/refunds.ts';
import { returnNumber } from '../returns/shared/returns.ts';
import type { DocumentCreditNote } from './types.ts';

type Db = Database | Transaction;

/** A statement lists at most this many credit notes, as many as payments; an invoice too. */
const MAX_CREDIT_NOTES = 500;

async function creditNotesWhere(db: Db, where: SQL): Promise<DocumentCreditNote[]> {
  const rows = await db
    .select({
      id: refunds.id,
      createdAt: refunds.createdAt,
      amount: refunds.amount,
      reason: refunds.reason,
      orderId: refunds.orderId,
      invoiceId: invoices.id,
      returnNumber: returns.number,
      toCompanyCredit: companyCredits.amount,
    })
    .from(refunds)
    .innerJoin(invoices, eq(invoices.orderId, refunds.orderId))
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .leftJoin(returns, eq(returns.id, refunds.returnId))
    // The rest went to the credit of the company billed (or, on a purchase order, of the order's
    // company): that company's ledger is read, by its index, never the whole table.
    .leftJoin(
      companyCredits,
      and(
        eq(companyCredits.companyId, sql`coalesce(${invoices.companyId}, ${orders.companyId})`),
        eq(companyCredits.refundId, refunds.id),
      ),
    )
    .where(and(eq(refunds.method, 'on_account'), eq(refunds.status, 'succeeded'), where))
    .orderBy(asc(refunds.createdAt), asc(refunds.id))
    .limit(MAX_CREDIT_NOTES);
  return rows.map((row) => ({
    number: creditNoteNumber(row.id),
    creditedOn: isoDate(row.createdAt),
    invoiceNumber: invoiceNumber(row.invoiceId),
    orderId: row.orderId,
    returnNumber: row.returnNumber === null ? null : returnNumber(row.returnNumber),
    reason: refundReasonLabels[row.reason],
    amount: row.amount,
    toCompanyCredit: row.toCompanyCredit ?? '0.00',
  }));
}

/**
 * An invoice's credit notes, the oldest first, and what the company's credit took off it when it
 * was issued (what earlier credit notes gave beyond what their invoices owed).
 */
export async function creditsOfInvoice(
  db: Db,
  invoice: { id: number; orderId: number; companyId: number | null },
): Promise<{ creditNotes: DocumentCreditNote[]; companyCreditTaken: string }> {
  const creditNotes = await creditNotesWhere(db, eq(refunds.orderId, invoice.orderId));
  if (invoice.companyId === null) return { creditNotes, companyCreditTaken: '0.00' };
  const [taken] = await db
    .select({ amount: sumMoney(sql`-${companyCredits.amount}`) })
    .from(companyCredits)
    .where(
      and(
        eq(companyCredits.companyId, invoice.companyId),
        eq(companyCredits.invoiceId, invoice.id),
      ),
    );
  return { creditNotes, companyCreditTaken: taken!.amount };
}

/** The credit notes on a company's invoices written since `since`, the oldest first. */
export function creditNotesSince(
  db: Db,
  companyId: number,
  since: Date,
): Promise<DocumentCreditNote[]> {
  return creditNotesWhere(
    db,
    and(eq(invoices.companyId, companyId), gte(refunds.createdAt, since))!,
  );
}
