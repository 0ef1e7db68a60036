import type { Transaction } from '@buildright/db';
import { enqueueEmail, type EmailOrder, type NotifiedStatus } from '../mail/index.ts';
import type { DomainEvents } from '../events/index.ts';
import { getOrder, type Order } from './read.ts';

/** The order as its e-mails show it: what it was when the e-mail was queued. */
export function emailOrderOf(order: Order): EmailOrder {
  return {
    id: order.id,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    customerAddress: order.customerAddress,
    total: order.total,
    discount: order.discount,
    deliveryCharge: order.deliveryCharge,
    paymentMethod: order.paymentMethod,
    hasAccount: order.userId !== null,
    lines: order.lines.map(({ name, quantity, unitPrice, lineTotal }) => ({
      name,
      quantity,
      unitPrice,
      lineTotal,
    })),
  };
}

/** A quote request came in: the customer's confirmation and the sales team's notice. */
export async function queueQuoteRequestedEmails(
  tx: Transaction,
  order: Order,
  quote: { id: number; number: string },
  shopEmail: string,
) {
  const data = { order: emailOrderOf(order), quote };
  await enqueueEmail(tx, 'quoteRequested', { to: order.customerEmail, replyTo: shopEmail }, data);
  await enqueueEmail(
    tx,
    'quoteRequestedShop',
    { to: shopEmail, replyTo: order.customerEmail },
    data,
  );
}

/** The card payment went through: the customer's receipt and the sales team's paid order. */
async function queueOrderPaidEmails(tx: Transaction, order: Order, shopEmail: string) {
  const data = { order: emailOrderOf(order) };
  await enqueueEmail(tx, 'paymentReceived', { to: order.customerEmail, replyTo: shopEmail }, data);
  await enqueueEmail(
    tx,
    'paymentReceivedShop',
    { to: shopEmail, replyTo: order.customerEmail },
    data,
  );
}

const notifiedStatuses = new Set<string>(['processing', 'shipped', 'delivered', 'cancelled']);

/**
 * Tells the customer what staff changed: a new status, or a tracking number or carrier for a
 * shipped order. Notes and corrections that change none of these send nothing.
 */
async function queueOrderStatusEmail(
  tx: Transaction,
  before: Pick<Order, 'status' | 'trackingNumber' | 'trackingCarrier'>,
  after: Order,
  shopEmail: string,
) {
  const statusChanged = before.status !== after.status;
  const trackingAdded =
    after.status === 'shipped' &&
    after.trackingNumber !== null &&
    (after.trackingNumber !== before.trackingNumber ||
      after.trackingCarrier !== before.trackingCarrier);
  if (!notifiedStatuses.has(after.status) || !(statusChanged || trackingAdded)) return;
  await enqueueEmail(
    tx,
    'orderStatusChanged',
    { to: after.customerEmail, replyTo: shopEmail },
    {
      order: emailOrderOf(after),
      status: after.status as NotifiedStatus,
      trackingNumber: after.trackingNumber,
      trackingCarrier: after.trackingCarrier,
      estimatedDelivery: after.estimatedDelivery?.toISOString() ?? null,
    },
  );
}

/** A move asked that the customer be told (`notifyFrom`, the reply-to): of a new status or tracking. */
export async function emailOrderChange(
  tx: Transaction,
  { orderId, before, notifyFrom }: DomainEvents['order.changed'],
): Promise<void> {
  if (notifyFrom === null) return;
  await queueOrderStatusEmail(tx, before, await getOrder(tx, orderId), notifyFrom);
}

/** A card payment went through: the buyer's receipt and the shop's notice. */
export async function emailPaymentReceived(
  tx: Transaction,
  { orderId, shopEmail }: DomainEvents['payment.received'],
): Promise<void> {
  await queueOrderPaidEmails(tx, await getOrder(tx, orderId), shopEmail);
}
