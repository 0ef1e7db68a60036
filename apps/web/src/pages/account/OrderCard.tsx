import type { Order } from '@buildright/api';
import { orderTitle } from '@buildright/api/shared';
import { OrderStatusBadge, PaymentBadge } from '@buildright/ui';
import { Button, Card, Divider, Group, Stack, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { formatCalendarDay, formatDate, formatMoney } from '@buildright/browser';
import { Detail } from './Detail.tsx';
import { OrderAgain } from './order-again/OrderAgain.tsx';

const orderPath = (orderId: number) => `/account/orders/${orderId}`;

export function OrderCard({ order }: { order: Order }) {
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      p="md"
      data-testid="order"
      aria-label={orderTitle(order)}
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm">
          <Text fw={800} fz="lg">
            {orderTitle(order)}
          </Text>
          {order.quoteNumber && (
            <Text size="sm" c="dimmed">
              Order #{order.id}
            </Text>
          )}
          <OrderStatusBadge status={order.status} />
          <PaymentBadge paymentMethod={order.paymentMethod} paymentStatus={order.paymentStatus} />
        </Group>
        <Text fw={800} fz="lg">
          {formatMoney(order.total)}
        </Text>
      </Group>
      <Group gap="xl" mt="xs" wrap="wrap">
        <Detail label="Order Date" value={formatDate(order.createdAt)} />
        {order.trackingNumber && <Detail label="Tracking Number" value={order.trackingNumber} />}
        {order.estimatedDelivery && (
          <Detail label="Estimated Delivery" value={formatCalendarDay(order.estimatedDelivery)} />
        )}
      </Group>
      <Divider my="sm" />
      <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {order.lines.map((line, index) => (
          <Group
            component="li"
            key={`${line.productId}-${index}`}
            justify="space-between"
            wrap="nowrap"
          >
            <Text size="sm">
              {line.name} × {line.quantity}
            </Text>
            <Text size="sm" fw={600}>
              {formatMoney(line.lineTotal)}
            </Text>
          </Group>
        ))}
      </Stack>
      <Divider my="sm" />
      <OrderAgain orderId={order.id}>
        <Button
          component={Link}
          to={orderPath(order.id)}
          variant="light"
          size="sm"
          leftSection={<IconReceipt size={16} aria-hidden />}
          aria-label={`View order #${order.id}`}
        >
          View Order
        </Button>
      </OrderAgain>
    </Card>
  );
}
