export {
  orderStatuses,
  paymentMethods,
  paymentStatuses,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '@buildright/db/domain';
import type { PaymentStatus } from '@buildright/db/domain';
import { paymentTaken } from './payment-lifecycle.ts';

/** Display name of a status; legacy "completed" reads as Delivered, unknown values capitalised. */
export function orderStatusLabel(status: string): string {
  if (status === 'completed') return 'Delivered';
  if (status === 'awaiting_approval') return 'Awaiting approval';
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/** Badge colours of SPEC §4 (Mantine colour names). */
export const orderStatusColors: Record<string, string> = {
  awaiting_approval: 'orange',
  pending: 'yellow',
  processing: 'blue',
  shipped: 'grape',
  delivered: 'green',
  completed: 'green',
  cancelled: 'red',
};

const paymentMethodLabels: Record<string, string> = {
  card: 'Card',
  quote: 'Quote',
  po: 'Purchase order',
  account: 'On account',
};
const paymentStatusLabels: Record<string, string> = {
  unpaid: 'Unpaid',
  pending: 'Payment pending',
  paid: 'Paid',
  failed: 'Payment failed',
  cancelled: 'Cancelled',
  partly_refunded: 'Partly refunded',
  refunded: 'Refunded',
} satisfies Record<PaymentStatus, string>;

/** Display name of a payment state: "Paid", "Payment failed". */
export function paymentStatusLabel(status: string): string {
  return paymentStatusLabels[status] ?? orderStatusLabel(status);
}

/**
 * How an order is being paid, in a few words: "Card · Paid", "Card · Payment failed". A quote
 * request is paid later, arranged by the sales team, so it reads just "Quote" until then.
 */
export function paymentLabel(order: { paymentMethod: string; paymentStatus: string }): string {
  const method = paymentMethodLabels[order.paymentMethod] ?? orderStatusLabel(order.paymentMethod);
  if (order.paymentMethod === 'quote' && order.paymentStatus === 'unpaid') return method;
  return `${method} · ${paymentStatusLabel(order.paymentStatus)}`;
}

/** Badge colours of the payment states (Mantine colour names). */
export const paymentStatusColors: Record<string, string> = {
  unpaid: 'gray',
  pending: 'yellow',
  paid: 'green',
  failed: 'red',
  cancelled: 'gray',
  partly_refunded: 'teal',
  refunded: 'gray',
} satisfies Record<PaymentStatus, string>;

/**
 * Whether the server has issued the order's invoice: once it is paid (a refund keeps it),
 * confirmed on a purchase order, or placed on account (after its approval, and unless it was
 * turned down).
 */
export function orderHasInvoice(order: {
  status: string;
  paymentMethod: string;
  paymentStatus: string;
}): boolean {
  if (paymentTaken(order.paymentStatus) || order.paymentMethod === 'po') return true;
  return (
    order.paymentMethod === 'account' &&
    order.status !== 'awaiting_approval' &&
    order.status !== 'cancelled'
  );
}
