// Pay on account: a company member's order charged to the company, within its credit, and
// waiting for the company's approval when it passes the member's limits.
import type { Database, Transaction } from '@buildright/db';
import { conflict } from '../errors.ts';
import { issueInvoice } from '../documents/index.ts';
import { insertOrder, type OrderAdmission, getOrder, type Order } from '../orders/index.ts';
import {
  assertAccountCovers,
  lockCompany,
  type LockedCompany,
  limitsOf,
  spendingApproval,
  type MemberLimits,
} from '../companies/index.ts';
import { queueApprovalRequest, queueOrderOnAccountEmails } from './order-mail.ts';
import type { AccountOrderInput } from '../companies/shared/company-orders.ts';
const NOT_A_MEMBER =
  'Pay on account is for members of a company the shop has given payment terms: pay by card instead';

/** The member's place in their company, locked: their orders take turns with their limits. */
export async function lockMembership(tx: Transaction, customerId: number) {
  const member = await limitsOf(tx, customerId, { lock: true });
  if (!member) throw conflict(NOT_A_MEMBER);
  return member;
}

/**
 * How an order of `totalCents` charged to the member's company enters: refused (thrown) without
 * terms, under a credit hold or past the available credit; then as spendingApproval says. Call
 * with the member and the company locked.
 */
export async function accountAdmission(
  tx: Transaction,
  member: MemberLimits,
  company: LockedCompany,
  totalCents: number,
  now: Date,
): Promise<{ approvalReason: string; approvalExpiresAt: Date } | null> {
  await assertAccountCovers(tx, company, totalCents, null, now);
  return spendingApproval(tx, member, totalCents, now);
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
