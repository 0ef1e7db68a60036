import type { CustomerOrder } from '@buildright/api';
import { PaymentBadge } from '@buildright/ui';
import { carrierLabel, orderHasInvoice, trackingUrl } from '@buildright/api/shared';
import { Anchor, Stack } from '@mantine/core';
import { IconExternalLink, IconFileDownload } from '@tabler/icons-react';
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
  account: "On the company's account (pay by the invoice's due date)",
};

/** `invoice`: offer the invoice download (its link asks for the buyer's account). */
export function PaymentCard({
  order,
  invoice = true,
}: {
  order: CustomerOrder;
  invoice?: boolean;
}) {
  return (
    <SectionCard titleId="payment-title" title="Payment" titleMb="sm">
      <Stack gap="xs" align="flex-start">
        <Detail label="Method" value={paymentMethods[order.paymentMethod] ?? order.paymentMethod} />
        {order.poNumber && <Detail label="PO number" value={order.poNumber} />}
        <PaymentBadge paymentMethod={order.paymentMethod} paymentStatus={order.paymentStatus} />
        {invoice && orderHasInvoice(order) && (
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

function TrackingLink({ order }: { order: CustomerOrder }) {
  const link = trackingUrl(order.trackingCarrier, order.trackingNumber);
  if (!link || !order.trackingCarrier) return null;
  return (
    <Anchor href={link} target="_blank" rel="noreferrer" size="sm" fw={600} mb={4}>
      Track your shipment with {carrierLabel(order.trackingCarrier)}
      <IconExternalLink size={14} aria-hidden style={{ marginLeft: 4, verticalAlign: -2 }} />
    </Anchor>
  );
}

export function DeliveryCard({ order }: { order: CustomerOrder }) {
  return (
    <SectionCard titleId="delivery-title" title="Delivery" titleMb="sm">
      <Stack gap={4}>
        {order.trackingNumber && order.trackingCarrier && (
          <Detail label="Carrier" value={carrierLabel(order.trackingCarrier)} />
        )}
        <Detail label="Tracking Number" value={order.trackingNumber ?? 'Not yet assigned'} />
        <TrackingLink order={order} />
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
