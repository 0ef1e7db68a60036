import { Container, Tabs } from '@mantine/core';
import {
  IconAddressBook,
  IconBuildingFactory2,
  IconClipboardList,
  IconClockPlay,
  IconFileDollar,
  IconHistory,
  IconIdBadge2,
  IconLayoutDashboard,
  IconPackage,
  IconSettings,
  IconStars,
  IconTruckReturn,
  IconUsers,
} from '@tabler/icons-react';
import { useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import type { AdminUser } from '@buildright/api';
import { tabOfPath, tabPaths, tabsFor, type DashboardTab } from '../dashboard/tabs.ts';
import { useCan } from '../lib/permissions.ts';
import { NeedsActionBadge } from '../quotes/NeedsActionBadge.tsx';
import { AdminHeader } from './AdminHeader.tsx';

/**
 * The signed-in staff member's frame: the header and the tabs of the sections their role may
 * open, above the screen the address names. Each tab is a path (/orders, /quotes, ...), so the
 * browser's history moves between them.
 */
export function AdminLayout({ admin }: { admin: AdminUser }) {
  const can = useCan();
  const tabs = useMemo(() => tabsFor(can), [can]);
  const shows = (name: DashboardTab) => tabs.includes(name);
  const tab = tabOfPath(useLocation().pathname);
  const navigate = useNavigate();

  return (
    <>
      <AdminHeader admin={admin} />
      <Container size="xl" py="lg" component="main">
        <Tabs
          value={tab}
          onChange={(value) => value && navigate(tabPaths[value as DashboardTab])}
          variant="pills"
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
            {shows('reviews') && (
              <Tabs.Tab value="reviews" leftSection={<IconStars size={18} aria-hidden />}>
                Reviews
              </Tabs.Tab>
            )}
            {shows('orders') && (
              <Tabs.Tab value="orders" leftSection={<IconClipboardList size={18} aria-hidden />}>
                Orders
              </Tabs.Tab>
            )}
            {shows('returns') && (
              <Tabs.Tab value="returns" leftSection={<IconTruckReturn size={18} aria-hidden />}>
                Returns
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
            {shows('customers') && (
              <Tabs.Tab value="customers" leftSection={<IconAddressBook size={18} aria-hidden />}>
                Customers
              </Tabs.Tab>
            )}
            {shows('companies') && (
              <Tabs.Tab
                value="companies"
                leftSection={<IconBuildingFactory2 size={18} aria-hidden />}
              >
                Companies
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
            {shows('settings') && (
              <Tabs.Tab value="settings" leftSection={<IconSettings size={18} aria-hidden />}>
                Settings
              </Tabs.Tab>
            )}
            {shows('jobs') && (
              <Tabs.Tab value="jobs" leftSection={<IconClockPlay size={18} aria-hidden />}>
                Jobs
              </Tabs.Tab>
            )}
          </Tabs.List>
          {tab ? (
            <Tabs.Panel value={tab}>
              <Outlet />
            </Tabs.Panel>
          ) : (
            <Outlet />
          )}
        </Tabs>
      </Container>
    </>
  );
}
