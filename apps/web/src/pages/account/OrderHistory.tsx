import { Button, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '@buildright/browser';
import { PlainList } from '../../components/PlainList.tsx';
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

/** Orders a page shows; a contractor with more pages through them, newest first. */
const ORDERS_PER_PAGE = 10;

function OrderList() {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const orders = useQuery({
    ...trpc.orders.mine.queryOptions({ page, pageSize: ORDERS_PER_PAGE }),
    placeholderData: keepPreviousData,
  });

  if (orders.isPending) return <LoadingNotice what="orders" py="lg" />;
  if (orders.isError) return <LoadFailure what="orders" message={errorMessage(orders.error)} />;
  const { orders: shown, total } = orders.data;
  if (total === 0) {
    return (
      <EmptyList icon={IconPackage} title="No orders found" testId="orders-empty">
        <Text c="dimmed" size="sm">
          Your orders will appear here once you place one.
        </Text>
        <Button component={Link} to="/">
          Start Shopping
        </Button>
      </EmptyList>
    );
  }
  const pageCount = Math.ceil(total / ORDERS_PER_PAGE);
  return (
    <Stack gap="md">
      <PlainList gap="md" aria-busy={orders.isPlaceholderData}>
        {shown.map((order) => (
          <OrderCard key={order.id} order={order} />
        ))}
      </PlainList>
      {pageCount > 1 && (
        <Group justify="center">
          <Pagination
            total={pageCount}
            value={Math.min(page, pageCount)}
            onChange={setPage}
            getControlProps={(control) => ({
              'aria-label': control === 'previous' ? 'Previous page' : 'Next page',
            })}
            getItemProps={(item) => ({ 'aria-label': `Orders page ${item}` })}
          />
        </Group>
      )}
    </Stack>
  );
}
