import { adminPaths } from '@buildright/api/shared';
import { OrderStatusBadge, PaymentBadge } from '@buildright/ui';
import { Group, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, formatMoney } from '@buildright/browser';
import { InAppLink } from '../common/InAppLink.tsx';
import { RecordTableSection } from '../common/RecordTableSection.tsx';
import { trpc } from '../lib/trpc.ts';

/** The customer's orders, newest first, a page at a time, each opening in the Orders tab. */
export function CustomerOrders({ customerId }: { customerId: number }) {
  const [page, setPage] = useState(1);
  const orders = useQuery({
    ...trpc.customers.staff.orders.queryOptions({ id: customerId, page }),
    placeholderData: keepPreviousData,
  });
  return (
    <RecordTableSection
      title="Orders"
      noun="orders"
      label="Customer orders"
      empty="No orders yet."
      testId="customer-orders"
      query={orders}
      rowsOf={(data) => data.orders}
      page={page}
      onPage={setPage}
      head={
        <>
          <Table.Th>Order</Table.Th>
          <Table.Th ta="right">Total</Table.Th>
          <Table.Th>Status</Table.Th>
        </>
      }
      row={(order) => (
        <Table.Tr key={order.id}>
          <Table.Td>
            <InAppLink to={adminPaths.order(order.id)} size="sm">
              Order #{order.id}
            </InAppLink>
            <Text size="xs" c="dimmed">
              {formatDate(order.createdAt)}
            </Text>
          </Table.Td>
          <Table.Td ta="right">{formatMoney(order.total)}</Table.Td>
          <Table.Td>
            <Group gap={6} wrap="wrap">
              <OrderStatusBadge status={order.status} />
              <PaymentBadge
                paymentMethod={order.paymentMethod}
                paymentStatus={order.paymentStatus}
              />
            </Group>
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}
