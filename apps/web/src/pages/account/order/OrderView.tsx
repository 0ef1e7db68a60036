import type { CustomerOrder } from '@buildright/api';
import { orderTitle } from '@buildright/api/shared';
import { OrderStatusBadge } from '@buildright/ui';
import { Grid, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateTime } from '@buildright/browser';
import { ApprovalNotice } from './ApprovalNotice.tsx';
import { DeliveryCard, PaymentCard } from './OrderFactsCards.tsx';
import { OrderLinesCard } from './OrderLinesCard.tsx';
import { StatusHistoryCard } from './StatusHistoryCard.tsx';

/**
 * The order page's body, whoever opened it: its buyer under My Account (with Order Again as the
 * action) or a guest through the order lookup (no account actions, no invoice download).
 */
export function OrderView({
  order,
  actions,
  returns,
  guest = false,
}: {
  order: CustomerOrder;
  actions?: ReactNode;
  /** The order's returns, under its lines. */
  returns?: ReactNode;
  guest?: boolean;
}) {
  return (
    <>
      <Group justify="space-between" align="flex-end" mt="sm" mb="lg" wrap="wrap">
        <div>
          <Group gap="sm">
            <Title order={1}>{orderTitle(order)}</Title>
            <OrderStatusBadge status={order.status} size="lg" />
          </Group>
          <Text c="dimmed">
            {order.quoteNumber && `Order #${order.id} · `}Placed on{' '}
            {formatDateTime(order.createdAt)}
          </Text>
        </div>
        {actions}
      </Group>
      <ApprovalNotice order={order} canPay={!guest} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <OrderLinesCard order={order} />
            {returns}
            <StatusHistoryCard history={order.statusHistory} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <PaymentCard order={order} invoice={!guest} />
            <DeliveryCard order={order} />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
