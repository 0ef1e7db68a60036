import { eq } from 'drizzle-orm';
import { orders } from '@buildright/db';
import { conflict } from '../errors.ts';
import { toCents } from '../shared/money.ts';
import type { PaymentStart } from './card-checkout.ts';
import { finalizePayment, type PaymentDeps } from './finalize.ts';
import type { ProviderIntent } from './provider.ts';

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
      total: orders.total,
      paymentStatus: orders.paymentStatus,
      paymentProviderId: orders.paymentProviderId,
    })
    .from(orders)
    .where(eq(orders.id, accepted.orderId));
  if (!order) throw conflict('This quote no longer has an order');
  if (order.paymentStatus === 'paid') throw alreadyPaid(accepted.orderId);

  const start = (intent: ProviderIntent): PaymentStart => ({
    clientSecret: intent.clientSecret,
    orderId: accepted.orderId,
    amount: order.total,
    amountCents: toCents(order.total),
    currency: 'usd',
    provider: deps.payments.name,
    publishableKey: deps.payments.publishableKey,
  });

  let attempt = 1;
  if (order.paymentProviderId) {
    const intent = await deps.payments.retrieve(order.paymentProviderId);
    if (intent.outcome === 'succeeded') {
      await finalizePayment(deps, intent);
      throw alreadyPaid(accepted.orderId);
    }
    if (intent.outcome !== 'canceled' && intent.amountCents === toCents(order.total)) {
      return start(intent);
    }
    attempt = 2;
  }
  const intent = await deps.payments.createIntent({
    amountCents: toCents(order.total),
    currency: 'usd',
    // Two accepts at once open one intent; a replaced (cancelled) one gets a fresh key.
    idempotencyKey: `buildright:quote-${accepted.quoteId}:rev-${accepted.revision}:${attempt === 1 ? 'first' : order.paymentProviderId}`,
    orderId: accepted.orderId,
  });
  await deps.db
    .update(orders)
    .set({ paymentProviderId: intent.id, updatedAt: new Date() })
    .where(eq(orders.id, accepted.orderId));
  return start(intent);
}
