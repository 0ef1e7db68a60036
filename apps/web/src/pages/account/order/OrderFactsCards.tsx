import type { CustomerOrder } from '@buildright/api';
import { PaymentBadge } from '@buildright/ui';
import { Stack } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { formatCalendarDay } from '@buildright/browser';
import { OutlineLinkButton } from '../../../components/OutlineLinkButton.tsx';
import { RecipientDetails } from '../../../components/RecipientDetails.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { invoiceUrl } from '../../../lib/document-links.ts';
import { Detail } from '../Detail.tsx';

const paymentMethods: Record<string, string> = {
  card: 'Card payment',
  quote: 'Quote request (payment arranged by our sales team)',
  po: 'Purchase order (pay on invoice)',
};

/** The server issues the invoice once the order is paid or confirmed on a purchase order. */
const hasInvoice = (order: CustomerOrder) =>
  order.paymentStatus === 'paid' || order.paymentMethod === 'po';

export function PaymentCard({ order }: { order: CustomerOrder }) {
  return (
    <SectionCard titleId="payment-title" title="Payment" titleMb="sm">
      <Stack gap="xs" align="flex-start">
        <Detail label="Method" value={paymentMethods[order.paymentMethod] ?? order.paymentMethod} />
        {order.poNumber && <Detail label="PO number" value={order.poNumber} />}
        <PaymentBadge paymentMethod={order.paymentMethod} paymentStatus={order.paymentStatus} />
        {hasInvoice(order) && (
          <OutlineLinkButton
            href={invoiceUrl(order.id)}
            newTab
            icon={IconFileDownload}
            size="sm"
            mt="xs"
          >
            Download invoice
          </OutlineLinkButton>
        )}
      </Stack>
    </SectionCard>
  );
}

export function DeliveryCard({ order }: { order: CustomerOrder }) {
  return (
    <SectionCard titleId="delivery-title" title="Delivery" titleMb="sm">
      <Stack gap={4}>
        <Detail label="Tracking Number" value={order.trackingNumber ?? 'Not yet assigned'} />
        <Detail
          label="Estimated Delivery"
          value={
            order.estimatedDelivery ? formatCalendarDay(order.estimatedDelivery) : 'To be confirmed'
          }
        />
        <RecipientDetails
          recipient={{
            name: order.customerName,
            address: order.customerAddress,
            email: order.customerEmail,
            phone: order.customerPhone,
          }}
        />
      </Stack>
    </SectionCard>
  );
}
