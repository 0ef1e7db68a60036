import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Box, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SalesDay } from '@buildright/api';
import { formatCalendarDay, formatMoney } from '@buildright/browser';
import { integerTicks } from './integer-ticks.ts';

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
});

function Figure(props: { caption: string; testId: string; children: ReactNode }) {
  return (
    <Box component="figure" m={0} data-testid={props.testId}>
      <Text component="figcaption" size="sm" fw={600} mb={4}>
        {props.caption}
      </Text>
      {props.children}
    </Box>
  );
}

/**
 * Revenue and orders, one bar or point a day. Loaded on its own, as the chart library is most of
 * the dashboard's weight.
 */
export default function SalesChart({ days }: { days: SalesDay[] }) {
  // Amounts become numbers only to be drawn; every figure written out is the server's, in cents.
  const data = days.map((d) => ({
    day: formatCalendarDay(d.date, 'monthDay'),
    revenue: Number(d.revenue),
    orders: d.orders,
  }));
  const orderTicks = integerTicks(Math.max(0, ...days.map((d) => d.orders)));
  return (
    <Stack gap="md">
      <Figure caption="Revenue per day" testId="revenue-chart">
        <BarChart
          h={220}
          data={data}
          dataKey="day"
          series={[{ name: 'revenue', label: 'Revenue', color: 'blue.7' }]}
          valueFormatter={(value) => formatMoney(Math.round(value * 100))}
          yAxisProps={{ tickFormatter: (value: number) => wholeDollars.format(value), width: 64 }}
          maxBarWidth={20}
        />
      </Figure>
      <Figure caption="Orders per day" testId="orders-chart">
        <LineChart
          h={140}
          data={data}
          dataKey="day"
          series={[{ name: 'orders', label: 'Orders', color: 'orange.8' }]}
          // Every tick shown: left to itself, the axis drops one it finds crowded ("0, 1, 2, 4").
          yAxisProps={{
            ticks: orderTicks,
            interval: 0,
            domain: [0, orderTicks.at(-1)!],
            width: 64,
          }}
          curveType="linear"
          withDots={false}
        />
      </Figure>
    </Stack>
  );
}
