import { adminPaths, adminUrl } from '../../shared/admin-paths.ts';
import { formatCalendarDay } from '../../shared/calendar-day.ts';
import { formatMoney } from '../../shared/money.ts';
import { carrierLabel, trackingUrl, type TrackingCarrier } from '../../orders/shared/carriers.ts';
import { orderStatusLabel, type PaymentMethod } from '../../orders/shared/order-status.ts';
import type { Charges } from '../../orders/shared/order-charges.ts';
import { EmailLayout } from '../layout.tsx';
import { ActionButton, Details, LinesTable, Paragraph, type EmailOrderLine } from '../parts.tsx';
import { defineTemplate, type ShopIdentity } from '../template.ts';

/** An order as its e-mails show it, frozen when the e-mail was queued. */
export interface EmailOrder {
  id: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  customerAddress: string;
  total: string;
  /** From an accepted quote; absent from e-mails queued before they were kept. */
  discount?: string;
  deliveryCharge?: string;
  paymentMethod: PaymentMethod;
  /** Placed by a signed-in customer, who can follow it under My Account. */
  hasAccount: boolean;
  lines: EmailOrderLine[];
}

/** What an order charges besides its lines, as every order e-mail shows under them. */
export const chargesOf = (order: EmailOrder): Charges => ({
  discount: order.discount ?? '0.00',
  deliveryCharge: order.deliveryCharge ?? '0.00',
  total: order.total,
});

export const customerRows = (order: EmailOrder): [string, string][] => [
  ['Name', order.customerName],
  ['Email', order.customerEmail],
  ['Phone', order.customerPhone ?? 'Not provided'],
  ['Delivery address', order.customerAddress],
];

/**
 * Where the buyer opens the order: under My Account when it was placed signed in, else the
 * shop's order lookup with the number filled in (the e-mail address this went to opens it).
 */
export function orderPageUrl(order: Pick<EmailOrder, 'id' | 'hasAccount'>, shop: ShopIdentity) {
  return order.hasAccount
    ? `${shop.url}/account/orders/${order.id}`
    : `${shop.url}/find-order?order=${order.id}`;
}

export function OrderLink({ order, shop }: { order: EmailOrder; shop: ShopIdentity }) {
  return <ActionButton href={orderPageUrl(order, shop)}>View your order</ActionButton>;
}

/** What the shop's own mail about an order shows: its lines, the customer and a link to it. */
export function OrderForStaff({ order, shop }: { order: EmailOrder; shop: ShopIdentity }) {
  return (
    <>
      <LinesTable lines={order.lines} charges={chargesOf(order)} />
      <Details rows={customerRows(order)} />
      <ActionButton href={adminUrl(shop.url, adminPaths.order(order.id))}>
        Open the order
      </ActionButton>
    </>
  );
}

export const paymentReceived = defineTemplate<{ order: EmailOrder }>({
  subject: ({ order }) => `Payment received for your order #${order.id}`,
  render: ({ order }, shop) => (
    <EmailLayout
      shop={shop}
      preview={`We received ${formatMoney(order.total)}`}
      heading="Payment received"
    >
      <Paragraph>
        Thank you, {order.customerName}. We received your card payment of {formatMoney(order.total)}{' '}
        for order #{order.id}. Our sales team will contact you within 24 hours to confirm delivery
        or pickup details.
      </Paragraph>
      <LinesTable lines={order.lines} charges={chargesOf(order)} />
      <Details rows={customerRows(order)} />
      <OrderLink order={order} shop={shop} />
    </EmailLayout>
  ),
});

export const paymentReceivedShop = defineTemplate<{ order: EmailOrder }>({
  subject: ({ order }) => `Paid order #${order.id}`,
  render: ({ order }, shop) => (
    <EmailLayout
      shop={shop}
      preview={`Paid by card: ${formatMoney(order.total)}`}
      heading={`Order #${order.id} is paid`}
    >
      <Paragraph>Paid by card: {formatMoney(order.total)}.</Paragraph>
      <OrderForStaff order={order} shop={shop} />
    </EmailLayout>
  ),
});

/** Statuses a customer hears about; "pending" is where every order starts. */
export type NotifiedStatus = 'processing' | 'shipped' | 'delivered' | 'cancelled';

const statusText: Record<NotifiedStatus, { subject: string; lead: string }> = {
  processing: {
    subject: 'is being prepared',
    lead: 'Good news: we are preparing your order for shipping.',
  },
  shipped: { subject: 'has shipped', lead: 'Your order is on its way.' },
  delivered: {
    subject: 'was delivered',
    lead: 'Your order was delivered. Returns are easy within 30 days, no questions asked.',
  },
  cancelled: {
    subject: 'was cancelled',
    lead: 'Your order was cancelled. If you did not expect this, reply to this e-mail and we will sort it out.',
  },
};

export const orderStatusChanged = defineTemplate<{
  order: EmailOrder;
  status: NotifiedStatus;
  trackingNumber: string | null;
  /** Absent from e-mails queued before carriers were asked for. */
  trackingCarrier?: TrackingCarrier | null;
  /** ISO timestamp of the day (noon UTC), read as its calendar day */
  estimatedDelivery: string | null;
}>({
  subject: ({ order, status }) => `Your order #${order.id} ${statusText[status].subject}`,
  render: ({ order, status, trackingNumber, trackingCarrier = null, estimatedDelivery }, shop) => {
    const tracking: [string, string][] = [['Status', orderStatusLabel(status)]];
    if (trackingNumber && trackingCarrier)
      tracking.push(['Carrier', carrierLabel(trackingCarrier)]);
    if (trackingNumber) tracking.push(['Tracking number', trackingNumber]);
    const trackingLink = status === 'shipped' ? trackingUrl(trackingCarrier, trackingNumber) : null;
    if (estimatedDelivery) {
      tracking.push(['Estimated delivery', formatCalendarDay(estimatedDelivery, 'long')]);
    }
    return (
      <EmailLayout
        shop={shop}
        preview={statusText[status].lead}
        heading={`Order #${order.id} ${statusText[status].subject}`}
      >
        <Paragraph>Hello {order.customerName},</Paragraph>
        <Paragraph>{statusText[status].lead}</Paragraph>
        <Details rows={tracking} />
        {trackingLink && trackingCarrier && (
          <ActionButton href={trackingLink}>
            Track your shipment with {carrierLabel(trackingCarrier)}
          </ActionButton>
        )}
        <LinesTable lines={order.lines} charges={chargesOf(order)} />
        <OrderLink order={order} shop={shop} />
      </EmailLayout>
    );
  },
});
