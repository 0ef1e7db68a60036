import {
  Card,
  Center,
  Group,
  Loader,
  SegmentedControl,
  Skeleton,
  Text,
  Title,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { salesPeriods, type SalesPeriod } from '@buildright/api/shared';
import { formatMoney } from '@buildright/browser';
import { QueryError } from '../common/QueryError.tsx';
import { trpc } from '../lib/trpc.ts';
import { useChoiceParam, useSetParams } from '../lib/queryParams.ts';

const SalesChart = lazy(() => import('./SalesChart.tsx'));

const periods = salesPeriods.map(String) as `${SalesPeriod}`[];

/** Revenue and orders per day over the last 30 or 90 days, with the period's totals. */
export function SalesOverTime() {
  // Kept in the address (/?days=90), so a reload and the back button show the same period.
  const period = useChoiceParam('days', periods, '30');
  const setParams = useSetParams();
  const setPeriod = (days: `${SalesPeriod}`) => setParams({ days: days === '30' ? null : days });
  const sales = useQuery({
    ...trpc.stats.salesByDay.queryOptions({ days: Number(period) as SalesPeriod }),
    placeholderData: keepPreviousData,
  });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="sales-title">
      <Group justify="space-between" align="flex-start" mb="md">
        <div>
          <Title order={2} fz="h4" id="sales-title">
            Revenue and orders
          </Title>
          <Text size="sm" c="dimmed">
            Paid orders and orders on a purchase order, cancelled and refunded left out; days in
            UTC.
          </Text>
        </div>
        <SegmentedControl
          aria-label="Period"
          value={period}
          onChange={(value) => setPeriod(value as `${SalesPeriod}`)}
          data={periods.map((days) => ({ value: days, label: `${days} days` }))}
        />
      </Group>
      {sales.isError ? (
        <QueryError error={sales.error} onRetry={() => void sales.refetch()} />
      ) : !sales.data ? (
        <Skeleton h={400} radius="md" aria-busy="true" />
      ) : (
        <>
          <Group gap="xl" mb="md" aria-busy={sales.isPlaceholderData}>
            <div>
              <Text size="sm" c="dimmed">
                Revenue, last {period} days
              </Text>
              <Text fz={24} fw={800} data-testid="period-revenue">
                {formatMoney(sales.data.totalRevenue)}
              </Text>
            </div>
            <div>
              <Text size="sm" c="dimmed">
                Orders, last {period} days
              </Text>
              <Text fz={24} fw={800} data-testid="period-orders">
                {sales.data.totalOrders}
              </Text>
            </div>
          </Group>
          <Suspense
            fallback={
              <Center h={400}>
                <Loader aria-label="Loading the chart" />
              </Center>
            }
          >
            <SalesChart days={sales.data.days} />
          </Suspense>
        </>
      )}
    </Card>
  );
}
