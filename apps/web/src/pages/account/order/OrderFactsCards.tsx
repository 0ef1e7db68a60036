import type { CustomerOrder } from '@buildright/api';
import { PaymentBadge } from '@buildright/ui';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { formatCalendarDay } from '@buildright/browser';
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
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="payment-title">
      <Title order={2} fz="xl" mb="sm" id="payment-title">
        Payment
      </Title>
      <Stack gap="xs" align="flex-start">
        <Detail label="Method" value={paymentMethods[order.paymentMethod] ?? order.paymentMethod} />
        {order.poNumber && <Detail label="PO number" value={order.poNumber} />}
        <PaymentBadge paymentMethod={order.paymentMethod} paymentStatus={order.paymentStatus} />
        {hasInvoice(order) && (
          <Button
            component="a"
            href={invoiceUrl(order.id)}
            target="_blank"
            variant="outline"
            color="dark"
            size="sm"
            mt="xs"
            leftSection={<IconFileDownload size={16} aria-hidden />}
          >
            Download invoice
          </Button>
        )}
      </Stack>
    </Card>
  );
}

export function DeliveryCard({ order }: { order: CustomerOrder }) {
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="delivery-title">
      <Title order={2} fz="xl" mb="sm" id="delivery-title">
        Delivery
      </Title>
      <Stack gap={4}>
        <Detail label="Tracking Number" value={order.trackingNumber ?? 'Not yet assigned'} />
        <Detail
          label="Estimated Delivery"
          value={
            order.estimatedDelivery ? formatCalendarDay(order.estimatedDelivery) : 'To be confirmed'
          }
        />
        <Text size="sm" mt="xs" fw={600}>
          {order.customerName}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {order.customerAddress}
        </Text>
        <Text size="sm" c="dimmed">
          {order.customerEmail}
          {order.customerPhone && ` · ${order.customerPhone}`}
        </Text>
      </Stack>
    </Card>
  );
}
