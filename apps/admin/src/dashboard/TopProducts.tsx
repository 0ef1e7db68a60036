import { Card, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '@buildright/browser';
import { DataTable } from '../common/DataTable.tsx';
import { QueryError } from '../common/QueryError.tsx';
import { EmptyRow, LoadingText } from '../common/TableStates.tsx';
import { trpc } from '../lib/trpc.ts';

const columns = ['Product', 'Units', 'Revenue'];

/** The best sellers of the last 30 days by revenue, counted as the sales chart counts them. */
export function TopProducts() {
  const top = useQuery(trpc.stats.topProducts.queryOptions());
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="top-products-title"
    >
      <Title order={2} fz="h4" id="top-products-title">
        Top products
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Last 30 days, by revenue (unit price × quantity).
      </Text>
      {top.isError ? (
        <QueryError error={top.error} onRetry={() => void top.refetch()} />
      ) : !top.data ? (
        <LoadingText>Loading products...</LoadingText>
      ) : (
        <DataTable label="Top products" columns={columns} minWidth={360}>
          {top.data.length === 0 && (
            <EmptyRow colSpan={columns.length}>No sales in the last 30 days.</EmptyRow>
          )}
          {top.data.map((product) => (
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
          ))}
        </DataTable>
      )}
    </Card>
  );
}
