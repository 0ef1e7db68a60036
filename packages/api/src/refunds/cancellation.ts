import type { Transaction } from '@buildright/db';
import type { DomainEvents } from '../events/index.ts';
import { lockOrder } from '../orders/index.ts';
import { lifecycleStatus } from '../orders/shared/order-lifecycle.ts';
import { paymentTaken } from '../orders/shared/payment-lifecycle.ts';
import { leftToRefund, recordRefund } from './record.ts';

/**
 * No cancelled order keeps the buyer's money: when an order is cancelled, or money arrives for
 * one already cancelled (a card paid late), what is left of it is refunded in the same
 * transaction, by the same path as staff's refunds. A card refund is then sent to the provider
 * after the commit (the caller, or the unsent-refunds sweep).
 */
export async function refundCancelledOrder(
  tx: Transaction,
  { orderId, before, changes, actor, notifyFrom }: DomainEvents['order.changed'],
): Promise<void> {
  if (changes.status !== 'cancelled') return;
  // Already cancelled with its money taken: its refund was recorded when that happened.
  if (lifecycleStatus(before.status) === 'cancelled' && paymentTaken(before.paymentStatus)) return;
  const order = await lockOrder(tx, orderId);
  if ((await leftToRefund(tx, orderId, order, true)) === 0) return;
  await recordRefund(tx, {
    orderId,
    reason: 'cancellation',
    note: 'The order was cancelled: all that was left is refunded.',
    actor,
    shopEmail: notifyFrom,
  });
}
