import { eq } from 'drizzle-orm';
import { orders, paymentEvents, type Database, type Transaction } from '@buildright/db';
import type { Context, Logger } from '../../context.ts';
import type { CatalogCache } from '../catalog-cache.ts';
import { toCents } from '../../shared/money.ts';
import type { PaymentStatus } from '../../shared/order-status.ts';
import { queueOrderPaidEmails } from '../order-notifications.ts';
import { issueInvoice } from '../invoices.ts';
import { getOrder } from '../orders.ts';
import { quotePaid } from '../quotes/order-changes.ts';
import type { PaymentProvider, ProviderIntent } from './provider.ts';

export interface PaymentDeps {
  db: Database;
  /** Cleared when stock goes back on sale, so the catalogue shows it. */
  catalogCache: CatalogCache;
  payments: PaymentProvider;
  /** Hears of every paid order; the receipt's reply-to. */
  shopEmail: string;
  log: Logger;
}

/** The payment services out of what every request shares, logging to `log`. */
export function paymentDeps(
  services: Pick<Context, 'db' | 'catalogCache' | 'payments' | 'settings'>,
  log: Logger,
): PaymentDeps {
  return {
    db: services.db,
    catalogCache: services.catalogCache,
    payments: services.payments,
    shopEmail: services.settings.shopEmail,
    log,
  };
}

export interface Finalized {
  /** The order the intent pays for; null when no order carries it. */
  orderId: number | null;
  paymentStatus: PaymentStatus | null;
  /** True only for the one call that marked the order paid. */
  becamePaid: boolean;
}

const paidLate =
  'Card payment received after this order was cancelled: refund it or revive the order.';

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
      notes: orders.notes,
    })
    .from(orders)
    .where(eq(orders.paymentProviderId, intent.id))
    .for('update');
  if (!order) return { orderId: null, paymentStatus: null, becamePaid: false };
  const unchanged = { orderId: order.id, paymentStatus: order.paymentStatus, becamePaid: false };

  if (intent.outcome === 'succeeded') {
    if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') return unchanged;
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
    const cancelled = order.status === 'cancelled';
    if (cancelled) log.warn({ orderId: order.id }, paidLate);
    await tx
      .update(orders)
      .set({
        paymentStatus: 'paid',
        updatedAt: new Date(),
        ...(cancelled ? { notes: order.notes ? `${order.notes}\n${paidLate}` : paidLate } : {}),
      })
      .where(eq(orders.id, order.id));
    await queueOrderPaidEmails(tx, await getOrder(tx, order.id), deps.shopEmail);
    await quotePaid(tx, order.id);
    await issueInvoice(tx, order.id);
    return { orderId: order.id, paymentStatus: 'paid', becamePaid: true };
  }

  if (intent.outcome === 'failed' && order.paymentStatus === 'pending') {
    await tx
      .update(orders)
      .set({ paymentStatus: 'failed', updatedAt: new Date() })
      .where(eq(orders.id, order.id));
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
 * so a replay (or a retry after a crash half-way) changes nothing more.
 */
export async function finalizeFromEvent(
  deps: PaymentDeps,
  event: { id: string; type: string },
  intent: ProviderIntent | null,
): Promise<Finalized & { duplicate: boolean }> {
  return deps.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    const none = { orderId: null, paymentStatus: null, becamePaid: false };
    if (!fresh) return { ...none, duplicate: true };
    if (!intent) return { ...none, duplicate: false };
    const applied = await applyIntent(tx, intent, deps);
    if (applied.orderId === null) {
      deps.log.warn({ eventId: event.id, intentId: intent.id }, 'Payment event for no known order');
    }
    return { ...applied, duplicate: false };
  });
}
