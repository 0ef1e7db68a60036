import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import {
  IconClipboardList,
  IconCurrencyDollar,
  IconPackage,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '@buildright/browser';
import { QueryError } from '../common/QueryError.tsx';
import { trpc } from '../lib/trpc.ts';

function StatCard(props: { title: string; value: string; caption: string; icon: Icon }) {
  const { icon: CardIcon } = props;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label={props.title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="sm" fw={600} c="dimmed">
            {props.title}
          </Text>
          <Text fz={28} fw={800} mt={4} data-testid="stat-value">
            {props.value}
          </Text>
        </div>
        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
          <CardIcon size={20} />
        </ThemeIcon>
      </Group>
      <Text size="sm" c="dimmed" mt="xs">
        {props.caption}
      </Text>
    </Card>
  );
}

export function StatsCards() {
  const stats = useQuery(trpc.stats.dashboard.queryOptions());

  if (stats.isError) return <QueryError error={stats.error} onRetry={() => void stats.refetch()} />;
  if (!stats.data) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} aria-busy="true">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} h={130} radius="md" />
        ))}
      </SimpleGrid>
    );
  }

  const s = stats.data;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
      <StatCard
        title="Total Revenue"
        value={formatMoney(s.totalRevenue)}
        caption="All orders, cancelled orders left out"
        icon={IconCurrencyDollar}
      />
      <StatCard
        title="Products"
        value={`${s.activeProducts} / ${s.totalProducts}`}
        caption="Active products"
        icon={IconPackage}
      />
      <StatCard
        title="Orders"
        value={String(s.totalOrders)}
        caption={`${s.pendingOrders} pending`}
        icon={IconClipboardList}
      />
      <StatCard
        title="Users"
        value={String(s.registeredUsers)}
        caption="Registered users"
        icon={IconUsers}
      />
    </SimpleGrid>
  );
}
