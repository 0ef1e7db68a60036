// A company's credit with the shop: what credit notes gave beyond what its invoices owed, taken
// off its next invoices on account. The ledger is companyCredits; the credit is its sum.
import { eq, sql } from 'drizzle-orm';
import { companyCredits, type Database, type Transaction } from '@buildright/db';
import { fromCents, toCents } from '../shared/money.ts';
import { lockCompany } from './credit.ts';
import { sumMoney } from './invoice-sql.ts';

type Db = Database | Transaction;

/** The company's credit, in cents. */
export async function companyCreditCents(db: Db, companyId: number): Promise<number> {
  const [row] = await db
    .select({ credit: sumMoney(sql`${companyCredits.amount}`) })
    .from(companyCredits)
    .where(eq(companyCredits.companyId, companyId));
  return toCents(row!.credit);
}

/** A credit note's rest becomes the company's credit. */
export async function addCompanyCredit(
  tx: Transaction,
  companyId: number,
  refundId: number,
  cents: number,
): Promise<void> {
  if (cents <= 0) return;
  await tx.insert(companyCredits).values({ companyId, refundId, amount: fromCents(cents) });
}

/**
 * Takes the company's credit, up to `owedCents`, for one of its invoices: answers how much was
 * taken. The company row is locked, so two invoices never take the same credit.
 */
export async function takeCompanyCredit(
  tx: Transaction,
  companyId: number,
  invoiceId: number,
  owedCents: number,
): Promise<number> {
  await lockCompany(tx, companyId);
  const taken = Math.min(await companyCreditCents(tx, companyId), owedCents);
  if (taken <= 0) return 0;
  await tx.insert(companyCredits).values({ companyId, invoiceId, amount: `-${fromCents(taken)}` });
  return taken;
}
