// The overdue reminder: once an on-account invoice passes its due day, the company is told once.
import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import {
  companies,
  companyMembers,
  invoices,
  localUsers,
  type Database,
  type Transaction,
} from '@buildright/db';
import { enqueueEmail } from '../mail/index.ts';
import { invoiceOwed } from '../companies/index.ts';
import { invoiceNumber, isoDate } from '../quotes/shared/quotes.ts';
import { owedCents } from '../companies/shared/invoices.ts';
import { fromCents } from '../shared/money.ts';

const BATCH = 50;

/** Where a company's reminders go: its accounts-payable desk, else its admins. */
async function reminderRecipients(tx: Transaction, companyId: number, apEmail: string | null) {
  if (apEmail) return [apEmail];
  const admins = await tx
    .select({ email: localUsers.email })
    .from(companyMembers)
    .innerJoin(localUsers, eq(localUsers.id, companyMembers.customerId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'admin')));
  return admins.map((admin) => admin.email);
}

/**
 * E-mails a reminder for each invoice that fell due before `now` and is still owed, once per
 * invoice. Safe with several processes: an invoice another holds is skipped. Answers the ids.
 */
export async function remindOverdueInvoices(
  db: Database,
  shopEmail: string,
  now = new Date(),
): Promise<number[]> {
  const today = isoDate(now);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: invoices.id,
        orderId: invoices.orderId,
        dueOn: invoices.dueOn,
        amount: invoices.amount,
        paid: invoices.paid,
        credited: invoices.credited,
        companyId: companies.id,
        companyName: companies.name,
        apEmail: companies.apEmail,
      })
      .from(invoices)
      .innerJoin(companies, eq(companies.id, invoices.companyId))
      .where(and(invoiceOwed, lt(invoices.dueOn, today), isNull(invoices.remindedAt)))
      .orderBy(asc(invoices.dueOn))
      .limit(BATCH)
      .for('update', { of: invoices, skipLocked: true });
    for (const invoice of due) {
      for (const to of await reminderRecipients(tx, invoice.companyId, invoice.apEmail)) {
        await enqueueEmail(
          tx,
          'invoiceOverdue',
          { to, replyTo: shopEmail },
          {
            companyName: invoice.companyName,
            invoiceNumber: invoiceNumber(invoice.id),
            orderId: invoice.orderId,
            balance: fromCents(owedCents({ ...invoice, amount: invoice.amount! })),
            dueOn: invoice.dueOn!,
          },
        );
      }
      await tx.update(invoices).set({ remindedAt: now }).where(eq(invoices.id, invoice.id));
    }
    return due.map((invoice) => invoice.id);
  });
}
