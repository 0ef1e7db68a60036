// A company's statement of account: every invoice still owed, and the payments and credit notes
// of the last 90 days.
import {
  creditNotesSince,
  invoiceColumns,
  invoiceFacts,
  type StatementDocument,
} from '../documents/index.ts';
import { and, asc, eq } from 'drizzle-orm';
import { invoices, type Database } from '@buildright/db';
import { invoiceNumber, isoDate } from '../quotes/shared/quotes.ts';
import { companyById, invoiceOwed, requireRole } from '../companies/index.ts';
import { companyAccount, paymentsSince } from './invoices.ts';
import { paymentTermsLabels } from '../companies/shared/spending.ts';

const STATEMENT_DAYS = 90;
/** A statement lists at most this many open invoices, the oldest first. */
const MAX_STATEMENT_INVOICES = 500;

export async function companyStatement(
  db: Database,
  customerId: number,
  now = new Date(),
): Promise<StatementDocument> {
  const member = await requireRole(
    db,
    customerId,
    ['admin', 'approver'],
    "download the company's statement",
  );
  const company = (await companyById(db, member.companyId))!;
  const account = await companyAccount(db, company, now);
  const today = isoDate(now);
  const open = await db
    .select(invoiceColumns)
    .from(invoices)
    .where(and(eq(invoices.companyId, company.id), invoiceOwed))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id))
    .limit(MAX_STATEMENT_INVOICES);
  const since = new Date(now.getTime() - STATEMENT_DAYS * 86_400_000);
  const payments = await paymentsSince(db, company.id, since);
  const creditNotes = await creditNotesSince(db, company.id, since);
  return {
    issuedOn: today,
    billTo: {
      name: company.name,
      email: company.apEmail ?? '',
      phone: null,
      address: company.billingAddress,
    },
    terms: paymentTermsLabels[company.paymentTerms],
    creditLimit: company.creditLimit,
    balance: account.balance,
    overdue: account.overdue,
    available: account.available,
    invoices: open.map((row) => {
      const { number, orderId, issuedOn, dueOn, amount, paid, credited, balance, state } =
        invoiceFacts(row, today);
      return {
        number,
        orderId,
        issuedOn,
        dueOn,
        amount,
        paid,
        credited,
        balance,
        overdue: state === 'overdue',
      };
    }),
    payments: payments.map((payment) => ({
      invoiceNumber: invoiceNumber(payment.invoiceId),
      receivedOn: isoDate(payment.receivedAt),
      reference: payment.reference,
      amount: payment.amount,
    })),
    creditNotes,
    credit: account.credit,
    since: isoDate(since),
  };
}
