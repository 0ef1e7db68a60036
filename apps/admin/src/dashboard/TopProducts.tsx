import { Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '@buildright/browser';
import { RowsTable } from '../common/DataTable.tsx';
import { QueryContent } from '../common/QueryContent.tsx';
import { trpc } from '../lib/trpc.ts';
import { DashboardCard } from './DashboardCard.tsx';

const columns = ['Product', 'Units', 'Revenue'];

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
          <RowsTable
            label="Top products"
            columns={columns}
            minWidth={360}
            rows={data}
            empty="No sales in the last 30 days."
          >
            {(product) => (
              <Table.Tr key={product.productId ?? `deleted-${product.name}`}>
                <Table.Td>
                  {product.name}
                  {product.productId === null && (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      (deleted)
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{product.units}</Table.Td>
                <Table.Td>{formatMoney(product.revenue)}</Table.Td>
              </Table.Tr>
            )}
          </RowsTable>
        )}
      </QueryContent>
    </DashboardCard>
  );
}
