import type { CustomerOrder } from '@buildright/api';
import { idParam } from '@buildright/api/shared';
import { OrderStatusBadge } from '@buildright/ui';
import { Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { errorCode, errorMessage, formatDateTime } from '@buildright/browser';
import { BackLink } from '../../../components/BackLink.tsx';
import { useTRPC } from '../../../lib/trpc.ts';
import { OrderAgain } from '../order-again/OrderAgain.tsx';
import { SignedInOnly } from '../SignedInOnly.tsx';
import { DeliveryCard, PaymentCard } from './OrderFactsCards.tsx';
import { OrderLinesCard } from './OrderLinesCard.tsx';
import { OrderNotFound } from './OrderNotFound.tsx';
import { StatusHistoryCard } from './StatusHistoryCard.tsx';
import { LoadFailure, LoadingNotice } from '../../LoadStates.tsx';

export function OrderPage() {
  const { id } = useParams();
  const orderId = idParam.safeParse(id);
  const title = `Order #${id ?? ''} | BuildRight Equipment`;
  return (
    <SignedInOnly title={title}>
      {(user) => (
        <Container size="lg" py="xl">
          <title>{title}</title>
          <BackLink to="/account">Back to My Account</BackLink>
          {orderId.success && !user.isAdmin ? (
            <OrderDetails orderId={orderId.data} />
          ) : (
            <OrderNotFound />
          )}
        </Container>
      )}
    </SignedInOnly>
  );
}

function OrderDetails({ orderId }: { orderId: number }) {
  const trpc = useTRPC();
  const order = useQuery(trpc.account.orders.byId.queryOptions({ id: orderId }));

  if (order.isPending) return <LoadingNotice what="order" py={96} />;
  if (order.isError) {
    if (errorCode(order.error) === 'NOT_FOUND') return <OrderNotFound />;
    return <LoadFailure what="order" message={errorMessage(order.error)} py="xl" />;
  }
  return <OrderView order={order.data} />;
}

function OrderView({ order }: { order: CustomerOrder }) {
  return (
    <>
      <Group justify="space-between" align="flex-end" mt="sm" mb="lg" wrap="wrap">
        <div>
          <Group gap="sm">
            <Title order={1}>Order #{order.id}</Title>
            <OrderStatusBadge status={order.status} size="lg" />
          </Group>
          <Text c="dimmed">Placed on {formatDateTime(order.createdAt)}</Text>
        </div>
        <OrderAgain orderId={order.id} />
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <OrderLinesCard order={order} />
            <StatusHistoryCard history={order.statusHistory} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <PaymentCard order={order} />
            <DeliveryCard order={order} />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
