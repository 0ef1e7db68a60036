import { Container, Grid, Tabs } from '@mantine/core';
import {
  IconClipboardList,
  IconFileDollar,
  IconLayoutDashboard,
  IconPackage,
  IconUsers,
} from '@tabler/icons-react';
import type { AdminUser } from '@buildright/api';
import { InventoryTab } from '../inventory/InventoryTab.tsx';
import { AdminHeader } from '../layout/AdminHeader.tsx';
import { useSearchParam } from '../lib/useSearchParam.ts';
import { OrdersTab } from '../orders/OrdersTab.tsx';
import { NeedsActionBadge } from '../quotes/NeedsActionBadge.tsx';
import { QuotesTab } from '../quotes/QuotesTab.tsx';
import { UsersTab } from '../users/UsersTab.tsx';
import { LowStock } from './LowStock.tsx';
import { NeedsActionCards } from './NeedsActionCards.tsx';
import { RecentOrders } from './RecentOrders.tsx';
import { SalesOverTime } from './SalesOverTime.tsx';
import { StatsCards } from './StatsCards.tsx';
import { TopProducts } from './TopProducts.tsx';
import { UndeliveredMail } from './UndeliveredMail.tsx';

const tabs = ['account', 'inventory', 'orders', 'quotes', 'users'] as const;

export function DashboardPage({ admin }: { admin: AdminUser }) {
  const [tab, setTab] = useSearchParam('tab', tabs, 'account');

  return (
    <>
      <AdminHeader admin={admin} />
      <Container size="xl" py="lg" component="main">
        <Tabs
          value={tab}
          onChange={(value) => setTab((value as (typeof tabs)[number] | null) ?? 'account')}
          variant="pills"
          keepMounted={false}
          styles={{
            // One row on a wide screen; as many to a row as fit on a phone.
            list: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))' },
            tab: { justifyContent: 'center' },
            tabLabel: { flex: 'none' },
          }}
        >
          <Tabs.List mb="lg" aria-label="Admin sections">
            <Tabs.Tab value="account" leftSection={<IconLayoutDashboard size={18} aria-hidden />}>
              Dashboard
            </Tabs.Tab>
            <Tabs.Tab value="inventory" leftSection={<IconPackage size={18} aria-hidden />}>
              Inventory
            </Tabs.Tab>
            <Tabs.Tab value="orders" leftSection={<IconClipboardList size={18} aria-hidden />}>
              Orders
            </Tabs.Tab>
            <Tabs.Tab
              value="quotes"
              leftSection={<IconFileDollar size={18} aria-hidden />}
              rightSection={<NeedsActionBadge />}
            >
              Quotes
            </Tabs.Tab>
            <Tabs.Tab value="users" leftSection={<IconUsers size={18} aria-hidden />}>
              Users
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="account">
            <StatsCards />
            <NeedsActionCards />
            <Grid mt="lg" gap="lg">
              <Grid.Col span={{ base: 12, lg: 8 }}>
                <SalesOverTime />
              </Grid.Col>
              <Grid.Col span={{ base: 12, lg: 4 }}>
                <TopProducts />
              </Grid.Col>
              <Grid.Col span={{ base: 12, lg: 7 }}>
                <RecentOrders />
              </Grid.Col>
              <Grid.Col span={{ base: 12, lg: 5 }}>
                <LowStock />
              </Grid.Col>
            </Grid>
            <UndeliveredMail />
          </Tabs.Panel>
          <Tabs.Panel value="inventory">
            <InventoryTab />
          </Tabs.Panel>
          <Tabs.Panel value="orders">
            <OrdersTab />
          </Tabs.Panel>
          <Tabs.Panel value="quotes">
            <QuotesTab />
          </Tabs.Panel>
          <Tabs.Panel value="users">
            <UsersTab />
          </Tabs.Panel>
        </Tabs>
      </Container>
    </>
  );
}
