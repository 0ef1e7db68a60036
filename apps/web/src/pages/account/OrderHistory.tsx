import { Button, Stack, Text, Title } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTRPC } from '../../lib/trpc.ts';
import { EmptyList, LoadFailure, LoadingNotice } from '../LoadStates.tsx';
import { OrderCard } from './OrderCard.tsx';

export function OrderHistoryHeading() {
  return (
    <>
      <Title order={2} fz="xl">
        Order History
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        Track your orders and view order details
      </Text>
    </>
  );
}

export function OrderHistory() {
  return (
    <>
      <OrderHistoryHeading />
      <OrderList />
    </>
  );
}

function OrderList() {
  const trpc = useTRPC();
  const orders = useQuery(trpc.orders.mine.queryOptions());

  if (orders.isPending) return <LoadingNotice what="orders" py="lg" />;
  if (orders.isError) return <LoadFailure what="orders" message={orders.error.message} />;
  if (orders.data.length === 0) {
    return (
      <EmptyList
        icon={<IconPackage size={34} color="var(--mantine-color-gray-7)" />}
        title="No orders found"
        testId="orders-empty"
      >
        <Text c="dimmed" size="sm">
          Your orders will appear here once you place one.
        </Text>
        <Button component={Link} to="/">
          Start Shopping
        </Button>
      </EmptyList>
    );
  }
  return (
    <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {orders.data.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
    </Stack>
  );
}
