import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { orders, type Transaction } from '@buildright/db';
import { conflict } from '../errors.ts';
import { toCents } from '../shared/money.ts';
import { MAX_CARD_PAYMENT_CENTS } from './shared/payments.ts';
import { paymentTaken } from '../orders/shared/payment-lifecycle.ts';
import type { CartLineInput, CheckoutInfo } from '../orders/shared/order-input.ts';
import {
  assertGuestHoldShare,
  discardOrder,
  lockOrder,
  movePayment,
  placeOrder,
  stockLinesOf,
} from '../orders/index.ts';
import { cardCheckoutAdmission } from '../company-buying/index.ts';
import { isUniqueViolation } from '../database/index.ts';
import { finalizePayment, type PaymentDeps } from './finalize.ts';

interface CardCheckout extends CheckoutInfo {
  items: CartLineInput[];
  checkoutId?: string;
  customerId: number | null;
}

export interface PaymentStart {
  clientSecret: string;
  orderId: number;
  /** The amount charged, priced by the server: a decimal string like the order total. */
  amount: string;
  amountCents: number;
  currency: 'usd';
  provider: 'stripe' | 'test';
  publishableKey: string | null;
}

/** What the card form needs of an order's open payment: its secret, and the amount it charges. */
export function paymentStart(
  deps: PaymentDeps,
  intent: { clientSecret: string },
  order: { id: number; total: string },
): PaymentStart {
  return {
    clientSecret: intent.clientSecret,
    orderId: order.id,
    amount: order.total,
    amountCents: toCents(order.total),
    currency: 'usd',
    provider: deps.payments.name,
    publishableKey: deps.payments.publishableKey,
  };
}

/** The cart as a comparable key: product ids and quantities, merged and sorted. */
function cartKey(lines: readonly { productId: number | null; quantity: number }[]): string {
  const merged = new Map<number | null, number>();
  for (const { productId, quantity } of lines) {
    merged.set(productId, (merged.get(productId) ?? 0) + quantity);
  }
  return [...merged]
    .sort(([a], [b]) => (a ?? 0) - (b ?? 0))
    .map(([id, quantity]) => `${id}x${quantity}`)
    .join(',');
}

const alreadyPaid = (orderId: number) =>
  conflict(`This checkout has already been paid: your order number is #${orderId}.`);

/**
 * The order a checkout already has, if it can still be paid as is: same cart, intent still
 * waiting for (another) card. A changed cart replaces it: its intent is cancelled, the stock it
 * holds released and the unpaid order removed, so the next step places a fresh one.
 */
async function reuseCheckout(
  deps: PaymentDeps,
  checkout: CardCheckout & { checkoutId: string },
): Promise<PaymentStart | null> {
  const [existing] = await deps.db
    .select({
      id: orders.id,
      status: orders.status,
      total: orders.total,
      paymentStatus: orders.paymentStatus,
      paymentProviderId: orders.paymentProviderId,
    })
    .from(orders)
    .where(eq(orders.checkoutId, checkout.checkoutId));
  if (!existing) return null;
  if (paymentTaken(existing.paymentStatus)) throw alreadyPaid(existing.id);

  const sameCart = cartKey(await stockLinesOf(deps.db, existing.id)) === cartKey(checkout.items);

  if (existing.paymentProviderId) {
    const reusable = sameCart && existing.status === 'pending';
    const intent = reusable
      ? await deps.payments.retrieve(existing.paymentProviderId)
      : await deps.payments.cancel(existing.paymentProviderId);
    if (intent.outcome === 'succeeded') {
      await finalizePayment(deps, intent);
      throw alreadyPaid(existing.id);
    }
    const open = intent.outcome === 'pending' || intent.outcome === 'failed';
    if (
      reusable &&
      open &&
      (await deps.db.transaction((tx) => holdAgain(tx, existing.id, checkout)))
    ) {
      return paymentStart(deps, intent, existing);
    }
    if (reusable) await deps.payments.cancel(existing.paymentProviderId);
  }

  await deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.id, existing.id))
      .for('update');
    if (!locked) return;
    if (paymentTaken(locked.paymentStatus)) throw alreadyPaid(existing.id);
    await discardOrder(tx, existing.id);
  });
  return null;
}

/**
 * The same checkout's order is paid for again, if it is still waiting for a card. The customer
 * may have corrected their details meanwhile; a declined attempt gave its units back, so trying
 * another card holds them again (a 409 if they sold meanwhile).
 */
async function holdAgain(tx: Transaction, orderId: number, checkout: CardCheckout) {
  const order = await lockOrder(tx, orderId);
  if (order.status !== 'pending' || paymentTaken(order.paymentStatus)) return false;
  await tx
    .update(orders)
    .set({
      customerName: checkout.customerName,
      customerEmail: checkout.customerEmail,
      customerPhone: checkout.customerPhone,
      customerAddress: checkout.customerAddress,
      customerId: checkout.customerId,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, orderId));
  if (order.paymentStatus === 'failed') {
    await movePayment(tx, orderId, 'pending', 'buyer');
    // Its units went back when the card was declined: a guest holds them again within the share.
    if (checkout.customerId === null)
      await assertGuestHoldShare(tx, await stockLinesOf(tx, orderId));
  }
  return true;
}

/** Places the card order (stock reserved, priced from the database) and opens its intent. */
async function placeCardOrder(deps: PaymentDeps, checkout: CardCheckout): Promise<PaymentStart> {
  const checkoutId = checkout.checkoutId ?? randomUUID();
  const order = await placeOrder(deps.db, {
    customerName: checkout.customerName,
    customerEmail: checkout.customerEmail,
    customerPhone: checkout.customerPhone,
    customerAddress: checkout.customerAddress,
    items: checkout.items,
    customerId: checkout.customerId,
    paymentMethod: 'card',
    checkoutId,
    maxTotalCents: MAX_CARD_PAYMENT_CENTS,
    admit: (totalCents, tx) => cardCheckoutAdmission(tx, checkout.customerId, totalCents),
  });
  const amountCents = toCents(order.total);
  try {
    const intent = await deps.payments.createIntent({
      amountCents,
      currency: 'usd',
      idempotencyKey: `buildright:${checkoutId}:order-${order.id}`,
      orderId: order.id,
    });
    await deps.db
      .update(orders)
      .set({ paymentProviderId: intent.id })
      .where(eq(orders.id, order.id));
    return paymentStart(deps, intent, order);
  } catch (error) {
    // No intent, no order: the reserved units go back at once.
    await deps.db.transaction((tx) => discardOrder(tx, order.id));
    throw error;
  }
}

/**
 * POST /api/create-payment-intent: the card order for this checkout and the client secret to pay
 * it with. Asking again with the same checkout and cart answers the same order and intent;
 * `admitNewOrder` is asked (and may refuse) only before a new order is placed.
 */
export async function startCardPayment(
  deps: PaymentDeps,
  checkout: CardCheckout,
  admitNewOrder: () => Promise<void>,
): Promise<PaymentStart> {
  const { checkoutId } = checkout;
  for (let attempt = 0; ; attempt++) {
    const reused = checkoutId ? await reuseCheckout(deps, { ...checkout, checkoutId }) : null;
    if (reused) return reused;
    if (attempt === 0) await admitNewOrder();
    try {
      return await placeCardOrder(deps, checkout);
    } catch (error) {
      // Two requests of one checkout at once: the second finds the first one's order next time.
      if (attempt < 2 && checkoutId && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}
