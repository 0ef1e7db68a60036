import { procedureTable } from '@buildright/api';
import { staffRoles, type StaffRole } from '@buildright/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { trpcMutation, trpcQuery } from '../testing/trpc.ts';

const all: StaffRole[] = ['owner', 'manager', 'sales', 'warehouse'];
const catalogEditors: StaffRole[] = ['owner', 'manager'];
const orderManagers: StaffRole[] = ['owner', 'manager', 'sales'];
const quoteStaff: StaffRole[] = ['owner', 'manager', 'sales'];
const salesFigures: StaffRole[] = ['owner', 'manager', 'sales'];

/**
 * Who may call each staff procedure: the table the issue asks for, written out by hand, so that
 * a change to the role table in shared/staff.ts must be made here too, on purpose.
 */
const procedures: Record<string, StaffRole[]> = {
  'catalog.adminList': all,
  'catalog.adminById': all,
  'catalog.create': catalogEditors,
  'catalog.update': catalogEditors,
  'catalog.delete': catalogEditors,
  'catalog.importPreview': catalogEditors,
  'catalog.importApply': catalogEditors,
  'catalog.setStock': ['owner', 'manager', 'warehouse'],
  'productDocuments.add': catalogEditors,
  'productDocuments.remove': catalogEditors,
  'categories.adminList': all,
  'categories.create': catalogEditors,
  'categories.update': catalogEditors,
  'categories.delete': catalogEditors,
  'machines.create': catalogEditors,
  'machines.update': catalogEditors,
  'machines.delete': catalogEditors,
  'reviews.staffList': catalogEditors,
  'reviews.publish': catalogEditors,
  'reviews.hide': catalogEditors,
  'orders.list': all,
  'orders.byId': all,
  'orders.update': all,
  'orders.holds': all,
  'orders.releaseHold': all,
  'orders.delete': orderManagers,
  'refunds.create': ['owner', 'manager'],
  'refunds.list': all,
  'returns.list': all,
  'returns.byId': all,
  'returns.approve': all,
  'returns.reject': all,
  'returns.receive': all,
  'returns.close': all,
  'returns.replace': all,
  'returns.refund': ['owner', 'manager'],
  'quotes.staff.list': quoteStaff,
  'quotes.staff.needsAction': quoteStaff,
  'quotes.staff.get': quoteStaff,
  'quotes.staff.buyerPrices': quoteStaff,
  'quotes.staff.saveDraft': quoteStaff,
  'quotes.staff.send': quoteStaff,
  'quotes.staff.withdraw': quoteStaff,
  'quotes.staff.postMessage': quoteStaff,
  'documents.quoteDraft': quoteStaff,
  'contact.list': ['owner', 'sales'],
  'contact.byId': ['owner', 'sales'],
  'contact.markRead': ['owner', 'sales'],
  'contact.markHandled': ['owner', 'sales'],
  'contact.reopen': ['owner', 'sales'],
  'customers.staff.list': salesFigures,
  'customers.staff.byId': salesFigures,
  'customers.staff.orders': salesFigures,
  'customers.staff.quotes': salesFigures,
  'stats.dashboard': salesFigures,
  'stats.registeredUsers': salesFigures,
  'stats.salesByDay': salesFigures,
  'stats.topProducts': salesFigures,
  'stats.needsAction': all,
  'stats.recentOrders': all,
  'stats.lowStock': all,
  'stats.setLowStockThreshold': ['owner', 'manager', 'warehouse'],
  'settings.get': ['owner', 'manager'],
  'settings.update': ['owner', 'manager'],
  'jobs.list': ['owner', 'manager'],
  'jobs.retry': ['owner', 'manager'],
  'mail.undelivered': ['owner', 'manager'],
  'mail.retry': ['owner', 'manager'],
  'activity.list': ['owner', 'manager'],
  'activity.actors': ['owner', 'manager'],
  'activity.product': all,
  'activity.order': all,
  'staff.list': ['owner'],
  'staff.invite': ['owner'],
  'staff.revokeInvitation': ['owner'],
  'staff.setRole': ['owner'],
  'staff.setDisabled': ['owner'],
  'companies.staff.list': salesFigures,
  'companies.staff.byId': salesFigures,
  'companies.staff.setTerms': ['owner', 'manager'],
  'companies.staff.invoices': salesFigures,
  'companies.staff.orders': salesFigures,
  'companies.staff.quotes': salesFigures,
  'companies.staff.recordPayment': ['owner', 'manager'],
  'companies.staff.priceList': ['owner', 'manager'],
  'companies.staff.setPriceList': ['owner', 'manager'],
  'companies.staff.priceListCsv': ['owner', 'manager'],
  'companies.staff.importPriceList': ['owner', 'manager'],
  'companies.staff.removeMember': ['owner', 'manager'],
  'companies.staff.revokeInvitation': ['owner', 'manager'],
};

type Call = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object | string;
  headers?: Record<string, string>;
};

/** The REST endpoints staff use, each with who may call it (ids that do not exist: little changes). */
const restCalls: [Call, StaffRole[]][] = [
  [{ method: 'GET', url: '/api/orders' }, all],
  [{ method: 'PATCH', url: '/api/orders/999999/tracking', payload: { status: 'shipped' } }, all],
  [{ method: 'GET', url: '/api/orders/holds' }, all],
  [{ method: 'POST', url: '/api/orders/999999/release-hold' }, all],
  [{ method: 'DELETE', url: '/api/orders/999999' }, orderManagers],
  [
    {
      method: 'POST',
      url: '/api/admin/orders/999999/refunds',
      payload: { amount: '1.00', reason: 'goodwill' },
    },
    ['owner', 'manager'],
  ],
  [{ method: 'GET', url: '/api/admin/orders/999999/refunds' }, all],
  [
    { method: 'GET', url: '/api/admin/orders/export.csv?from=2026-01-01&to=2026-01-31' },
    orderManagers,
  ],
  [{ method: 'POST', url: '/api/products', payload: { name: 'X' } }, catalogEditors],
  [{ method: 'PUT', url: '/api/products/999999', payload: { name: 'X' } }, catalogEditors],
  [{ method: 'DELETE', url: '/api/products/999999' }, catalogEditors],
  // Valid: the route checks its body before it asks the role (the first editor creates it).
  [{ method: 'POST', url: '/api/categories', payload: { name: 'Role table' } }, catalogEditors],
  [{ method: 'PUT', url: '/api/categories/999999', payload: { name: 'Renamed' } }, catalogEditors],
  [{ method: 'DELETE', url: '/api/categories/999999' }, catalogEditors],
  [{ method: 'GET', url: '/api/admin/products/export.csv' }, all],
  [
    {
      method: 'POST',
      url: '/api/admin/products/import?dryRun=true',
      payload: 'sku,name\n',
      headers: { 'content-type': 'text/csv' },
    },
    catalogEditors,
  ],
  [{ method: 'POST', url: '/api/uploads' }, catalogEditors],
  [{ method: 'DELETE', url: '/api/products/999999/documents/999999' }, catalogEditors],
  [{ method: 'GET', url: '/api/admin/reviews' }, catalogEditors],
  [{ method: 'POST', url: '/api/admin/reviews/999999/publish' }, catalogEditors],
  [{ method: 'POST', url: '/api/admin/reviews/999999/hide' }, catalogEditors],
  [{ method: 'GET', url: '/api/admin/local-users' }, salesFigures],
  [{ method: 'GET', url: '/api/admin/stats' }, salesFigures],
  [{ method: 'GET', url: '/api/admin/contact-submissions' }, ['owner', 'sales']],
  [{ method: 'GET', url: '/api/admin/contact-submissions/999999' }, ['owner', 'sales']],
  [{ method: 'POST', url: '/api/admin/contact-submissions/999999/handled' }, ['owner', 'sales']],
  [{ method: 'POST', url: '/api/admin/contact-submissions/999999/reopen' }, ['owner', 'sales']],
  [{ method: 'GET', url: '/api/admin/customers' }, salesFigures],
  [{ method: 'GET', url: '/api/admin/customers/999999' }, salesFigures],
  [{ method: 'GET', url: '/api/admin/customers/999999/orders' }, salesFigures],
  [{ method: 'GET', url: '/api/admin/customers/999999/quotes' }, salesFigures],
  [{ method: 'GET', url: '/api/admin/quotes' }, quoteStaff],
  [{ method: 'GET', url: '/api/admin/quotes/999999' }, quoteStaff],
  [{ method: 'POST', url: '/api/admin/quotes/999999/send' }, quoteStaff],
  [{ method: 'GET', url: '/api/admin/companies' }, salesFigures],
  [{ method: 'GET', url: '/api/admin/companies/999999' }, salesFigures],
  [
    {
      method: 'PUT',
      url: '/api/admin/companies/999999',
      payload: { paymentTerms: 'net30', creditLimit: '1000.00', creditHold: false, graceDays: 5 },
    },
    ['owner', 'manager'],
  ],
  [{ method: 'GET', url: '/api/admin/companies/999999/invoices' }, salesFigures],
  [{ method: 'GET', url: '/api/admin/companies/999999/price-list' }, ['owner', 'manager']],
  [{ method: 'GET', url: '/api/admin/companies/999999/price-list.csv' }, ['owner', 'manager']],
  [
    {
      method: 'PUT',
      url: '/api/admin/companies/999999/price-list',
      payload: { categories: [], products: [] },
    },
    ['owner', 'manager'],
  ],
  [{ method: 'GET', url: '/api/admin/companies/999999/orders' }, salesFigures],
  [
    {
      method: 'POST',
      url: '/api/admin/invoices/999999/payments',
      payload: { amount: '10.00', reference: 'Wire 1' },
    },
    ['owner', 'manager'],
  ],
];

let t: TestApp;
const cookies = {} as Record<StaffRole, string>;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of staffRoles) cookies[role] = (await signInStaff(t, role)).cookie;
});
afterAll(() => t.close());

function staffProcedures() {
  return procedureTable().filter((procedure) => procedure.permission !== undefined);
}

/** A procedure called over HTTP as the admin site does; only the status matters here. */
async function callProcedure(path: string, type: string, cookie: string) {
  const call = type === 'query' ? trpcQuery : trpcMutation;
  return (await call(t, path, {}, cookie)).status;
}

const refused = (status: number) => status === 401 || status === 403;

describe('the role table', () => {
  it('names every staff procedure of the API, and nothing else', () => {
    expect(
      staffProcedures()
        .map((p) => p.path)
        .sort(),
    ).toEqual(Object.keys(procedures).sort());
  });

  it.each(staffRoles)('lets %s call exactly the procedures of its role', async (role) => {
    for (const { path, type } of staffProcedures()) {
      const status = await callProcedure(path, type, cookies[role]);
      const allowed = procedures[path]!.includes(role);
      expect(refused(status), `${role} ${path}: ${status}`).toBe(!allowed);
      if (!allowed) expect(status).toBe(403);
    }
  });

  it.each(staffRoles)('lets %s call exactly the REST endpoints of its role', async (role) => {
    for (const [call, roles] of restCalls) {
      const response = await t.app.inject({
        ...call,
        headers: { ...call.headers, cookie: cookies[role] },
      });
      const allowed = roles.includes(role);
      const name = `${role} ${call.method} ${call.url}: ${response.body}`;
      expect(refused(response.statusCode), name).toBe(!allowed);
      if (!allowed) {
        expect(response.statusCode, name).toBe(403);
        expect(response.json().message, name).toMatch(/^Your role \(\w+\) does not allow this$/);
      }
    }
  });
});
