import { adminPaths } from '@buildright/api/shared';
import { OrderStatusBadge, PaymentBadge } from '@buildright/ui';
import { Group, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, formatMoney } from '@buildright/browser';
import { InAppLink } from '../common/InAppLink.tsx';
import { trpc } from '../lib/trpc.ts';
import { RecordTableSection } from '../common/RecordTableSection.tsx';

/** Every member's orders for the company, newest first, a page at a time. */
export function CompanyOrders({ companyId }: { companyId: number }) {
  const [page, setPage] = useState(1);
  const orders = useQuery({
    ...trpc.companies.staff.orders.queryOptions({ id: companyId, page }),
    placeholderData: keepPreviousData,
  });
  return (
    <RecordTableSection
      title="Orders"
      noun="orders"
      label="Company orders"
      empty="No orders for the company yet."
      testId="company-orders"
      query={orders}
      rowsOf={(data) => data.orders}
      page={page}
      onPage={setPage}
      head={
        <>
          <Table.Th>Order</Table.Th>
          <Table.Th>Placed by</Table.Th>
          <Table.Th ta="right">Total</Table.Th>
          <Table.Th>Status</Table.Th>
        </>
      }
      row={(order) => (
        <Table.Tr key={order.id}>
          <Table.Td>
            <InAppLink to={adminPaths.order(order.id)} size="sm">
              #{order.id}
            </InAppLink>
            <Text size="xs" c="dimmed">
              {formatDate(order.createdAt)}
              {order.poNumber ? ` · PO ${order.poNumber}` : ''}
            </Text>
          </Table.Td>
          <Table.Td>{order.placedBy}</Table.Td>
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
