import { Card, Group, Table, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, formatMoney } from '@buildright/browser';
import { adminPaths } from '@buildright/api/shared';
import { DataTable } from '../common/DataTable.tsx';
import { InAppLink } from '../common/InAppLink.tsx';
import { QueryError } from '../common/QueryError.tsx';
import { EmptyRow, LoadingText } from '../common/TableStates.tsx';
import { trpc } from '../lib/trpc.ts';
import { OrderStateBadges } from '../orders/OrderStateBadges.tsx';

const columns = ['Order', 'Customer', 'Total', 'Status', 'Placed'];

/** The newest orders, each with its status and payment state, one click from its details. */
export function RecentOrders() {
  const orders = useQuery(trpc.stats.recentOrders.queryOptions());
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="recent-orders-title"
    >
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4" id="recent-orders-title">
          Latest orders
        </Title>
        <InAppLink to={adminPaths.orders()} size="sm">
          All orders
        </InAppLink>
      </Group>
      {orders.isError ? (
        <QueryError error={orders.error} onRetry={() => void orders.refetch()} />
      ) : !orders.data ? (
        <LoadingText>Loading orders...</LoadingText>
      ) : (
        <DataTable label="Latest orders" columns={columns} minWidth={560}>
          {orders.data.length === 0 && <EmptyRow colSpan={columns.length}>No orders yet.</EmptyRow>}
          {orders.data.map((order) => (
            <Table.Tr key={order.id}>
              <Table.Td fw={700}>
                <InAppLink to={adminPaths.order(order.id)} size="sm" fw={700}>
                  #{order.id}
                </InAppLink>
              </Table.Td>
              <Table.Td>{order.customerName}</Table.Td>
              <Table.Td>{formatMoney(order.total)}</Table.Td>
              <Table.Td>
                <OrderStateBadges {...order} />
              </Table.Td>
              <Table.Td>{formatDateTime(order.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
    </Card>
  );
}
