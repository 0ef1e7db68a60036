import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addProduct, registerCustomer, signInAdmin } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let customer: string;
let admin: string;
let productId: number;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  customer = (await registerCustomer(t)).cookie;
  admin = await signInAdmin(t);
  categoryId = (await addCategory(t.db)).id;
  productId = (await addProduct(t.db, { categoryId })).id;
});
afterAll(() => t.close());

type Call = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object };

const adminCalls = (): Call[] => [
  { method: 'GET', url: '/api/orders' },
  { method: 'PATCH', url: '/api/orders/1/tracking', payload: { status: 'shipped' } },
  { method: 'DELETE', url: '/api/orders/1' },
  { method: 'GET', url: '/api/orders/holds' },
  { method: 'POST', url: '/api/orders/1/release-hold' },
  {
    method: 'POST',
    url: '/api/products',
    payload: { name: 'X', description: 'x', price: '1', stock: 1, categoryId },
  },
  {
    method: 'PUT',
    url: `/api/products/${productId}`,
    payload: { name: 'X', description: 'x', price: '1', stock: 1, categoryId },
  },
  { method: 'DELETE', url: `/api/products/${productId}` },
  { method: 'POST', url: '/api/categories', payload: { name: 'New' } },
  { method: 'PUT', url: `/api/categories/${categoryId}`, payload: { name: 'Renamed' } },
  { method: 'DELETE', url: `/api/categories/${categoryId}` },
  { method: 'GET', url: '/api/admin/local-users' },
  { method: 'GET', url: '/api/admin/contact-submissions' },
  { method: 'GET', url: '/api/admin/stats' },
  { method: 'POST', url: '/trpc/catalog.create', payload: { json: {} } },
  { method: 'GET', url: '/trpc/orders.list' },
  { method: 'GET', url: '/trpc/stats.dashboard' },
  { method: 'GET', url: '/trpc/contact.list' },
  { method: 'GET', url: '/trpc/catalog.adminList?input=%7B%22json%22%3A%7B%7D%7D' },
  {
    method: 'POST',
    url: '/trpc/machines.create',
    payload: { json: { make: 'X', model: 'Y', operatingWeightKg: 1000, coupler: 'pin-on' } },
  },
  { method: 'POST', url: '/trpc/machines.update', payload: { json: { id: 1, values: {} } } },
  { method: 'POST', url: '/trpc/machines.delete', payload: { json: { id: 1 } } },
];

describe('admin endpoints', () => {
  it('refuse guests (401) and customers (403)', async () => {
    for (const call of adminCalls()) {
      const name = `${call.method} ${call.url}`;
      const guest = await t.app.inject(call);
      expect(guest.statusCode, name).toBe(401);
      const asCustomer = await t.app.inject({ ...call, headers: { cookie: customer } });
      expect(asCustomer.statusCode, name).toBe(403);
    }
  });

  it('still has everything the refused calls tried to change', async () => {
    const product = await t.app.inject({ method: 'GET', url: `/api/products/${productId}` });
    expect(product.statusCode).toBe(200);
    const categories = (await t.app.inject({ method: 'GET', url: '/api/categories' })).json();
    expect(categories.map((c: { id: number }) => c.id)).toContain(categoryId);
  });

  it('lets the admin through', async () => {
    for (const url of [
      '/api/orders',
      '/api/admin/local-users',
      '/api/admin/contact-submissions',
      '/api/admin/stats',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
      expect(response.statusCode, url).toBe(200);
    }
    const users = await t.app.inject({
      method: 'GET',
      url: '/api/admin/local-users',
      headers: { cookie: admin },
    });
    expect(users.json()).toEqual({ count: 1 });
  });
});

describe('dashboard figures', () => {
  it('sums revenue exactly, leaving cancelled orders out', async () => {
    const { id: catId } = await addCategory(t.db);
    const a = await addProduct(t.db, { categoryId: catId, price: '0.10', stock: 100 });
    const b = await addProduct(t.db, { categoryId: catId, price: '0.20', stock: 100 });
    const buyer = {
      customerName: 'A',
      customerEmail: 'a@b.co',
      customerPhone: '+1 503 555 0100',
      customerAddress: '1 Yard Road',
    };
    const placed = [];
    for (const productId of [a.id, b.id, b.id]) {
      placed.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/orders',
            payload: { ...buyer, items: [{ productId, quantity: 1 }] },
          })
        ).json(),
      );
    }
    await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${placed[2].id}/tracking`,
      headers: { cookie: admin },
      payload: { status: 'cancelled' },
    });
    const stats = (
      await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie: admin } })
    ).json();
    expect(stats).toMatchObject({
      totalRevenue: '0.30',
      totalOrders: 3,
      pendingOrders: 2,
      registeredUsers: 1,
    });
    expect(stats.activeProducts).toBeLessThanOrEqual(stats.totalProducts);
  });
});
