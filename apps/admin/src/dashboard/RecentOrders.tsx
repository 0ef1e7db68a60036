import { useQuery } from '@tanstack/react-query';
import type { RecentOrder } from '@buildright/api';
import { formatDateTime, formatMoney } from '@buildright/browser';
import { adminPaths } from '@buildright/api/shared';
import { StackedTable, type TableColumn } from '@buildright/ui';
import { InAppLink } from '../common/InAppLink.tsx';
import { QueryContent } from '../common/QueryContent.tsx';
import { trpc } from '../lib/trpc.ts';
import { OrderStateBadges } from '../orders/OrderStateBadges.tsx';
import { DashboardCard } from './DashboardCard.tsx';

const columns: TableColumn<RecentOrder>[] = [
  {
    label: 'Order',
    primary: true,
    cell: (order) => (
      <InAppLink to={adminPaths.order(order.id)} size="sm" fw={700}>
        #{order.id}
      </InAppLink>
    ),
  },
  { label: 'Customer', cell: (order) => order.customerName },
  { label: 'Total', cell: (order) => formatMoney(order.total) },
  { label: 'Status', cell: (order) => <OrderStateBadges {...order} /> },
  { label: 'Placed', cell: (order) => formatDateTime(order.createdAt) },
];

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
          <StackedTable
            label="Latest orders"
            columns={columns}
            minWidth={560}
            rows={data}
            rowKey={(order) => order.id}
            empty="No orders yet."
          />
        )}
      </QueryContent>
    </DashboardCard>
  );
}
