import { Container, Grid, Tabs } from '@mantine/core';
import {
  IconClipboardList,
  IconFileDollar,
  IconHistory,
  IconIdBadge2,
  IconLayoutDashboard,
  IconPackage,
  IconUsers,
} from '@tabler/icons-react';
import { useMemo } from 'react';
import type { AdminUser } from '@buildright/api';
import { ActivityTab } from '../activity/ActivityTab.tsx';
import { InventoryTab } from '../inventory/InventoryTab.tsx';
import { AdminHeader } from '../layout/AdminHeader.tsx';
import { useCan } from '../lib/permissions.ts';
import { useSearchParam } from '../lib/useSearchParam.ts';
import { OrdersTab } from '../orders/OrdersTab.tsx';
import { NeedsActionBadge } from '../quotes/NeedsActionBadge.tsx';
import { QuotesTab } from '../quotes/QuotesTab.tsx';
import { StaffTab } from '../staff/StaffTab.tsx';
import { UsersTab } from '../users/UsersTab.tsx';
import { LowStock } from './LowStock.tsx';
import { NeedsActionCards } from './NeedsActionCards.tsx';
import { RecentOrders } from './RecentOrders.tsx';
import { SalesOverTime } from './SalesOverTime.tsx';
import { StatsCards } from './StatsCards.tsx';
import { tabsFor, type DashboardTab } from './tabs.ts';
import { TopProducts } from './TopProducts.tsx';
import { UndeliveredMail } from './UndeliveredMail.tsx';

/** The signed-in staff member's sections: only those their role may open. */
export function DashboardPage({ admin }: { admin: AdminUser }) {
  const can = useCan();
  // A link to a tab the role may not open (?tab=staff) shows the dashboard instead.
  const tabs = useMemo(() => tabsFor(can), [can]);
  const [chosen, setTab] = useSearchParam('tab', tabs, 'account');
  const shows = (name: DashboardTab) => tabs.includes(name);
  // The role may change while a tab is open; the tab then closes.
  const tab = shows(chosen) ? chosen : 'account';

  return (
    <>
      <AdminHeader admin={admin} />
      <Container size="xl" py="lg" component="main">
        <Tabs
          value={tab}
          onChange={(value) => setTab((value as DashboardTab | null) ?? 'account')}
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
            {shows('inventory') && (
              <Tabs.Tab value="inventory" leftSection={<IconPackage size={18} aria-hidden />}>
                Inventory
              </Tabs.Tab>
            )}
            {shows('orders') && (
              <Tabs.Tab value="orders" leftSection={<IconClipboardList size={18} aria-hidden />}>
                Orders
              </Tabs.Tab>
            )}
            {shows('quotes') && (
              <Tabs.Tab
                value="quotes"
                leftSection={<IconFileDollar size={18} aria-hidden />}
                rightSection={<NeedsActionBadge />}
              >
                Quotes
              </Tabs.Tab>
            )}
            {shows('users') && (
              <Tabs.Tab value="users" leftSection={<IconUsers size={18} aria-hidden />}>
                Users
              </Tabs.Tab>
            )}
            {shows('staff') && (
              <Tabs.Tab value="staff" leftSection={<IconIdBadge2 size={18} aria-hidden />}>
                Staff
              </Tabs.Tab>
            )}
            {shows('activity') && (
              <Tabs.Tab value="activity" leftSection={<IconHistory size={18} aria-hidden />}>
                Activity
              </Tabs.Tab>
            )}
          </Tabs.List>
          <Tabs.Panel value="account">
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
          </Tabs.Panel>
          {/* Panels render only while their tab is open (keepMounted off), so a role never
              fires the queries of a tab it cannot open. */}
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
          <Tabs.Panel value="staff">
            <StaffTab admin={admin} />
          </Tabs.Panel>
          <Tabs.Panel value="activity">
            <ActivityTab />
          </Tabs.Panel>
        </Tabs>
      </Container>
    </>
  );
}
