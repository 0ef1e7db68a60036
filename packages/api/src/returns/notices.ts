import { eq } from 'drizzle-orm';
import {
  orderItems,
  products,
  returnLines,
  type AuditAction,
  type Transaction,
} from '@buildright/db';
import { recordAudit } from '../audit/index.ts';
import type { DomainEvents } from '../events/index.ts';
import { enqueueEmail } from '../mail/index.ts';
import { emailOrderOf, getOrder } from '../orders/index.ts';
import { getShopSettings } from '../settings/index.ts';
import { getReturn } from './read.ts';
import { returnReasonLabels } from './shared/returns.ts';

/**
 * Each step of a return or a warranty claim in the activity log: who moved it, from what to
 * what, and the details. `return.received`, `warranty.replaced`: the table of moves reaches only
 * the states the log has an action for.
 */
export async function auditReturnMove(
  tx: Transaction,
  event: DomainEvents['return.moved'],
): Promise<void> {
  const found = await getReturn(tx, event.returnId);
  const what = event.kind === 'warranty' ? ' warranty claim' : '';
  await recordAudit(tx, event.actor, {
    action: `${event.kind === 'warranty' ? 'warranty' : 'return'}.${event.to}` as AuditAction,
    entityType: 'return',
    entityId: event.returnId,
    entityLabel: `${found.number}${what} (order #${event.orderId})`,
    changes: [{ field: 'status', from: event.from, to: event.to }, ...event.changes],
  });
}

/** The return slip's lines: what was asked for, with each product's SKU as it is now. */
const slipLinesOf = (tx: Transaction, returnId: number) =>
  tx
    .select({ name: orderItems.name, sku: products.sku, quantity: returnLines.quantity })
    .from(returnLines)
    .innerJoin(orderItems, eq(orderItems.id, returnLines.itemId))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(returnLines.returnId, returnId))
    .orderBy(returnLines.itemId);

/**
 * The buyer hears of the steps that concern them: the request (its number), the approval (with
 * the return slip) and a rejection (with staff's reason). The refund is told once it succeeds
 * (emailReturnRefunded).
 */
export async function emailReturnMove(
  tx: Transaction,
  event: DomainEvents['return.moved'],
): Promise<void> {
  if (event.kind === 'warranty') return emailClaimMove(tx, event);
  if (event.to !== 'requested' && event.to !== 'approved' && event.to !== 'rejected') return;
  const [found, order] = [await getReturn(tx, event.returnId), await getOrder(tx, event.orderId)];
  const to = { to: order.customerEmail, replyTo: event.shopEmail };
  const mail = { number: found.number, order: emailOrderOf(order) };
  if (event.to === 'requested') {
    await enqueueEmail(tx, 'returnRequested', to, {
      ...mail,
      lines: found.lines.map(({ name, quantity }) => ({ name, quantity })),
      reason: returnReasonLabels[found.reason],
    });
  } else if (event.to === 'rejected') {
    await enqueueEmail(tx, 'returnRejected', to, { ...mail, reason: found.rejectionReason ?? '' });
  } else {
    const { returnAddress } = await getShopSettings(tx);
    await enqueueEmail(tx, 'returnApproved', to, {
      ...mail,
      slip: {
        returnNumber: found.number,
        orderId: order.id,
        issuedOn: new Date().toISOString().slice(0, 10),
        reason: returnReasonLabels[found.reason],
        buyer: {
          name: order.customerName,
          email: order.customerEmail,
          phone: order.customerPhone,
          address: order.customerAddress,
        },
        lines: await slipLinesOf(tx, event.returnId),
        returnAddress,
      },
    });
  }
}

/**
 * The buyer of a warranty claim hears of the claim (its number), its replacement (the new
 * order's number) and a rejection (staff's reason); a refund once it succeeds.
 */
async function emailClaimMove(tx: Transaction, event: DomainEvents['return.moved']) {
  if (event.to !== 'requested' && event.to !== 'replaced' && event.to !== 'rejected') return;
  const [found, order] = [await getReturn(tx, event.returnId), await getOrder(tx, event.orderId)];
  const to = { to: order.customerEmail, replyTo: event.shopEmail };
  const mail = { number: found.number, order: emailOrderOf(order) };
  const lines = found.lines.map(({ name, quantity }) => ({ name, quantity }));
  if (event.to === 'requested') {
    await enqueueEmail(tx, 'warrantyClaimed', to, {
      ...mail,
      lines,
      description: found.note ?? '',
    });
  } else if (event.to === 'rejected') {
    await enqueueEmail(tx, 'warrantyRejected', to, {
      ...mail,
      reason: found.rejectionReason ?? '',
    });
  } else {
    const replacement = await getOrder(tx, found.replacementOrderId!);
    await enqueueEmail(tx, 'warrantyReplaced', to, {
      ...mail,
      lines,
      replacement: emailOrderOf(replacement),
    });
  }
}

/** A return's or a claim's refund succeeded: the buyer hears how much, under its number. */
export async function emailReturnRefunded(
  tx: Transaction,
  event: DomainEvents['payment.refunded'],
): Promise<void> {
  if (event.returnId === null) return;
  const [found, order] = [await getReturn(tx, event.returnId), await getOrder(tx, event.orderId)];
  await enqueueEmail(
    tx,
    found.kind === 'warranty' ? 'warrantyRefunded' : 'returnRefunded',
    { to: order.customerEmail, replyTo: event.shopEmail },
    {
      number: found.number,
      order: emailOrderOf(order),
      amount: event.amount,
      method: event.method,
    },
  );
}
