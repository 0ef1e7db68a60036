import { Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, formatMoney } from '@buildright/browser';
import { adminPaths } from '@buildright/api/shared';
import { RowsTable } from '../common/DataTable.tsx';
import { InAppLink } from '../common/InAppLink.tsx';
import { QueryContent } from '../common/QueryContent.tsx';
import { trpc } from '../lib/trpc.ts';
import { OrderStateBadges } from '../orders/OrderStateBadges.tsx';
import { DashboardCard } from './DashboardCard.tsx';

const columns = ['Order', 'Customer', 'Total', 'Status', 'Placed'];

/** The newest orders, each with its status and payment state, one click from its details. */
export function RecentOrders() {
  const orders = useQuery(trpc.stats.recentOrders.queryOptions());
  return (
    <DashboardCard
      title="Latest orders"
      aside={
        <InAppLink to={adminPaths.orders()} size="sm">
          All orders
        </InAppLink>
      }
    >
      <QueryContent query={orders} loading="Loading orders...">
        {(data) => (
          <RowsTable
            label="Latest orders"
            columns={columns}
            minWidth={560}
            rows={data}
            empty="No orders yet."
          >
            {(order) => (
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
            )}
          </RowsTable>
        )}
      </QueryContent>
    </DashboardCard>
  );
}
