import { eq } from 'drizzle-orm';
import { orders } from '@buildright/db';
import { conflict } from '../errors.ts';
import { applyIntent, type PaymentDeps } from './finalize.ts';

/** A payment the buyer may still complete: waiting, or declined and open to another card. */
const openPayments = new Set(['pending', 'failed']);

/**
 * Before staff cancel an order whose card payment is still open, its intent is cancelled at the
 * provider, outside any transaction, so nobody can pay an order the shop has cancelled. When the
 * payment went through meanwhile, the order is marked paid instead and the cancellation refused.
 */
export async function closeOpenCardPayment(deps: PaymentDeps, orderId: number): Promise<void> {
  const [order] = await deps.db
    .select({ providerId: orders.paymentProviderId, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order?.providerId || !openPayments.has(order.paymentStatus)) return;
  const intent = await deps.payments.cancel(order.providerId);
  if (intent.outcome !== 'succeeded') return;
  await deps.db.transaction((tx) => applyIntent(tx, intent, deps));
  throw conflict(
    `Order #${orderId} was paid by card a moment ago, so it was not cancelled. Open it again to see the payment.`,
  );
}
