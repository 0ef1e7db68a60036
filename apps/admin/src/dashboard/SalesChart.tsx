import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Box, Stack, Text } from '@mantine/core';
import type { SalesDay } from '@buildright/api';
import { formatCalendarDay, formatMoney } from '@buildright/browser';

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
});

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
  return (
    <Stack gap="md">
      <Box component="figure" m={0} data-testid="revenue-chart">
        <Text component="figcaption" size="sm" fw={600} mb={4}>
          Revenue per day
        </Text>
        <BarChart
          h={220}
          data={data}
          dataKey="day"
          series={[{ name: 'revenue', label: 'Revenue', color: 'blue.7' }]}
          valueFormatter={(value) => formatMoney(Math.round(value * 100))}
          yAxisProps={{ tickFormatter: (value: number) => wholeDollars.format(value), width: 64 }}
          maxBarWidth={20}
        />
      </Box>
      <Box component="figure" m={0} data-testid="orders-chart">
        <Text component="figcaption" size="sm" fw={600} mb={4}>
          Orders per day
        </Text>
        <LineChart
          h={140}
          data={data}
          dataKey="day"
          series={[{ name: 'orders', label: 'Orders', color: 'orange.8' }]}
          yAxisProps={{ allowDecimals: false, width: 64 }}
          curveType="linear"
          withDots={false}
        />
      </Box>
    </Stack>
  );
}
