import type { Logger } from '../context.ts';
import { formatMoney } from '../shared/money.ts';
import type { Mailer, MailMessage } from './mailer.ts';
import type { Order } from './orders.ts';

function orderText(order: Order): string {
  const lines = order.lines.map(
    (line) => `  ${line.name} x ${line.quantity}  ${formatMoney(line.lineTotal)}`,
  );
  return [
    `Order #${order.id} (${order.paymentMethod === 'card' ? 'card payment' : 'quote request'})`,
    '',
    ...lines,
    '',
    `Total: ${formatMoney(order.total)}`,
    '',
    `Name: ${order.customerName}`,
    `Email: ${order.customerEmail}`,
    `Phone: ${order.customerPhone ?? 'Not provided'}`,
    `Address: ${order.customerAddress}`,
  ].join('\n');
}

type NotifyDeps = { mailer: Mailer; shopEmail: string; log: Logger };

/** Sends every message; one that fails is logged and never undoes the order. */
async function sendEach(
  deps: NotifyDeps,
  orderId: number,
  messages: MailMessage[],
  failure: string,
) {
  const results = await Promise.allSettled(messages.map((message) => deps.mailer.send(message)));
  for (const result of results) {
    if (result.status === 'rejected') deps.log.error({ err: result.reason, orderId }, failure);
  }
}

/** Confirms to the customer and alerts the sales team; a mail failure never undoes the order. */
export async function notifyOrderPlaced(deps: NotifyDeps, order: Order): Promise<void> {
  const text = orderText(order);
  const messages = [
    {
      to: order.customerEmail,
      subject: `We received your order #${order.id}`,
      text: `Thank you, ${order.customerName}. Our sales team will contact you within 24 hours to confirm delivery details.\n\n${text}`,
      replyTo: deps.shopEmail,
    },
    {
      to: deps.shopEmail,
      subject: `New order #${order.id} from ${order.customerName}`,
      text,
      replyTo: order.customerEmail,
    },
  ];
  await sendEach(deps, order.id, messages, 'Order e-mail not sent');
}

/** The card payment went through: the customer gets a receipt, the sales team a paid order. */
export async function notifyOrderPaid(deps: NotifyDeps, order: Order): Promise<void> {
  const text = orderText(order);
  const messages = [
    {
      to: order.customerEmail,
      subject: `Payment received for your order #${order.id}`,
      text: `Thank you, ${order.customerName}. We received your card payment of ${formatMoney(order.total)}. Our sales team will contact you within 24 hours to confirm delivery or pickup details.\n\n${text}`,
      replyTo: deps.shopEmail,
    },
    {
      to: deps.shopEmail,
      subject: `Paid order #${order.id} from ${order.customerName}`,
      text: `Paid by card: ${formatMoney(order.total)}\n\n${text}`,
      replyTo: order.customerEmail,
    },
  ];
  await sendEach(deps, order.id, messages, 'Payment e-mail not sent');
}
