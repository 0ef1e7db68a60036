// A company's account with the shop: what it owes, what waits for approval, and its hold.
import { and, eq, sql } from 'drizzle-orm';
import { companies, invoices, orders, type Database, type Transaction } from '@buildright/db';
import { conflict } from '../errors.ts';
import { invoiceOwed, owedOnInvoices, sumMoney } from './invoice-sql.ts';
import { formatMoney, fromCents, toCents } from '../shared/money.ts';
import { isoDate } from '../quotes/shared/quotes.ts';
import { availableCreditCents, creditHoldReason } from './shared/spending.ts';
import type { AccountStanding, PaymentTerms } from './shared/company.ts';

type Db = Database | Transaction;

export interface LockedCompany {
  id: number;
  name: string;
  paymentTerms: PaymentTerms;
  creditLimit: string;
  creditHold: boolean;
  graceDays: number;
}

/** The company row, locked: orders on its account take its credit one at a time. */
export async function lockCompany(tx: Transaction, companyId: number): Promise<LockedCompany> {
  const [company] = await tx
    .select({
      id: companies.id,
      name: companies.name,
      paymentTerms: companies.paymentTerms,
      creditLimit: companies.creditLimit,
      creditHold: companies.creditHold,
      graceDays: companies.graceDays,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  return company!;
}

interface OwedOnAccount {
  /** What its invoices still ask for. */
  owedCents: number;
  /** On-account orders awaiting approval, this order left out. */
  awaitingCents: number;
  /** The due day of its oldest invoice not paid in full. */
  oldestUnpaidDueOn: string | null;
}

/** What the company owes and has asked for on account; reads its invoices and approvals only. */
export async function accountStanding(
  db: Db,
  companyId: number,
  exceptOrderId: number | null = null,
): Promise<OwedOnAccount> {
  const [owed] = await db
    .select({
      owed: sumMoney(owedOnInvoices),
      oldestDueOn: sql<string | null>`min(${invoices.dueOn})::text`,
    })
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), invoiceOwed));
  const [awaiting] = await db
    .select({ total: sumMoney(sql`${orders.total}`) })
    .from(orders)
    .where(
      and(
        eq(orders.companyId, companyId),
        eq(orders.status, 'awaiting_approval'),
        eq(orders.paymentMethod, 'account'),
        exceptOrderId === null ? undefined : sql`${orders.id} <> ${exceptOrderId}`,
      ),
    );
  return {
    owedCents: toCents(owed!.owed),
    awaitingCents: toCents(awaiting!.total),
    oldestUnpaidDueOn: owed!.oldestDueOn,
  };
}

/** Whether the company can buy on account today, and the credit it has left; null without terms. */
export async function accountStandingOf(
  db: Db,
  company: Pick<LockedCompany, 'id' | 'paymentTerms' | 'creditLimit' | 'creditHold' | 'graceDays'>,
  now = new Date(),
): Promise<AccountStanding | null> {
  if (company.paymentTerms === 'none') return null;
  const standing = await accountStanding(db, company.id);
  return {
    hold: creditHoldReason({
      creditHold: company.creditHold,
      graceDays: company.graceDays,
      oldestUnpaidDueOn: standing.oldestUnpaidDueOn,
      today: isoDate(now),
    }),
    availableCredit: fromCents(
      availableCreditCents({ creditLimit: company.creditLimit, ...standing }),
    ),
  };
}

/**
 * Refuses an order of `totalCents` on the company's account, with the reason: no terms, a
 * credit hold, or more than the credit left. Call with the company locked.
 */
export async function assertAccountCovers(
  tx: Transaction,
  company: LockedCompany,
  totalCents: number,
  exceptOrderId: number | null,
  now: Date,
): Promise<void> {
  if (company.paymentTerms === 'none') {
    throw conflict(
      `${company.name} has no payment terms yet: pay by card or ask us to open an account`,
    );
  }
  const standing = await accountStanding(tx, company.id, exceptOrderId);
  const hold = creditHoldReason({
    creditHold: company.creditHold,
    graceDays: company.graceDays,
    oldestUnpaidDueOn: standing.oldestUnpaidDueOn,
    today: isoDate(now),
  });
  if (hold) throw conflict(hold);
  const available = availableCreditCents({ creditLimit: company.creditLimit, ...standing });
  if (totalCents > available) {
    throw conflict(
      `This order (${formatMoney(fromCents(totalCents))}) is more than your company's available credit (${formatMoney(fromCents(available))}): pay by card, or ask us to raise the limit`,
    );
  }
}
