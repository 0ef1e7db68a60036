// The card payment of a company member's order that waited for approval (companies/card-orders.ts).
import { eq } from 'drizzle-orm';
import { orders } from '@buildright/db';
import { conflict, notFound } from '../errors.ts';
import { formatCalendarDay } from '../shared/calendar-day.ts';
import { paymentTaken } from '../orders/shared/payment-lifecycle.ts';
import type { PaymentStart } from './card-checkout.ts';
import type { PaymentDeps } from './finalize.ts';
import { openOrderIntent } from './order-intent.ts';

/** Why the order cannot be paid now, or null when it awaits its card payment. */
function refusal(
  order: {
    id: number;
    status: string;
    paymentMethod: string;
    paymentStatus: string;
    cardPaymentDueAt: Date | null;
  },
  now: Date,
): string | null {
  const label = `Order #${order.id}`;
  if (paymentTaken(order.paymentStatus)) return `${label} is already paid.`;
  if (order.status === 'awaiting_approval' && order.paymentMethod === 'card') {
    return `${label} is still waiting for your company's approval: you can pay once it is approved.`;
  }
  if (order.status === 'cancelled') return `${label} was cancelled.`;
  if (order.status !== 'pending' || order.cardPaymentDueAt === null) {
    return `${label} is not waiting for a card payment.`;
  }
  if (order.cardPaymentDueAt < now) {
    return `The time to pay ${label} ran out on ${formatCalendarDay(order.cardPaymentDueAt, 'long')}.`;
  }
  return null;
}

/**
 * POST /api/orders/my/{id}/payment: the buyer's card payment of their approved order, for its
 * total, until its pay-by time. Asking again answers the same open payment.
 */
export async function startApprovedOrderPayment(
  deps: PaymentDeps,
  customerId: number,
  orderId: number,
  now = new Date(),
): Promise<PaymentStart> {
  const [order] = await deps.db
    .select({
      id: orders.id,
      customerId: orders.customerId,
      total: orders.total,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      paymentProviderId: orders.paymentProviderId,
      cardPaymentDueAt: orders.cardPaymentDueAt,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order || order.customerId !== customerId) throw notFound(`You have no order #${orderId}`);
  const refused = refusal(order, now);
  if (refused) throw conflict(refused);
  return openOrderIntent(deps, order, `buildright:approved-order-${order.id}`, () =>
    conflict(`Order #${order.id} is already paid.`),
  );
}
