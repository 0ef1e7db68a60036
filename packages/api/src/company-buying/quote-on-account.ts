// A quote accepted by a company member: on the company's account (invoiced on its terms, or
// awaiting approval), and by card or purchase order within their spending limits.
import { eq } from 'drizzle-orm';
import { orders, type Transaction } from '@buildright/db';
import { forbidden } from '../errors.ts';
import { issueInvoice } from '../documents/index.ts';
import { moveOrder, getOrder } from '../orders/index.ts';
import { toCents } from '../shared/money.ts';
import { lockCompany, limitsOf, spendingApproval } from '../companies/index.ts';
import { accountAdmission, lockMembership } from './on-account.ts';
import { queueApprovalRequest } from './order-mail.ts';
import { paymentTermsLabels } from '../companies/shared/spending.ts';

interface QuoteOnAccount {
  /** The order now awaits the company's approval (its reason), or went ahead (null). */
  awaitingApproval: string | null;
  companyName: string;
  terms: string;
}

/**
 * The buyer of the quote's order, signed in (403 otherwise), accepts it on their company's
 * account at the revision's total: refused whole (409, nothing changes) when they are in no
 * company with terms, under a credit
 * hold or past the available credit. Within their limits the order is confirmed and invoiced on
 * the company's terms, as a purchase order would be; past them it awaits the company's approval,
 * its units still held, and the approvers are e-mailed. Call in the transaction that holds the
 * quote.
 */
export async function acceptQuoteOnAccount(
  tx: Transaction,
  accept: { orderId: number; total: string; poNumber: string | null; signedInAs: number | null },
  now = new Date(),
): Promise<QuoteOnAccount> {
  const { orderId, total, poNumber } = accept;
  const [order] = await tx
    .select({ customerId: orders.customerId })
    .from(orders)
    .where(eq(orders.id, orderId));
  // The link alone may accept with a purchase order; charging an account takes its holder.
  if (!order?.customerId || accept.signedInAs !== order.customerId) {
    throw forbidden(
      'To accept on your company account, sign in as the customer who asked for this quote; or pay by card or with a purchase order',
    );
  }
  const member = await lockMembership(tx, order.customerId);
  const company = await lockCompany(tx, member.companyId);
  const approval = await accountAdmission(tx, member, company, toCents(total), now);
  const changes = {
    paymentMethod: 'account' as const,
    poNumber,
    companyId: company.id,
  };
  const terms = paymentTermsLabels[company.paymentTerms];
  if (approval) {
    await moveOrder(tx, orderId, 'awaiting_approval', null, {
      by: 'buyer',
      changes: { ...changes, ...approval },
    });
    await queueApprovalRequest(tx, await getOrder(tx, orderId), company);
    return { awaitingApproval: approval.approvalReason, companyName: company.name, terms };
  }
  await moveOrder(tx, orderId, 'processing', null, { changes });
  await issueInvoice(tx, orderId);
  return { awaitingApproval: null, companyName: company.name, terms };
}

/**
 * Whether the quote's customer, a company member, would pass their limits by accepting it at
 * `total` (by card or a purchase order: on account, acceptQuoteOnAccount decides): the member,
 * locked, and the approval it needs; null for a guest, a customer in no company, or within the
 * limits. Call in the transaction that holds the quote.
 */
export async function acceptanceApproval(
  tx: Transaction,
  orderId: number,
  total: string,
  now = new Date(),
) {
  const [order] = await tx
    .select({ customerId: orders.customerId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order?.customerId) return null;
  const member = await limitsOf(tx, order.customerId, { lock: true });
  if (!member) return null;
  const approval = await spendingApproval(tx, member, toCents(total), now);
  return approval && { member, approval };
}

/**
 * A quote accepted with a purchase order past the member's limits: the order awaits the
 * company's approval, its units still held, and the approvers are e-mailed; approving it
 * invoices it. Call in the transaction that holds the quote.
 */
export async function awaitApprovalWithPurchaseOrder(
  tx: Transaction,
  orderId: number,
  poNumber: string | null,
  pending: NonNullable<Awaited<ReturnType<typeof acceptanceApproval>>>,
) {
  const { member, approval } = pending;
  await moveOrder(tx, orderId, 'awaiting_approval', null, {
    by: 'buyer',
    changes: {
      paymentMethod: 'po',
      poNumber,
      companyId: member.companyId,
      ...approval,
    },
  });
  await queueApprovalRequest(
    tx,
    await getOrder(tx, orderId),
    await lockCompany(tx, member.companyId),
  );
}
