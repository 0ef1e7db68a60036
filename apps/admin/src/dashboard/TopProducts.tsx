import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '@buildright/browser';
import { StackedTable, type TableColumn } from '@buildright/ui';
import { QueryContent } from '../common/QueryContent.tsx';
import { trpc } from '../lib/trpc.ts';
import { DashboardCard } from './DashboardCard.tsx';

interface TopProduct {
  productId: number | null;
  name: string;
  units: number;
  revenue: string;
}

const columns: TableColumn<TopProduct>[] = [
  {
    label: 'Product',
    primary: true,
    cell: (product) => (
      <>
        {product.name}
        {product.productId === null && (
          <Text span size="xs" c="dimmed">
            {' '}
            (deleted)
          </Text>
        )}
      </>
    ),
  },
  { label: 'Units', cell: (product) => product.units },
  { label: 'Revenue', cell: (product) => formatMoney(product.revenue) },
];

/** The best sellers of the last 30 days by revenue, counted as the sales chart counts them. */
export function TopProducts() {
  const top = useQuery(trpc.stats.topProducts.queryOptions());
  return (
    <DashboardCard
      title="Top products"
      subtitle="Last 30 days, by revenue (unit price × quantity)."
    >
      <QueryContent query={top} loading="Loading products...">
        {(data) => (
          <StackedTable
            label="Top products"
            columns={columns}
            minWidth={360}
            rows={data}
            rowKey={(product) => product.productId ?? `deleted-${product.name}`}
            empty="No sales in the last 30 days."
          />
        )}
      </QueryContent>
    </DashboardCard>
  );
}
