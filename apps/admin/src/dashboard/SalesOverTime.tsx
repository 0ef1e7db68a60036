import { Center, Group, Loader, SegmentedControl, Skeleton, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { salesPeriods, type SalesPeriod } from '@buildright/api/shared';
import { formatMoney } from '@buildright/browser';
import { QueryError } from '../common/QueryError.tsx';
import { trpc } from '../lib/trpc.ts';
import { DashboardCard } from './DashboardCard.tsx';
import { useChoiceParam, useSetParams } from '../lib/queryParams.ts';

const SalesChart = lazy(() => import('./SalesChart.tsx'));

const periods = salesPeriods.map(String) as `${SalesPeriod}`[];

function PeriodTotal(props: { label: string; testId: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {props.label}
      </Text>
      <Text fz={24} fw={800} data-testid={props.testId}>
        {props.children}
      </Text>
    </div>
  );
}

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
    <DashboardCard
      title="Revenue and orders"
      subtitle="Paid orders and orders on a purchase order, cancelled and refunded left out; days in UTC."
      aside={
        <SegmentedControl
          aria-label="Period"
          value={period}
          onChange={(value) => setPeriod(value as `${SalesPeriod}`)}
          data={periods.map((days) => ({ value: days, label: `${days} days` }))}
        />
      }
      headerSpace="md"
    >
      {sales.isError ? (
        <QueryError error={sales.error} onRetry={() => void sales.refetch()} />
      ) : !sales.data ? (
        <Skeleton h={400} radius="md" aria-busy="true" />
      ) : (
        <>
          <Group gap="xl" mb="md" aria-busy={sales.isPlaceholderData}>
            <PeriodTotal label={`Revenue, last ${period} days`} testId="period-revenue">
              {formatMoney(sales.data.totalRevenue)}
            </PeriodTotal>
            <PeriodTotal label={`Orders, last ${period} days`} testId="period-orders">
              {sales.data.totalOrders}
            </PeriodTotal>
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
    </DashboardCard>
  );
}
