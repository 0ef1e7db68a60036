import { eq } from 'drizzle-orm';
import { orders } from '@buildright/db';
import type { DomainError } from '../errors.ts';
import { toCents } from '../shared/money.ts';
import { paymentStart, type PaymentStart } from './card-checkout.ts';
import { finalizePayment, type PaymentDeps } from './finalize.ts';
import type { ProviderIntent } from './provider.ts';

interface PayableOrder {
  id: number;
  total: string;
  paymentProviderId: string | null;
}

/**
 * The card payment of an order already placed (an accepted quote, an approved order), for
 * exactly its total: its open intent when it has one for that amount, or a fresh one, keyed by
 * `key`, when there is none or it was cancelled. Paid meanwhile: applied, and `alreadyPaid`.
 */
export async function openOrderIntent(
  deps: PaymentDeps,
  order: PayableOrder,
  key: string,
  alreadyPaid: () => DomainError,
): Promise<PaymentStart> {
  const amountCents = toCents(order.total);
  const start = (intent: ProviderIntent) => paymentStart(deps, intent, order);

  if (order.paymentProviderId) {
    const intent = await deps.payments.retrieve(order.paymentProviderId);
    if (intent.outcome === 'succeeded') {
      await finalizePayment(deps, intent);
      throw alreadyPaid();
    }
    if (intent.outcome !== 'canceled' && intent.amountCents === amountCents) return start(intent);
  }
  const intent = await deps.payments.createIntent({
    amountCents,
    currency: 'usd',
    // Two requests at once open one intent; a replaced (cancelled) one gets a fresh key.
    idempotencyKey: `${key}:${order.paymentProviderId ?? 'first'}`,
    orderId: order.id,
  });
  await deps.db
    .update(orders)
    .set({ paymentProviderId: intent.id, updatedAt: new Date() })
    .where(eq(orders.id, order.id));
  return start(intent);
}
