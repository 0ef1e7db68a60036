import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useParams, type RouteObject } from 'react-router-dom';
import { ActivityTab } from '../activity/ActivityTab.tsx';
import { AcceptInvitationPage } from '../auth/AcceptInvitationPage.tsx';
import { SignInPage } from '../auth/SignInPage.tsx';
import { DashboardHome } from '../dashboard/DashboardHome.tsx';
import { tabsFor, type DashboardTab } from '../dashboard/tabs.ts';
import { CategoriesSection } from '../inventory/CategoriesSection.tsx';
import { CompaniesTab } from '../companies/CompaniesTab.tsx';
import { CustomersTab } from '../customers/CustomersTab.tsx';
import { InventoryTab } from '../inventory/InventoryTab.tsx';
import { JobsTab } from '../jobs/JobsTab.tsx';
import { MachinesSection } from '../inventory/machines/MachinesSection.tsx';
import { ProductsSection } from '../inventory/ProductsSection.tsx';
import { AdminLayout } from '../layout/AdminLayout.tsx';
import { NotFound } from '../layout/NotFound.tsx';
import { signedInAdminQuery, useCan } from '../lib/permissions.ts';
import { OrdersTab } from '../orders/OrdersTab.tsx';
import { ReturnsTab } from '../returns/ReturnsTab.tsx';
import { QuotesTab } from '../quotes/QuotesTab.tsx';
import { SettingsTab } from '../settings/SettingsTab.tsx';
import { ReviewsTab } from '../reviews/ReviewsTab.tsx';
import { StaffTab } from '../staff/StaffTab.tsx';
import { UsersTab } from '../users/UsersTab.tsx';
import { legacyRedirect } from './legacy.ts';

/** Addresses of the query-string admin site (?tab=orders&order=7) go to today's paths. */
function LegacyRedirects() {
  const { pathname, search } = useLocation();
  const to = pathname === '/' ? legacyRedirect(search) : null;
  return to ? <Navigate to={to} replace /> : <Outlet />;
}

/**
 * Staff signed in as admin see the screen the address names; everyone else (customers too) the
 * sign-in form, at the same address, so signing in opens what a link pointed to.
 */
function SignedIn() {
  const me = useQuery(signedInAdminQuery());
  if (me.isPending) {
    return (
      <Center h="100vh">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  // A failed check counts as signed out (SPEC §4).
  if (!me.data) return <SignInPage />;
  return <AdminLayout admin={me.data} />;
}

/**
 * A tab the role may not open (a link from someone else, or a role changed meanwhile) shows the
 * dashboard instead.
 */
function Allowed({ tab, children }: { tab: DashboardTab; children: ReactNode }) {
  const can = useCan();
  return tabsFor(can).includes(tab) ? children : <Navigate to="/" replace />;
}

function InvitationRoute() {
  const { token = '' } = useParams();
  return <AcceptInvitationPage token={token} />;
}

function StaffRoute() {
  const admin = useQuery(signedInAdminQuery()).data;
  return admin ? <StaffTab admin={admin} /> : null;
}

/** The tabs with one screen each; a record (an order, a customer) opens at its own path over its list. */
const tabRoutes: { path: string; tab: DashboardTab; screen: ReactNode }[] = [
  { path: 'orders/:orderId?', tab: 'orders', screen: <OrdersTab /> },
  { path: 'returns/:returnId?', tab: 'returns', screen: <ReturnsTab /> },
  { path: 'quotes/:quoteId?', tab: 'quotes', screen: <QuotesTab /> },
  { path: 'reviews', tab: 'reviews', screen: <ReviewsTab /> },
  { path: 'users', tab: 'users', screen: <UsersTab /> },
  { path: 'customers/:customerId?', tab: 'customers', screen: <CustomersTab /> },
  { path: 'companies/:companyId?', tab: 'companies', screen: <CompaniesTab /> },
  { path: 'staff', tab: 'staff', screen: <StaffRoute /> },
  { path: 'activity', tab: 'activity', screen: <ActivityTab /> },
  { path: 'settings', tab: 'settings', screen: <SettingsTab /> },
  { path: 'jobs', tab: 'jobs', screen: <JobsTab /> },
];

/**
 * Every screen of the admin site, below its base path /admin-dashboard (the paths are written in
 * @buildright/api/shared's adminPaths, which e-mails link with too). A list's filters and page
 * are its query string; a record opens at its own path over its list.
 */
export const adminRoutes: RouteObject[] = [
  {
    element: <LegacyRedirects />,
    children: [
      { path: 'invitation/:token', element: <InvitationRoute /> },
      {
        element: <SignedIn />,
        children: [
          { index: true, element: <DashboardHome /> },
          {
            path: 'inventory',
            element: (
              <Allowed tab="inventory">
                <InventoryTab />
              </Allowed>
            ),
            children: [
              { index: true, element: <Navigate to="products" replace /> },
              // "new" opens the empty form, an id the product's form (or its stock alone).
              { path: 'products/:productId?', element: <ProductsSection /> },
              { path: 'categories', element: <CategoriesSection /> },
              { path: 'machines', element: <MachinesSection /> },
            ],
          },
          ...tabRoutes.map(({ path, tab, screen }) => ({
            path,
            element: <Allowed tab={tab}>{screen}</Allowed>,
          })),
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];
