// A company member's spending limits: when an order of theirs, by card or on account, waits for
// the company's approval (shared/spending.ts has the rule).
import { and, eq, gte, ne, sql } from 'drizzle-orm';
import { companyMembers, orders, type Database, type Transaction } from '@buildright/db';
import { toCents } from '../shared/money.ts';
import { sumMoney } from './invoice-sql.ts';
import { APPROVAL_HOLD_DAYS, approvalReason, monthStart } from './shared/spending.ts';

type Reader = Database | Transaction;

/** A member's limits; taken `lock`ed, their orders take turns with them. */
export async function limitsOf(db: Reader, customerId: number, { lock = false } = {}) {
  const query = db
    .select({
      customerId: companyMembers.customerId,
      companyId: companyMembers.companyId,
      orderLimit: companyMembers.orderLimit,
      monthlyLimit: companyMembers.monthlyLimit,
    })
    .from(companyMembers)
    .where(eq(companyMembers.customerId, customerId));
  const [member] = lock ? await query.for('update') : await query;
  return member;
}

export type MemberLimits = NonNullable<Awaited<ReturnType<typeof limitsOf>>>;

/**
 * What the member's orders for the company add up to this calendar month: every order not
 * cancelled, by card or on account, awaiting approval included. A quote request not yet
 * accepted is no spending; once accepted it is paid by card or a purchase order and counts.
 */
async function spentThisMonthCents(db: Reader, member: MemberLimits, now: Date): Promise<number> {
  const [spent] = await db
    .select({ total: sumMoney(sql`${orders.total}`) })
    .from(orders)
    .where(
      and(
        eq(orders.companyId, member.companyId),
        eq(orders.customerId, member.customerId),
        gte(orders.createdAt, monthStart(now)),
        ne(orders.status, 'cancelled'),
        ne(orders.paymentMethod, 'quote'),
      ),
    );
  return toCents(spent!.total);
}

/** Why an order of `totalCents` by the member needs the company's approval; null within limits. */
async function reasonFor(db: Reader, member: MemberLimits, totalCents: number, now: Date) {
  if (member.orderLimit === null && member.monthlyLimit === null) return null;
  return approvalReason({
    totalCents,
    orderLimit: member.orderLimit,
    monthlyLimit: member.monthlyLimit,
    spentThisMonthCents: await spentThisMonthCents(db, member, now),
  });
}

/**
 * Why an order of `totalCents` by the member needs the company's approval, and until when it
 * holds its units for it; null within the member's limits. Call with the member locked, so two
 * orders at once take turns with the month's spend.
 */
export async function spendingApproval(
  tx: Transaction,
  member: MemberLimits,
  totalCents: number,
  now: Date,
): Promise<{ approvalReason: string; approvalExpiresAt: Date } | null> {
  const reason = await reasonFor(tx, member, totalCents, now);
  if (!reason) return null;
  return {
    approvalReason: reason,
    approvalExpiresAt: new Date(now.getTime() + APPROVAL_HOLD_DAYS * 86_400_000),
  };
}

/**
 * For the checkout: why the customer's order of `totalCents` would wait for their company's
 * approval if placed now, or null (a guest, no company, within limits). Placing it decides again.
 */
export async function approvalAhead(
  db: Database,
  customerId: number | null,
  totalCents: number,
  now = new Date(),
): Promise<string | null> {
  if (customerId === null) return null;
  const member = await limitsOf(db, customerId);
  return member ? reasonFor(db, member, totalCents, now) : null;
}
