import type { CustomerOrder } from '@buildright/api';
import { PaymentBadge } from '@buildright/ui';
import { Card, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '../dates.ts';
import { Detail } from '../Detail.tsx';

const paymentMethods: Record<string, string> = {
  card: 'Card payment',
  quote: 'Quote request (payment arranged by our sales team)',
};

export function PaymentCard({ order }: { order: CustomerOrder }) {
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="payment-title">
      <Title order={2} fz="xl" mb="sm" id="payment-title">
        Payment
      </Title>
      <Stack gap="xs" align="flex-start">
        <Detail label="Method" value={paymentMethods[order.paymentMethod] ?? order.paymentMethod} />
        <PaymentBadge paymentMethod={order.paymentMethod} paymentStatus={order.paymentStatus} />
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
          value={order.estimatedDelivery ? formatDate(order.estimatedDelivery) : 'To be confirmed'}
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
