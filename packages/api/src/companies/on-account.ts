// Pay on account: a company member's order charged to the company, within its credit, and
// waiting for the company's approval when it passes the member's limits.
import { and, eq, gte, ne, sql } from 'drizzle-orm';
import { companyMembers, orders, type Database, type Transaction } from '@buildright/db';
import { conflict } from '../errors.ts';
import { issueInvoice } from '../documents/invoices.ts';
import { insertOrder, type OrderAdmission } from '../orders/place.ts';
import { getOrder, type Order } from '../orders/read.ts';
import { toCents } from '../shared/money.ts';
import { assertAccountCovers, lockCompany, type LockedCompany } from './credit.ts';
import { sumMoney } from './invoice-sql.ts';
import { queueApprovalRequest, queueOrderOnAccountEmails } from './order-mail.ts';
import type { AccountOrderInput } from './shared/company-orders.ts';
import { APPROVAL_HOLD_DAYS, approvalReason, monthStart } from './shared/spending.ts';

const NOT_A_MEMBER =
  'Pay on account is for members of a company the shop has given payment terms: pay by card instead';

type AccountMember = Awaited<ReturnType<typeof lockMembership>>;

/** The member's place in their company, locked: their orders take turns with their limits. */
export async function lockMembership(tx: Transaction, customerId: number) {
  const [member] = await tx
    .select({
      customerId: companyMembers.customerId,
      companyId: companyMembers.companyId,
      orderLimit: companyMembers.orderLimit,
      monthlyLimit: companyMembers.monthlyLimit,
    })
    .from(companyMembers)
    .where(eq(companyMembers.customerId, customerId))
    .for('update');
  if (!member) throw conflict(NOT_A_MEMBER);
  return member;
}

/**
 * What the member's orders for the company add up to this calendar month: every order not
 * cancelled, by card or on account, awaiting approval included. A quote request not yet
 * accepted is no spending; once accepted it is paid by card or a purchase order and counts.
 */
async function spentThisMonthCents(
  tx: Transaction,
  companyId: number,
  customerId: number,
  now: Date,
): Promise<number> {
  const [spent] = await tx
    .select({ total: sumMoney(sql`${orders.total}`) })
    .from(orders)
    .where(
      and(
        eq(orders.companyId, companyId),
        eq(orders.customerId, customerId),
        gte(orders.createdAt, monthStart(now)),
        ne(orders.status, 'cancelled'),
        ne(orders.paymentMethod, 'quote'),
      ),
    );
  return toCents(spent!.total);
}

/**
 * How an order of `totalCents` charged to the member's company enters: refused (thrown) without
 * terms, under a credit hold or past the available credit; within the member's limits it goes
 * ahead; past them it awaits the company's approval, held for APPROVAL_HOLD_DAYS. Call with the
 * member and the company locked.
 */
export async function accountAdmission(
  tx: Transaction,
  member: AccountMember,
  company: LockedCompany,
  totalCents: number,
  now: Date,
): Promise<{ approvalReason: string; approvalExpiresAt: Date } | null> {
  await assertAccountCovers(tx, company, totalCents, null, now);
  const reason = approvalReason({
    totalCents,
    orderLimit: member.orderLimit,
    monthlyLimit: member.monthlyLimit,
    spentThisMonthCents: await spentThisMonthCents(tx, company.id, member.customerId, now),
  });
  if (!reason) return null;
  return {
    approvalReason: reason,
    approvalExpiresAt: new Date(now.getTime() + APPROVAL_HOLD_DAYS * 86_400_000),
  };
}

/**
 * Places a company member's order on the company's account (accountAdmission): placed and
 * invoiced on the company's terms, or awaiting its approval with the approvers e-mailed.
 */
export async function placeOnAccount(
  db: Database,
  customerId: number,
  input: AccountOrderInput,
  shopEmail: string,
  now = new Date(),
): Promise<Order> {
  return db.transaction(async (tx) => {
    const member = await lockMembership(tx, customerId);
    const company = await lockCompany(tx, member.companyId);
    const admit = async (totalCents: number): Promise<OrderAdmission> => {
      const approval = await accountAdmission(tx, member, company, totalCents, now);
      const admission = { companyId: company.id, poNumber: input.poNumber };
      if (!approval) return { ...admission, status: 'pending' };
      return { ...admission, status: 'awaiting_approval', ...approval };
    };
    const placed = await insertOrder(tx, {
      ...input,
      customerId,
      paymentMethod: 'account',
      admit,
    });
    const order = await getOrder(tx, placed.id);
    if (order.status === 'awaiting_approval') {
      await queueApprovalRequest(tx, order, company);
    } else {
      await issueInvoice(tx, order.id);
      await queueOrderOnAccountEmails(tx, order, company, shopEmail);
    }
    // Issuing the invoice changes nothing the order shows: this is the answer.
    return order;
  });
}
