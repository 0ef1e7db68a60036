import { localUsers } from '@buildright/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteShop } from '../quotes/helpers.ts';
import { companyAdmin, joinedMember } from '../testing/companies.ts';
import { registerCustomer, signInStaff } from '../testing/fixtures.ts';
import { placeOrder } from '../testing/orders.ts';
import { buyer as checkout } from '../testing/payments.ts';
import type { TestApp } from '../testing/test-app.ts';
import { trpcMutation, trpcQuery } from '../testing/trpc.ts';

const BULK = 60;

let t: TestApp, staff: string, bucketId: number;
/** Every account, as a plain oracle for the server's order and totals. */
let everyAccount: { id: number; createdAt: Date }[];
/** Accounts with something to search for, by what they carry. */
let named: Record<'zara' | 'percent' | 'underscore' | 'short', number>;
/** A company's admin (with two quote requests, each an order) and its buyer. */
let firmAdmin: { id: number; cookie: string }, firmBuyer: { id: number };
let orderIds: number[];

/** An account written straight to the table, as an import would, registered at `createdAt`. */
async function addAccount(values: {
  username: string;
  email: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
}) {
  const [row] = await t.db
    .insert(localUsers)
    .values({ ...values, password: 'not-a-hash', createdAt: new Date('2024-06-01Z') })
    .returning({ id: localUsers.id });
  return row!.id;
}

beforeAll(async () => {
  ({ t, admin: staff, bucketId } = await quoteShop());
  // 60 accounts, two to a minute (so the id breaks ties), set-based as a big shop holds them.
  await t.db.execute(sql`
    insert into local_users (username, email, password, first_name, last_name, created_at)
    select 'bulk' || g, 'bulk' || g || '@example.com', 'not-a-hash', 'Bulk', 'Buyer ' || g,
      timestamptz '2025-01-01 00:00Z' + (g / 2) * interval '1 minute'
    from generate_series(1, ${BULK}) g`);
  named = {
    zara: await addAccount({
      username: 'zq_digs',
      email: 'Zara@Quarry-Works.example',
      firstName: 'Zara',
      lastName: "Quintero-O'Neil",
      phone: '+1 503 555 0199',
    }),
    percent: await addAccount({ username: 'hundred%club', email: 'pct@example.com' }),
    underscore: await addAccount({ username: 'under_score', email: 'us@example.com' }),
    short: await addAccount({ username: 'Ng', email: 'ng-yard@example.com' }),
  };

  const admin = await companyAdmin(t, 'Granite Haulage Ltd');
  firmAdmin = { id: admin.user.id, cookie: admin.cookie };
  firmBuyer = await joinedMember(t, admin.cookie, 'buyer');
  orderIds = [];
  // Two quote requests: an order each, with its quote.
  for (const quantity of [1, 2]) {
    const placed = await placeOrder(
      t,
      { ...checkout, items: [{ productId: bucketId, quantity }] },
      admin.cookie,
    );
    expect(placed.statusCode, placed.body).toBe(201);
    orderIds.push(placed.json().id);
  }
  const saved = await trpcMutation(
    t,
    'account.addresses.add',
    {
      label: 'Yard',
      recipientName: 'Casey Builder',
      address: '9 Gravel Pit Lane',
      isDefault: true,
    },
    admin.cookie,
  );
  expect(saved.status).toBe(200);

  everyAccount = await t.db
    .select({ id: localUsers.id, createdAt: localUsers.createdAt })
    .from(localUsers);
});
afterAll(() => t.close());

const newestFirst = (rows: typeof everyAccount) =>
  [...rows]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    .map((row) => row.id);

async function get(url: string, cookie: string | null = staff) {
  const response = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const body = response.json();
  return {
    status: response.statusCode,
    body,
    ids: response.statusCode === 200 && Array.isArray(body) ? body.map((c) => c.id as number) : [],
    total: Number(response.headers['x-total-count']),
  };
}

const list = (query = '', cookie?: string | null) =>
  get(`/api/admin/customers${query ? `?${query}` : ''}`, cookie);
const search = (q: string) => list(`q=${encodeURIComponent(q)}&pageSize=100`);

describe('GET /api/admin/customers, a page at a time', () => {
  it('answers the newest 25 accounts with the total in X-Total-Count', async () => {
    const page = await list();
    expect(page.status).toBe(200);
    expect(page.total).toBe(everyAccount.length);
    expect(page.ids).toEqual(newestFirst(everyAccount).slice(0, 25));
    const buyer = page.body.find((c: { id: number }) => c.id === firmBuyer.id);
    expect(buyer).toMatchObject({
      firstName: 'Casey',
      lastName: 'Builder',
      company: { name: 'Granite Haulage Ltd', role: 'buyer' },
      orderCount: 0,
    });
    const admin = page.body.find((c: { id: number }) => c.id === firmAdmin.id);
    expect(admin).toMatchObject({ company: { role: 'admin' }, orderCount: 2 });
    expect(Object.keys(admin).sort()).toEqual(
      [
        'id',
        'username',
        'email',
        'firstName',
        'lastName',
        'company',
        'registeredAt',
        'orderCount',
      ].sort(),
    );
    expect(page.body.at(-1).company).toBeNull();
  });

  it('answers later pages and an empty one beyond the last', async () => {
    const all = newestFirst(everyAccount);
    expect((await list('page=2&pageSize=20')).ids).toEqual(all.slice(20, 40));
    const beyond = await list('page=9&pageSize=20');
    expect(beyond.ids).toEqual([]);
    expect(beyond.total).toBe(all.length);
  });

  it('finds an account by a part of its username, e-mail, name or company, in any case', async () => {
    expect((await search('Q_DIG')).ids).toEqual([named.zara]);
    expect((await search('quarry-WORKS')).ids).toEqual([named.zara]);
    expect((await search('zara')).ids).toEqual([named.zara]);
    expect((await search("o'neil")).ids).toEqual([named.zara]);
    expect((await search('zara quintero')).ids).toEqual([named.zara]);
    // Every member of the company, the newest first.
    const firm = await search('granite HAULAGE');
    expect(firm.ids).toEqual([firmBuyer.id, firmAdmin.id]);
    expect(firm.total).toBe(2);
    // % and _ are the letters typed, not patterns.
    expect((await search('d%c')).ids).toEqual([named.percent]);
    expect((await search('r_s')).ids).toEqual([named.underscore]);
    // bulk5 and bulk50 to bulk59, newest first.
    const bulk5 = await search('bulk5');
    expect(bulk5.total).toBe(11);
    expect(bulk5.body[0].username).toBe('bulk59');
    expect((await search('no such customer')).total).toBe(0);
    // Too short for a part of a word: the username or e-mail that it is.
    expect((await search('NG')).ids).toEqual([named.short]);
    expect((await search('bu')).total).toBe(0);
    expect((await search('   ')).total).toBe(everyAccount.length);
  });

  it('refuses bad values with a 400 naming the parameter', async () => {
    const cases: [string, string, string][] = [
      [`q=${'x'.repeat(101)}`, 'q', 'Search must be at most 100 characters'],
      ['page=0', 'page', 'Page must be a whole number of at least 1'],
      ['pageSize=101', 'pageSize', 'Page size must be a whole number from 1 to 100'],
    ];
    for (const [query, field, message] of cases) {
      const answer = await list(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message, query).toBe(message);
      expect(Object.keys(answer.body.errors), query).toEqual([field]);
    }
  });

  it('lets owners, managers and sales in; refuses guests, customers and the warehouse', async () => {
    expect((await list('', null)).status).toBe(401);
    const customer = await registerCustomer(t);
    expect((await list('', customer.cookie)).status).toBe(403);
    expect((await get(`/api/admin/customers/${named.zara}`, customer.cookie)).status).toBe(403);
    const warehouse = await signInStaff(t, 'warehouse');
    const refused = await list('', warehouse.cookie);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Your role (Warehouse) does not allow this');
    expect((await get(`/api/admin/customers/${named.zara}`, warehouse.cookie)).status).toBe(403);
    for (const role of ['manager', 'sales'] as const) {
      expect((await list('', (await signInStaff(t, role)).cookie)).status, role).toBe(200);
    }
  });
});

describe('one customer', () => {
  it('shows the profile, company and saved addresses; 404 for no such account', async () => {
    const answer = await get(`/api/admin/customers/${firmAdmin.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: firmAdmin.id,
      firstName: 'Casey',
      company: { name: 'Granite Haulage Ltd', role: 'admin' },
      orderCount: 2,
      addresses: [{ label: 'Yard', address: '9 Gravel Pit Lane', isDefault: true }],
    });
    expect(answer.body).not.toHaveProperty('password');
    expect((await get(`/api/admin/customers/${named.zara}`)).body.phone).toBe('+1 503 555 0199');

    const missing = await get('/api/admin/customers/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('No customer with id 999999');
    expect((await get('/api/admin/customers/999999/orders')).status).toBe(404);
  });

  it('lists their orders and quotes, the newest first', async () => {
    const orders = await get(`/api/admin/customers/${firmAdmin.id}/orders`);
    expect(orders.status).toBe(200);
    expect(orders.body.orders.map((o: { id: number }) => o.id)).toEqual([...orderIds].reverse());
    expect(orders.body).toMatchObject({ total: 2, totalIsEstimate: false, pageSize: 10 });

    const quotes = await get(`/api/admin/customers/${firmAdmin.id}/quotes`);
    expect(quotes.body.total).toBe(2);
    expect(quotes.body.quotes.map((q: { total: string }) => q.total)).toEqual([
      '1700.00',
      '850.00',
    ]);
    expect(quotes.body.quotes[0].status).toBe('requested');
    expect(quotes.body.quotes[0].number).toMatch(/^Q-\d{6}$/);

    const none = await get(`/api/admin/customers/${named.zara}/orders`);
    expect(none.body).toMatchObject({ orders: [], total: 0 });
  });
});

describe('tRPC customers.staff', () => {
  it('answers the list as { customers, total, totalIsEstimate }', async () => {
    const answer = await trpcQuery<{ customers: { id: number }[]; total: number }>(
      t,
      'customers.staff.list',
      { q: 'granite', pageSize: 1, page: 2 },
      staff,
    );
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ total: 2, totalIsEstimate: false });
    expect(answer.data.customers.map((c) => c.id)).toEqual([firmAdmin.id]);
  });
});

describe('the OpenAPI document', () => {
  it('describes the list with its parameters and the total header', async () => {
    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operation = paths['/api/admin/customers'].get;
    expect(
      operation.parameters.map((p: { name: string; in: string }) => `${p.in} ${p.name}`),
    ).toEqual(['query page', 'query pageSize', 'query q']);
    expect(operation.summary).toContain('X-Total-Count');
    expect(paths['/api/admin/customers/{id}'].get.summary).toContain('saved addresses');
  });
});
