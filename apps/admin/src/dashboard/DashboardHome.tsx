import { Grid } from '@mantine/core';
import { useCan } from '../lib/permissions.ts';
import { LowStock } from './LowStock.tsx';
import { NeedsActionCards } from './NeedsActionCards.tsx';
import { RecentOrders } from './RecentOrders.tsx';
import { SalesOverTime } from './SalesOverTime.tsx';
import { StatsCards } from './StatsCards.tsx';
import { TopProducts } from './TopProducts.tsx';
import { UndeliveredMail } from './UndeliveredMail.tsx';

/** The Dashboard tab: the figures and what needs doing, as much as the role may see. */
export function DashboardHome() {
  const can = useCan();
  return (
    <>
      {can('sales.view') && <StatsCards />}
      {can('orders.view') && <NeedsActionCards />}
      <Grid mt="lg" gap="lg">
        {can('sales.view') && (
          <>
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <SalesOverTime />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <TopProducts />
            </Grid.Col>
          </>
        )}
        {can('orders.view') && (
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <RecentOrders />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, lg: can('orders.view') ? 5 : 12 }}>
          <LowStock />
        </Grid.Col>
      </Grid>
      {can('mail.manage') && <UndeliveredMail />}
    </>
  );
}
