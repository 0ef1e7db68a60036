import { Button, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTRPC } from '../../lib/trpc.ts';
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

  if (orders.isPending) {
    return (
      <Group gap="sm" py="lg" justify="center">
        <Loader size="sm" aria-hidden />
        <Text>Loading your orders...</Text>
      </Group>
    );
  }
  if (orders.isError) {
    return (
      <Text c="red.9" role="alert">
        Your orders could not be loaded: {orders.error.message}
      </Text>
    );
  }
  if (orders.data.length === 0) {
    return (
      <Stack align="center" py="xl" gap="sm" data-testid="orders-empty">
        <ThemeIcon size={64} radius="xl" color="gray.2" aria-hidden>
          <IconPackage size={34} color="var(--mantine-color-gray-7)" />
        </ThemeIcon>
        <Text fw={700}>No orders found</Text>
        <Text c="dimmed" size="sm">
          Your orders will appear here once you place one.
        </Text>
        <Button component={Link} to="/">
          Start Shopping
        </Button>
      </Stack>
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
