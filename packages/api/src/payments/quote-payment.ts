import { eq } from 'drizzle-orm';
import { orders } from '@buildright/db';
import { conflict } from '../errors.ts';
import { paymentTaken } from '../orders/shared/payment-lifecycle.ts';
import type { PaymentStart } from './card-checkout.ts';
import type { PaymentDeps } from './finalize.ts';
import { openOrderIntent } from './order-intent.ts';

const alreadyPaid = (orderId: number) =>
  conflict(`This quote has already been paid: your order number is #${orderId}.`);

/**
 * The card payment of an accepted quote, for exactly the order's total (the quoted one). Asking
 * again answers the same open intent; a cancelled one is replaced.
 */
export async function startQuotePayment(
  deps: PaymentDeps,
  accepted: { quoteId: number; orderId: number; revision: number },
): Promise<PaymentStart> {
  const [order] = await deps.db
    .select({
      id: orders.id,
      total: orders.total,
      paymentStatus: orders.paymentStatus,
      paymentProviderId: orders.paymentProviderId,
    })
    .from(orders)
    .where(eq(orders.id, accepted.orderId));
  if (!order) throw conflict('This quote no longer has an order');
  if (paymentTaken(order.paymentStatus)) throw alreadyPaid(accepted.orderId);
  return openOrderIntent(
    deps,
    order,
    `buildright:quote-${accepted.quoteId}:rev-${accepted.revision}`,
    () => alreadyPaid(accepted.orderId),
  );
}
