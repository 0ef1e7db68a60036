import { adminPaths } from '@buildright/api/shared';
import type { Can } from '../lib/permissions.ts';

export const dashboardTabs = [
  'account',
  'inventory',
  'reviews',
  'orders',
  'returns',
  'quotes',
  'users',
  'customers',
  'companies',
  'staff',
  'activity',
  'settings',
  'jobs',
] as const;
export type DashboardTab = (typeof dashboardTabs)[number];

/** What a tab needs the role to allow; the dashboard itself shows every role something. */
const tabAllowed: Record<DashboardTab, (can: Can) => boolean> = {
  account: () => true,
  inventory: (can) => can('catalog.view'),
  // Publishing a review changes what the catalogue shows: the catalogue's editors moderate.
  reviews: (can) => can('catalog.edit'),
  orders: (can) => can('orders.view'),
  returns: (can) => can('orders.view'),
  quotes: (can) => can('quotes.manage'),
  // Contact messages, and the count of registered customers beside them.
  users: (can) => can('contact.view') || can('sales.view'),
  customers: (can) => can('sales.view'),
  companies: (can) => can('sales.view'),
  staff: (can) => can('staff.manage'),
  activity: (can) => can('activity.view'),
  settings: (can) => can('settings.manage'),
  jobs: (can) => can('jobs.manage'),
};

/** The tabs the signed-in staff member's role may open, in their order. */
export function tabsFor(can: Can): DashboardTab[] {
  return dashboardTabs.filter((tab) => tabAllowed[tab](can));
}

/** The screen each tab opens: its list without filters, or the dashboard itself. */
export const tabPaths: Record<DashboardTab, string> = {
  account: adminPaths.dashboard(),
  inventory: adminPaths.products(),
  reviews: adminPaths.reviews(),
  orders: adminPaths.orders(),
  returns: adminPaths.returns(),
  quotes: adminPaths.quotes(),
  users: adminPaths.users(),
  customers: adminPaths.customers(),
  companies: adminPaths.companies(),
  staff: adminPaths.staff(),
  activity: adminPaths.activity(),
  settings: adminPaths.settings(),
  jobs: adminPaths.jobs(),
};

/** The tab a path belongs to, by its first segment (/orders/7 is Orders); null for none. */
export function tabOfPath(pathname: string): DashboardTab | null {
  const segment = pathname.split('/')[1] ?? '';
  if (segment === '') return 'account';
  const tab = dashboardTabs.find((name) => name === segment && name !== 'account');
  return tab ?? null;
}
