import { eq } from 'drizzle-orm';
import { orders, paymentEvents, type Database, type Transaction } from '@buildright/db';
import type { Logger } from '../shared/ports.ts';
import { toCents } from '../shared/money.ts';
import type { PaymentStatus } from '../orders/shared/order-status.ts';
import { moveOrder, movePayment } from '../orders/index.ts';
import { DomainError } from '../errors.ts';
import { lifecycleStatus } from '../orders/shared/order-lifecycle.ts';
import { publish } from '../events/index.ts';
import { allowedPaymentMoves } from '../orders/shared/payment-lifecycle.ts';
import type { PaymentProvider, ProviderIntent } from './provider.ts';

declare module '../events/events.ts' {
  interface DomainEvents {
    /**
     * A card payment for the order went through, once per order: the receipts go out (replying
     * to `shopEmail`), the quote it paid for is ordered, the invoice is issued.
     */
    'payment.received': { orderId: number; shopEmail: string };
  }
}

export interface PaymentDeps {
  db: Database;
  payments: PaymentProvider;
  /** Hears of every paid order; the receipt's reply-to. */
  shopEmail: string;
  log: Logger;
}

/** The payment services out of what every request shares, logging to `log`. */
export function paymentDeps(
  services: { db: Database; payments: PaymentProvider; settings: { shopEmail: string } },
  log: Logger,
): PaymentDeps {
  return {
    db: services.db,
    payments: services.payments,
    shopEmail: services.settings.shopEmail,
    log,
  };
}

interface Finalized {
  /** The order the intent pays for; null when no order carries it. */
  orderId: number | null;
  paymentStatus: PaymentStatus | null;
  /** True only for the one call that marked the order paid. */
  becamePaid: boolean;
}

const paidLate = 'Card payment received after this order was cancelled: it is refunded.';

const paidOutOfStock =
  'Card payment received after the declined attempt released its units, which have sold out meanwhile: the order is cancelled and the payment refunded.';

/**
 * Marks the order paid. A declined card attempt released its units, so paying it takes them
 * again; when they are gone the order is cancelled. Either way a cancelled order's payment is
 * refunded in the same transaction (refunds' subscriber to the order's change), and its refund
 * sent to the provider after the commit.
 */
async function markPaid(
  tx: Transaction,
  order: { id: number; status: string },
  log: Logger,
): Promise<void> {
  const status = lifecycleStatus(order.status);
  if (status === 'cancelled') log.warn({ orderId: order.id }, paidLate);
  const paid = { payment: { to: 'paid' as const, by: 'provider' as const } };
  const note = status === 'cancelled' ? { note: paidLate } : {};
  try {
    // A savepoint: units taken before another line ran short are given back.
    await tx.transaction((savepoint) =>
      moveOrder(savepoint, order.id, status, null, { ...paid, ...note }),
    );
  } catch (error) {
    if (!(error instanceof DomainError && error.code === 'CONFLICT')) throw error;
    log.warn({ orderId: order.id }, paidOutOfStock);
    await moveOrder(tx, order.id, 'cancelled', null, { ...paid, note: paidOutOfStock });
  }
}

/**
 * Applies what the provider says about an intent to its order, inside the caller's transaction.
 * The order row is locked first, so concurrent callers (webhook, success page, sweep) take turns
 * and each sees the previous one's result: an order is paid once, and paid is never undone. The
 * receipt is queued in the same transaction, so it goes out exactly once per paid order.
 */
export async function applyIntent(
  tx: Transaction,
  intent: ProviderIntent,
  deps: Pick<PaymentDeps, 'log' | 'shopEmail'>,
): Promise<Finalized> {
  const { log } = deps;
  const [order] = await tx
    .select({
      id: orders.id,
      total: orders.total,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
    })
    .from(orders)
    .where(eq(orders.paymentProviderId, intent.id))
    .for('update');
  if (!order) return { orderId: null, paymentStatus: null, becamePaid: false };
  const unchanged = { orderId: order.id, paymentStatus: order.paymentStatus, becamePaid: false };
  // Paid once is never undone; only a payment waiting for the card is declined.
  const moves = allowedPaymentMoves(order.paymentStatus, 'provider');

  if (intent.outcome === 'succeeded') {
    if (!moves.includes('paid')) return unchanged;
    if (intent.amountCents !== toCents(order.total) || intent.currency !== 'usd') {
      log.error(
        {
          orderId: order.id,
          intentId: intent.id,
          amountCents: intent.amountCents,
          currency: intent.currency,
        },
        'Payment amount does not match the order total; the order is left for a person to check',
      );
      return unchanged;
    }
    await markPaid(tx, order, deps.log);
    await publish(tx, 'payment.received', { orderId: order.id, shopEmail: deps.shopEmail });
    return { orderId: order.id, paymentStatus: 'paid', becamePaid: true };
  }

  if (intent.outcome === 'failed' && moves.includes('failed')) {
    await movePayment(tx, order.id, 'failed', 'provider');
    return { orderId: order.id, paymentStatus: 'failed', becamePaid: false };
  }
  return unchanged;
}

/**
 * The one way a card order becomes paid or failed: from the provider's webhook or from the shop
 * retrieving the intent itself, in any order, any number of times.
 */
export async function finalizePayment(
  deps: PaymentDeps,
  intent: ProviderIntent,
): Promise<Finalized> {
  return deps.db.transaction((tx) => applyIntent(tx, intent, deps));
}

/**
 * A provider event, applied once: its id is recorded in the same transaction that applies it,
 * so a replay (or a retry after a crash half-way) changes nothing more. What the event says
 * beyond an intent (a refund's outcome) is applied by `applyRest` in that transaction too.
 */
export async function finalizeFromEvent(
  deps: PaymentDeps,
  event: { id: string; type: string },
  intent: ProviderIntent | null,
  applyRest: (tx: Transaction) => Promise<void> = async () => {},
): Promise<Finalized & { duplicate: boolean }> {
  return deps.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    const none = { orderId: null, paymentStatus: null, becamePaid: false };
    if (!fresh) return { ...none, duplicate: true };
    await applyRest(tx);
    if (!intent) return { ...none, duplicate: false };
    const applied = await applyIntent(tx, intent, deps);
    if (applied.orderId === null) {
      deps.log.warn({ eventId: event.id, intentId: intent.id }, 'Payment event for no known order');
    }
    return { ...applied, duplicate: false };
  });
}
