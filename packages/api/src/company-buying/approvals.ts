// A company's approvals: orders past a buyer's limits, decided by its approvers and admins.
import { and, asc, eq, lt } from 'drizzle-orm';
import { orders, type Database, type Transaction } from '@buildright/db';
import { DomainError, forbidden, notFound } from '../errors.ts';
import { issueInvoice } from '../documents/index.ts';
import { lockOrder, moveOrder, getOrder, linesOfOrders } from '../orders/index.ts';
import { recordAudit } from '../audit/index.ts';
import { toCents } from '../shared/money.ts';
import {
  assertAccountCovers,
  lockCompany,
  customerActor,
  requireRole,
} from '../companies/index.ts';
import {
  queueApprovalRejected,
  queueApprovedForCard,
  queueOrderOnAccountEmails,
} from './order-mail.ts';
import { APPROVED_CARD_PAYMENT_DAYS } from '../companies/shared/spending.ts';
import type { PendingApproval } from '../companies/shared/company-orders.ts';

const DECIDERS = ['approver', 'admin'] as const;
/** The approvals page shows this many at once, the oldest first. */
const MAX_APPROVALS_SHOWN = 100;

const noSuchApproval = (orderId: number) =>
  notFound(`Order #${orderId} is not waiting for your company's approval`);

/** The company's orders awaiting approval, the oldest first, for its approvers and admins. */
export async function listApprovals(db: Database, customerId: number): Promise<PendingApproval[]> {
  const member = await requireRole(db, customerId, DECIDERS, 'see orders awaiting approval');
  const waiting = await db
    .select({
      orderId: orders.id,
      placedBy: orders.customerName,
      placedByEmail: orders.customerEmail,
      placedAt: orders.createdAt,
      total: orders.total,
      poNumber: orders.poNumber,
      paymentMethod: orders.paymentMethod,
      reason: orders.approvalReason,
      holdUntil: orders.approvalExpiresAt,
      placedById: orders.customerId,
    })
    .from(orders)
    .where(and(eq(orders.companyId, member.companyId), eq(orders.status, 'awaiting_approval')))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(MAX_APPROVALS_SHOWN);
  if (waiting.length === 0) return [];
  const lines = await linesOfOrders(
    db,
    waiting.map((order) => order.orderId),
  );
  return waiting.map(({ placedById, paymentMethod, ...order }) => ({
    ...order,
    // Only these ways of paying ever wait for a company's approval.
    paymentMethod: paymentMethod as PendingApproval['paymentMethod'],
    placedByYou: placedById === customerId,
    reason: order.reason ?? '',
    holdUntil: order.holdUntil!,
    lines: lines.get(order.orderId)!.map(({ name, quantity, lineTotal }) => ({
      name,
      quantity,
      lineTotal,
    })),
  }));
}

/**
 * The order, locked, when it is the decider's company's and awaits approval. A member never
 * decides their own order: another approver must.
 */
async function lockApproval(tx: Transaction, customerId: number, orderId: number) {
  const member = await requireRole(tx, customerId, DECIDERS, 'approve or reject orders');
  const order = await lockOrder(tx, orderId).catch((error: unknown) => {
    if (error instanceof DomainError) return null;
    throw error;
  });
  if (!order || order.companyId !== member.companyId || order.status !== 'awaiting_approval') {
    throw noSuchApproval(orderId);
  }
  if (order.customerId === customerId) {
    throw forbidden('You placed this order: another approver or admin of your company decides it');
  }
  return { member, order };
}

const approvalLabel = (orderId: number) => `Order #${orderId}`;

/**
 * An approver lets the order go ahead and the buyer is told. On account it is placed on the
 * company's account (the credit is checked again, as the company may owe more by now) and
 * invoiced; by card it waits APPROVED_CARD_PAYMENT_DAYS for the buyer to pay, its units held.
 */
export async function approveOrder(
  db: Database,
  customerId: number,
  orderId: number,
  shopEmail: string,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const { member } = await lockApproval(tx, customerId, orderId);
    const company = await lockCompany(tx, member.companyId);
    const order = await getOrder(tx, orderId);
    const byCard = order.paymentMethod === 'card';
    if (order.paymentMethod === 'account') {
      await assertAccountCovers(tx, company, toCents(order.total), orderId, now);
    }
    const payBy = new Date(now.getTime() + APPROVED_CARD_PAYMENT_DAYS * 86_400_000);
    await moveOrder(tx, orderId, 'pending', null, {
      by: 'approver',
      changes: { approvalExpiresAt: null, ...(byCard ? { cardPaymentDueAt: payBy } : {}) },
      // The buyer's card payment opens, for them to pay by the day.
      ...(byCard ? { payment: { to: 'pending', by: 'buyer' } } : {}),
    });
    if (!byCard) await issueInvoice(tx, orderId);
    const actor = await customerActor(tx, customerId);
    await recordAudit(tx, actor, {
      action: 'order.approved',
      entityType: 'order',
      entityId: orderId,
      entityLabel: approvalLabel(orderId),
      changes: [{ field: 'status', from: 'awaiting_approval', to: 'pending' }],
    });
    const placed = await getOrder(tx, orderId);
    if (byCard) {
      await queueApprovedForCard(tx, placed, company.name, shopEmail, {
        by: actor.name,
        payBy,
      });
    } else {
      await queueOrderOnAccountEmails(tx, placed, company, shopEmail, actor.name);
    }
  });
  return getOrder(db, orderId);
}

/** An approver turns the order down: it is cancelled, its units go back on sale, the buyer reads the note. */
export async function rejectOrder(
  db: Database,
  customerId: number,
  orderId: number,
  note: string,
  shopEmail: string,
) {
  await db.transaction(async (tx) => {
    const { member } = await lockApproval(tx, customerId, orderId);
    const company = await lockCompany(tx, member.companyId);
    const actor = await customerActor(tx, customerId);
    await moveOrder(tx, orderId, 'cancelled', null, {
      by: 'approver',
      note: `Rejected by ${actor.name}: ${note}`,
    });
    await recordAudit(tx, actor, {
      action: 'order.rejected',
      entityType: 'order',
      entityId: orderId,
      entityLabel: approvalLabel(orderId),
      changes: [
        { field: 'status', from: 'awaiting_approval', to: 'cancelled' },
        { field: 'note', from: null, to: note },
      ],
    });
    const rejected = await getOrder(tx, orderId);
    await queueApprovalRejected(tx, rejected, company.name, shopEmail, { by: actor.name, note });
  });
  return getOrder(db, orderId);
}

/**
 * Orders no one decided within their hold are cancelled and their units released; the buyer is
 * told. Safe with several processes sweeping: a row another holds is skipped.
 */
export async function expireApprovals(db: Database, shopEmail: string, now = new Date()) {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'awaiting_approval'), lt(orders.approvalExpiresAt, now)))
    .orderBy(asc(orders.approvalExpiresAt))
    .limit(20);
  const expired: number[] = [];
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: orders.id, companyId: orders.companyId })
        .from(orders)
        .where(
          and(
            eq(orders.id, id),
            eq(orders.status, 'awaiting_approval'),
            lt(orders.approvalExpiresAt, now),
          ),
        )
        .for('update', { skipLocked: true });
      if (!row) return;
      await moveOrder(tx, id, 'cancelled', null, {
        by: 'approver',
        note: 'Cancelled automatically: no one approved it before its hold ran out.',
      });
      const order = await getOrder(tx, id);
      const company = row.companyId === null ? null : await lockCompany(tx, row.companyId);
      await queueApprovalRejected(tx, order, company?.name ?? 'your company', shopEmail, null);
      expired.push(id);
    });
  }
  return expired;
}
