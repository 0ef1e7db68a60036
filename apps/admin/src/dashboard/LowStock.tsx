import { Button, Group, NumberInput, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { adminPaths, lowStockThresholdInput } from '@buildright/api/shared';
import { toast, toastFailure } from '@buildright/browser';
import { StackedTable, type TableColumn } from '@buildright/ui';
import type { AppRouter } from '@buildright/api';
import type { inferRouterOutputs } from '@trpc/server';
import { InAppLink } from '../common/InAppLink.tsx';
import { QueryContent } from '../common/QueryContent.tsx';
import { StackedText } from '../common/StackedCell.tsx';
import { StockFigure } from '../inventory/StockFigure.tsx';
import { useCan, type Can } from '../lib/permissions.ts';
import { trpc } from '../lib/trpc.ts';
import { schemaErrors } from '../lib/validate.ts';
import { DashboardCard } from './DashboardCard.tsx';

type LowStockProduct = inferRouterOutputs<AppRouter>['stats']['lowStock']['products'][number];

/** What a row's link opens: the product's form, its stock alone, or nothing the role may change. */
function rowAction(can: Can) {
  if (can('catalog.edit')) return 'Edit';
  if (can('stock.edit')) return 'Set stock';
  return null;
}

function ThresholdForm({ threshold }: { threshold: number }) {
  const form = useForm<{ threshold: number | string }>({
    initialValues: { threshold },
    validate: (values) => schemaErrors(lowStockThresholdInput, values),
  });
  const save = useMutation(
    trpc.stats.setLowStockThreshold.mutationOptions({
      onSuccess: (saved) =>
        toast({
          title: 'Low-stock threshold saved',
          description: `Products with ${saved.lowStockThreshold} or fewer in stock are listed.`,
        }),
      onError: (error) => toastFailure('Could not save the threshold', error),
    }),
  );

  return (
    <form
      onSubmit={form.onSubmit((values) => save.mutate({ threshold: Number(values.threshold) }))}
      noValidate
    >
      <Group align="flex-end" gap="sm">
        <NumberInput
          label="Low-stock threshold"
          description="List active products with this many or fewer"
          min={0}
          allowDecimal={false}
          allowNegative={false}
          w={220}
          {...form.getInputProps('threshold')}
        />
        <Button type="submit" variant="light" loading={save.isPending} disabled={!form.isDirty()}>
          Save
        </Button>
      </Group>
    </form>
  );
}

/** Active products running out, fewest first, each one click from its edit form. */
export function LowStock() {
  const low = useQuery(trpc.stats.lowStock.queryOptions());
  const can = useCan();
  const action = rowAction(can);
  const columns: TableColumn<LowStockProduct>[] = [
    {
      label: 'Product',
      primary: true,
      cell: (product) => <StackedText main={product.name} detail={product.category} />,
    },
    { label: 'SKU', cell: (product) => product.sku },
    { label: 'Stock', cell: (product) => <StockFigure stock={product.stock} /> },
  ];
  if (action) {
    columns.push({
      label: 'Actions',
      cell: (product) => (
        // The product's form, or its stock alone for the warehouse.
        <InAppLink
          to={adminPaths.product(product.id)}
          size="sm"
          aria-label={`${action} ${product.name}`}
        >
          {action}
        </InAppLink>
      ),
    });
  }
  return (
    <DashboardCard title="Low stock">
      <QueryContent query={low} loading="Loading stock...">
        {(data) => (
          <>
            {/* Drawn afresh from each saved value, so the field shows what the list uses. */}
            {can('stock.edit') && <ThresholdForm key={data.threshold} threshold={data.threshold} />}
            <Text size="sm" c="dimmed" mt="md" mb="xs" data-testid="low-stock-summary">
              {data.total === 0
                ? `No active product has ${data.threshold} or fewer in stock.`
                : `${data.totalIsEstimate ? 'About ' : ''}${data.total.toLocaleString('en-US')} active product${data.total === 1 ? '' : 's'} with ${data.threshold} or fewer in stock${data.total > data.products.length ? `; the ${data.products.length} lowest are listed` : ''}.`}
            </Text>
            {data.total > 0 && (
              <StackedTable
                label="Low stock"
                columns={columns}
                rows={data.products}
                rowKey={(product) => product.id}
                minWidth={480}
                tableProps={{ striped: true, highlightOnHover: true }}
              />
            )}
          </>
        )}
      </QueryContent>
    </DashboardCard>
  );
}
