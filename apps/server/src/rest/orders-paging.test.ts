import { orders } from '@buildright/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCategory,
  addProduct,
  registerCustomer,
  signInAdmin,
  signInStaff,
} from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { trpcQuery } from '../testing/trpc.ts';

const BULK = 1200;

let t: TestApp;
let admin: string;
let customer: Awaited<ReturnType<typeof registerCustomer>>;
let other: Awaited<ReturnType<typeof registerCustomer>>;
/** Every order in the database, as a plain oracle for the server's filters and order. */
let everyOrder: { id: number; status: string; paymentStatus: string; createdAt: Date }[];
/** Orders with something to search for, by what they carry. */
let named: Record<'zelda' | 'percent' | 'underscore' | 'tracked', number>;
const customerOrders: number[] = [];

const buyer = {
  customerName: 'Jordan Miller',
  customerEmail: 'jordan@miller-build.com',
  customerPhone: '+1 503 555 0100',
  customerAddress: '12 Quarry Road',
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
  customer = await registerCustomer(t);
  other = await registerCustomer(t);

  // 1,200 guest orders, two to a day (so the id breaks ties) over twenty months, with every
  // status (legacy 'completed' too) and payment state, one line each: set-based, as a big shop's
  // table holds.
  await t.db.execute(sql`
    insert into orders
      (customer_name, customer_email, customer_address, total, status, payment_method,
       payment_status, created_at)
    select 'Bulk Buyer ' || g, 'bulk' || g || '@example.com', 'Yard ' || g, '10.00',
      (array['pending', 'processing', 'shipped', 'delivered', 'completed', 'cancelled'])[1 + g % 6],
      'quote', (array['unpaid', 'paid', 'failed'])[1 + g % 3],
      timestamptz '2025-01-01 00:00Z' + (g / 2) * interval '1 day'
    from generate_series(1, ${BULK}) g`);
  await t.db.execute(sql`
    insert into order_items (order_id, name, category, unit_price, quantity)
    select id, 'Bulk part', 'Parts', '10.00', 1 from orders`);

  const addOrder = async (values: {
    customerName: string;
    customerEmail: string;
    poNumber?: string;
    trackingNumber?: string;
  }) => {
    const [row] = await t.db
      .insert(orders)
      .values({
        ...values,
        customerAddress: 'Somewhere',
        total: '1.00',
        createdAt: new Date('2024-06-01Z'),
      })
      .returning({ id: orders.id });
    return row!.id;
  };
  named = {
    zelda: await addOrder({
      customerName: "Zelda O'Hara",
      customerEmail: 'zelda@Quarry-Works.example',
      poNumber: 'PO-77123',
    }),
    percent: await addOrder({ customerName: '100% Steel Ltd', customerEmail: 'steel@example.com' }),
    underscore: await addOrder({
      customerName: 'Under_Score Co',
      customerEmail: 'under@example.com',
    }),
    tracked: await addOrder({
      customerName: 'Tracked Ltd',
      customerEmail: 'tracked@example.com',
      trackingNumber: '1ZTRACK999',
    }),
  };

  const categoryId = (await addCategory(t.db)).id;
  const productId = (await addProduct(t.db, { categoryId, stock: 100 })).id;
  const place = async (cookie: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { ...buyer, items: [{ productId, quantity: 1 }] },
      headers: { cookie },
    });
    return response.json().id as number;
  };
  for (let i = 0; i < 3; i++) customerOrders.push(await place(customer.cookie));
  await place(other.cookie);

  everyOrder = await t.db
    .select({
      id: orders.id,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      createdAt: orders.createdAt,
    })
    .from(orders);
});
afterAll(() => t.close());

const newestFirst = (rows: typeof everyOrder) =>
  [...rows]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    .map((row) => row.id);

async function get(url: string, cookie = admin) {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  return {
    status: response.statusCode,
    body: response.json(),
    ids:
      response.statusCode === 200
        ? (response.json() as { id: number }[]).map((order) => order.id)
        : [],
    total: Number(response.headers['x-total-count']),
  };
}

describe('GET /api/orders, a page at a time', () => {
  it('answers the first 100 of every order, newest first, with the total in X-Total-Count', async () => {
    const page = await get('/api/orders');
    expect(page.status).toBe(200);
    expect(Array.isArray(page.body)).toBe(true);
    expect(page.total).toBe(everyOrder.length);
    expect(page.ids).toEqual(newestFirst(everyOrder).slice(0, 100));
    // The documented shape, lines included.
    const bulk = page.body.find((order: { customerName: string }) =>
      order.customerName.startsWith('Bulk'),
    );
    expect(JSON.parse(bulk.items)).toEqual([
      {
        product: { id: null, name: 'Bulk part', category: 'Parts', price: '10.00', imageUrl: null },
        quantity: 1,
      },
    ]);
  });

  it('answers a later page and the last one of 1,200 orders', async () => {
    const all = newestFirst(everyOrder);
    const third = await get('/api/orders?page=3&pageSize=250');
    expect(third.ids).toEqual(all.slice(500, 750));
    expect(third.total).toBe(all.length);

    const lastPage = Math.ceil(all.length / 500);
    const last = await get(`/api/orders?page=${lastPage}&pageSize=500`);
    expect(last.ids).toEqual(all.slice((lastPage - 1) * 500));
    expect(last.ids.length).toBeGreaterThan(0);

    const beyond = await get(`/api/orders?page=${lastPage + 1}&pageSize=500`);
    expect(beyond.ids).toEqual([]);
    expect(beyond.total).toBe(all.length);
  });

  it('joins up every page across the months, and a search past its middle', async () => {
    const read = async (filter: string, expected: number[]) => {
      const pages: number[] = [];
      for (let page = 1; (page - 1) * 97 < expected.length + 97; page++) {
        pages.push(...(await get(`/api/orders?page=${page}&pageSize=97${filter}`)).ids);
      }
      expect(pages).toEqual(expected);
    };
    await read('', newestFirst(everyOrder));
    await read(
      '&status=pending',
      newestFirst(everyOrder.filter((order) => order.status === 'pending')),
    );
    // Counted rather than tallied: pages past the middle are read from the oldest end.
    const bulk = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(sql`${orders.customerName} like 'Bulk Buyer %'`);
    const bulkIds = new Set(bulk.map((row) => row.id));
    await read('&q=bulk+buyer', newestFirst(everyOrder.filter((order) => bulkIds.has(order.id))));
  });

  it('refuses bad paging with a 400 naming the parameter', async () => {
    const cases: [string, string, string][] = [
      ['page=abc', 'page', 'Page must be a whole number of at least 1'],
      ['page=0', 'page', 'Page must be a whole number of at least 1'],
      ['page=1.5', 'page', 'Page must be a whole number of at least 1'],
      ['page=1e2', 'page', 'Page must be a whole number of at least 1'],
      ['page=', 'page', 'Page must be a whole number of at least 1'],
      ['pageSize=1000', 'pageSize', 'Page size must be a whole number from 1 to 500'],
      ['pageSize=501', 'pageSize', 'Page size must be a whole number from 1 to 500'],
      ['pageSize=0', 'pageSize', 'Page size must be a whole number from 1 to 500'],
      [
        'status=completed',
        'status',
        'Status must be one of awaiting_approval, pending, processing, shipped, delivered, cancelled',
      ],
      [
        'paymentStatus=owed',
        'paymentStatus',
        'Payment status must be one of unpaid, pending, paid, failed, cancelled, partly_refunded, refunded',
      ],
      [`q=${'x'.repeat(101)}`, 'q', 'Search must be at most 100 characters'],
    ];
    for (const [query, field, message] of cases) {
      const answer = await get(`/api/orders?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message, query).toBe(message);
      expect(Object.keys(answer.body.errors), query).toEqual([field]);
    }
    expect((await get('/api/orders?pageSize=500')).ids).toHaveLength(500);
  });

  it('filters by status, delivered including the legacy completed, and by payment', async () => {
    const delivered = await get('/api/orders?status=delivered&pageSize=500');
    const expected = everyOrder.filter((o) => o.status === 'delivered' || o.status === 'completed');
    expect(delivered.total).toBe(expected.length);
    expect(delivered.ids).toEqual(newestFirst(expected));
    expect(expected.some((o) => o.status === 'completed')).toBe(true);

    const pendingPaid = await get(
      '/api/orders?status=pending&paymentStatus=paid&page=2&pageSize=20',
    );
    const both = everyOrder.filter((o) => o.status === 'pending' && o.paymentStatus === 'paid');
    expect(pendingPaid.total).toBe(both.length);
    expect(pendingPaid.ids).toEqual(newestFirst(both).slice(20, 40));

    const failed = await get('/api/orders?paymentStatus=failed&pageSize=500');
    expect(failed.total).toBe(everyOrder.filter((o) => o.paymentStatus === 'failed').length);
  });

  it('searches the order number, name, e-mail, PO and tracking number', async () => {
    const search = async (q: string) => get(`/api/orders?q=${encodeURIComponent(q)}&pageSize=500`);

    expect((await search(`#${named.zelda}`)).ids).toEqual([named.zelda]);
    expect((await search(` #${named.zelda} `)).ids).toEqual([named.zelda]);
    expect((await search(String(named.zelda))).ids).toContain(named.zelda);
    expect((await search("o'hara")).ids).toEqual([named.zelda]);
    expect((await search('QUARRY-works')).ids).toEqual([named.zelda]);
    expect((await search('77123')).ids).toEqual([named.zelda]);
    expect((await search('1ztrack')).ids).toEqual([named.tracked]);
    expect((await search('#999999999')).ids).toEqual([]);

    const bulk = await search('Bulk Buyer 12');
    // Bulk Buyer 12, 120 to 129 and 1200.
    expect(bulk.total).toBe(12);

    // % and _ are the letters typed, not patterns.
    expect((await search('%')).ids).toEqual([named.percent]);
    expect((await search('_')).ids).toEqual([named.underscore]);
    expect((await search('no such customer')).total).toBe(0);
  });

  it('combines search, filters and paging in the total', async () => {
    const answer = await get('/api/orders?q=bulk&status=cancelled&page=2&pageSize=10');
    const cancelled = everyOrder.filter((o) => o.status === 'cancelled');
    // Every cancelled order is a bulk one.
    expect(answer.total).toBe(cancelled.length);
    expect(answer.ids).toEqual(newestFirst(cancelled).slice(10, 20));
  });
});

describe('the OpenAPI document', () => {
  it('describes the paging parameters and the total header of both lists', async () => {
    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of ['/api/orders', '/api/orders/my']) {
      const operation = paths[path].get;
      expect(
        operation.parameters.map((p: { name: string; in: string }) => `${p.in} ${p.name}`),
      ).toEqual(['query page', 'query pageSize', 'query status', 'query paymentStatus', 'query q']);
      expect(operation.description).toContain('X-Total-Count');
    }
  });
});

describe("GET /api/orders/my, the customer's own", () => {
  it('pages only their own orders, newest first', async () => {
    const first = await get('/api/orders/my?pageSize=2', customer.cookie);
    expect(first.status).toBe(200);
    expect(first.total).toBe(3);
    expect(first.ids).toEqual([customerOrders[2], customerOrders[1]]);
    const second = await get('/api/orders/my?pageSize=2&page=2', customer.cookie);
    expect(second.ids).toEqual([customerOrders[0]]);
    expect(second.total).toBe(3);

    const theirs = await get('/api/orders/my', other.cookie);
    expect(theirs.total).toBe(1);
    expect(theirs.ids).not.toContain(customerOrders[0]);
  });

  it('searches and filters within their own orders only', async () => {
    const byNumber = await get(`/api/orders/my?q=%23${customerOrders[0]}`, customer.cookie);
    expect(byNumber.ids).toEqual([customerOrders[0]]);
    const notTheirs = await get(`/api/orders/my?q=%23${named.zelda}`, customer.cookie);
    expect(notTheirs.ids).toEqual([]);
    expect(notTheirs.total).toBe(0);
  });

  it('refuses bad paging and guests', async () => {
    expect((await get('/api/orders/my?pageSize=1000', customer.cookie)).status).toBe(400);
    expect((await get('/api/orders/my?page=abc', customer.cookie)).body.errors).toHaveProperty(
      'page',
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/my' })).statusCode).toBe(401);
  });
});

describe('tRPC orders.list, orders.mine and orders.byId', () => {
  it('answers { orders, total }', async () => {
    const list = await trpcQuery<{ orders: { id: number }[]; total: number }>(
      t,
      'orders.list',
      { page: 2, pageSize: 5, status: 'delivered' },
      admin,
    );
    expect(list.status).toBe(200);
    const delivered = everyOrder.filter(
      (o) => o.status === 'delivered' || o.status === 'completed',
    );
    expect(list.data.total).toBe(delivered.length);
    expect(list.data.orders.map((o) => o.id)).toEqual(newestFirst(delivered).slice(5, 10));

    const defaults = await trpcQuery<{ orders: unknown[]; total: number }>(
      t,
      'orders.list',
      {},
      admin,
    );
    expect(defaults.data.orders).toHaveLength(100);

    const tooBig = await trpcQuery(t, 'orders.list', { pageSize: 501 }, admin);
    expect(tooBig.status).toBe(400);
    expect(tooBig.error.data?.fieldErrors).toHaveProperty('pageSize');

    const mine = await trpcQuery<{ orders: { id: number }[]; total: number }>(
      t,
      'orders.mine',
      {},
      customer.cookie,
    );
    expect(mine.data).toMatchObject({ total: 3 });
    expect(mine.data.orders.map((o) => o.id)).toEqual([...customerOrders].reverse());
  });

  it('reads one order by id for staff, with its lines', async () => {
    const warehouse = await signInStaff(t, 'warehouse');
    const one = await trpcQuery<{ id: number; lines: unknown[] }>(
      t,
      'orders.byId',
      { id: customerOrders[0] },
      warehouse.cookie,
    );
    expect(one.status).toBe(200);
    expect(one.data).toMatchObject({ id: customerOrders[0], customerName: buyer.customerName });
    expect(one.data.lines).toHaveLength(1);

    const missing = await trpcQuery(t, 'orders.byId', { id: 999_999 }, admin);
    expect(missing.status).toBe(404);
    expect(
      (await trpcQuery(t, 'orders.byId', { id: customerOrders[0] }, customer.cookie)).status,
    ).toBe(403);
  });
});
