// The e-mails of a company's orders: placed on account, awaiting approval, approved, rejected.
import { and, eq, inArray, ne } from 'drizzle-orm';
import { companyMembers, invoices, localUsers, type Transaction } from '@buildright/db';
import { enqueueEmail } from '../mail/index.ts';
import { emailOrderOf, type Order } from '../orders/index.ts';
import type { LockedCompany } from '../companies/index.ts';
import { paymentTermsLabels } from '../companies/shared/spending.ts';

/** The buyer's confirmation and the sales team's notice of an order charged to the account. */
export async function queueOrderOnAccountEmails(
  tx: Transaction,
  order: Order,
  company: LockedCompany,
  shopEmail: string,
  approvedBy: string | null = null,
) {
  const [invoice] = await tx
    .select({ dueOn: invoices.dueOn })
    .from(invoices)
    .where(eq(invoices.orderId, order.id));
  const emailOrder = emailOrderOf(order);
  await enqueueEmail(
    tx,
    'orderOnAccount',
    { to: order.customerEmail, replyTo: shopEmail },
    {
      order: emailOrder,
      companyName: company.name,
      terms:
        order.paymentMethod === 'po'
          ? `Purchase order ${order.poNumber ?? ''}`.trim()
          : paymentTermsLabels[company.paymentTerms],
      dueOn: invoice?.dueOn ?? null,
      approvedBy,
    },
  );
  await enqueueEmail(
    tx,
    'orderOnAccountShop',
    { to: shopEmail, replyTo: order.customerEmail },
    { order: emailOrder, companyName: company.name },
  );
}

/** Every approver and admin of the company but the buyer is asked to decide the order. */
export async function queueApprovalRequest(tx: Transaction, order: Order, company: LockedCompany) {
  const approvers = await tx
    .select({ email: localUsers.email })
    .from(companyMembers)
    .innerJoin(localUsers, eq(localUsers.id, companyMembers.customerId))
    .where(
      and(
        eq(companyMembers.companyId, company.id),
        inArray(companyMembers.role, ['admin', 'approver']),
        ne(companyMembers.customerId, order.userId!),
      ),
    );
  for (const approver of approvers) {
    await enqueueEmail(
      tx,
      'approvalRequested',
      { to: approver.email, replyTo: order.customerEmail },
      {
        order: emailOrderOf(order),
        companyName: company.name,
        reason: order.approvalReason!,
        holdUntil: order.approvalExpiresAt!.toISOString(),
      },
    );
  }
}

/** The buyer of an approved card order is asked to pay it by `payBy`. */
export async function queueApprovedForCard(
  tx: Transaction,
  order: Order,
  companyName: string,
  shopEmail: string,
  approval: { by: string; payBy: Date },
) {
  await enqueueEmail(
    tx,
    'approvedForCard',
    { to: order.customerEmail, replyTo: shopEmail },
    {
      order: emailOrderOf(order),
      companyName,
      approvedBy: approval.by,
      payBy: approval.payBy.toISOString(),
    },
  );
}

/** The buyer hears that the order was rejected (with the note), or that its hold ran out. */
export async function queueApprovalRejected(
  tx: Transaction,
  order: Order,
  companyName: string,
  shopEmail: string,
  rejection: { by: string; note: string } | null,
) {
  await enqueueEmail(
    tx,
    'approvalRejected',
    { to: order.customerEmail, replyTo: shopEmail },
    {
      order: emailOrderOf(order),
      companyName,
      rejectedBy: rejection?.by ?? null,
      note: rejection?.note ?? null,
    },
  );
}
