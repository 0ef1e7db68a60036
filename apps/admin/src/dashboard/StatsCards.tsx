import { SimpleGrid, Skeleton, Text } from '@mantine/core';
import {
  IconClipboardList,
  IconCurrencyDollar,
  IconPackage,
  IconReceipt,
  IconUsers,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '@buildright/browser';
import { QueryError } from '../common/QueryError.tsx';
import { trpc } from '../lib/trpc.ts';
import { FigureCard } from './FigureCard.tsx';

export function StatsCards() {
  const stats = useQuery(trpc.stats.dashboard.queryOptions());

  if (stats.isError) return <QueryError error={stats.error} onRetry={() => void stats.refetch()} />;
  if (!stats.data) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 5 }} aria-busy="true">
        {[0, 1, 2, 3, 4].map((key) => (
          <Skeleton key={key} h={130} radius="md" />
        ))}
      </SimpleGrid>
    );
  }

  const s = stats.data;
  const figures = [
    {
      title: 'Total Revenue',
      value: formatMoney(s.totalRevenue),
      caption: (
        <>
          Every order placed, unpaid quote requests and failed card payments too; cancelled orders
          left out.{' '}
          <Text span size="sm" fw={600} c="var(--mantine-color-text)" data-testid="paid-revenue">
            Paid: {formatMoney(s.paidRevenue)}
          </Text>
        </>
      ),
      icon: IconCurrencyDollar,
    },
    {
      title: 'Products',
      value: `${s.activeProducts} / ${s.totalProducts}`,
      caption: 'Active products',
      icon: IconPackage,
    },
    {
      title: 'Orders',
      value: String(s.totalOrders),
      caption: `${s.pendingOrders} pending`,
      icon: IconClipboardList,
    },
    {
      title: 'Users',
      value: String(s.registeredUsers),
      caption: 'Registered users',
      icon: IconUsers,
    },
    {
      title: 'Receivables',
      value: formatMoney(s.receivables),
      caption: (
        <>
          Owed on company accounts.{' '}
          <Text
            span
            size="sm"
            fw={600}
            c="var(--mantine-color-text)"
            data-testid="overdue-receivables"
          >
            Overdue: {formatMoney(s.overdueReceivables)}
          </Text>
        </>
      ),
      icon: IconReceipt,
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 5 }}>
      {figures.map((figure) => (
        <FigureCard key={figure.title} {...figure} />
      ))}
    </SimpleGrid>
  );
}
