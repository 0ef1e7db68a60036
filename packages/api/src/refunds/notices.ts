import type { Transaction } from '@buildright/db';
import { recordAudit } from '../audit/index.ts';
import type { DomainEvents } from '../events/index.ts';
import { enqueueEmail } from '../mail/index.ts';
import { emailOrderOf, getOrder } from '../orders/index.ts';
import { refundReasonLabels } from './shared/refunds.ts';

/**
 * A refund was recorded: the activity log says how much, why, and by which way, under the
 * order (by staff, or by the shop itself when no one asked).
 */
export async function auditRefund(
  tx: Transaction,
  event: DomainEvents['refund.recorded'],
): Promise<void> {
  await recordAudit(tx, event.actor ?? { id: null, username: 'The shop', ip: null }, {
    action: 'order.refunded',
    entityType: 'order',
    entityId: event.orderId,
    entityLabel: `Order #${event.orderId}`,
    changes: [
      { field: 'refund', from: null, to: event.amount },
      { field: 'reason', from: null, to: refundReasonLabels[event.reason] },
      { field: 'method', from: null, to: event.method === 'card' ? 'card' : 'credit note' },
    ],
  });
}

/**
 * A refund succeeded: the buyer hears how much comes back; a return's refund is told by the
 * return's own e-mail, which names the return.
 */
export async function emailRefund(
  tx: Transaction,
  event: DomainEvents['payment.refunded'],
): Promise<void> {
  if (event.returnId !== null) return;
  const order = await getOrder(tx, event.orderId);
  await enqueueEmail(
    tx,
    'paymentRefunded',
    { to: order.customerEmail, replyTo: event.shopEmail },
    {
      order: emailOrderOf(order),
      amount: event.amount,
      method: event.method,
      inFull: order.paymentStatus === 'refunded',
    },
  );
}
