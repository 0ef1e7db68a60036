import { orders, products, refunds } from '@buildright/db';
import { foldTallies } from '@buildright/api';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, signInAdmin } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { trpcQuery } from '../testing/trpc.ts';
import { rowsOf } from '../testing/sql-rows.ts';

interface DashboardStats {
  totalRevenue: string;
  paidRevenue: string;
  activeProducts: number;
  totalProducts: number;
  totalOrders: number;
  pendingOrders: number;
  registeredUsers: number;
}

let t: TestApp;
let admin: string;
let categoryId: number;

/** What an order's refunds that have not failed gave back, summed from the refunds. */
const refundedOf = sql`(select coalesce(sum(r.amount), 0) from refunds r
  where r.order_id = o.id and r.status <> 'failed')`;

/** What the dashboard's figures are by definition, counted the slow way. */
async function countedTheSlowWay(): Promise<
  Omit<DashboardStats, 'totalRevenue' | 'paidRevenue'> & { revenue: string; paid: string }
> {
  const [row] = await t.db
    .execute<Record<string, string | number>>(
      sql`select
      (select count(*)::int from orders) as "totalOrders",
      (select count(*)::int from orders where status = 'pending') as "pendingOrders",
      (select coalesce(sum(total - ${refundedOf}), 0)::numeric(16, 2)::text from orders o
        where status <> 'cancelled') as revenue,
      (select coalesce(sum(total - ${refundedOf}), 0)::numeric(16, 2)::text from orders o
        where status <> 'cancelled'
          and payment_status in ('paid', 'partly_refunded', 'refunded')) as paid,
      (select count(*)::int from products) as "totalProducts",
      (select count(*)::int from products where is_active) as "activeProducts",
      (select count(*)::int from local_users) as "registeredUsers"`,
    )
    .then((result) => rowsOf<never>(result));
  return row as never;
}

async function dashboard() {
  const answer = await trpcQuery<DashboardStats>(t, 'stats.dashboard', undefined, admin);
  expect(answer.status).toBe(200);
  return answer.data;
}

/** Per category and active flag: products, in stock, on sale, both; tallied and counted. */
async function catalogueCounts() {
  const [tallied, counted] = await Promise.all([
    t.db.execute(sql`select category_id, is_active, sum(products)::int as products,
        sum(in_stock)::int as in_stock, sum(on_sale)::int as on_sale,
        sum(in_stock_on_sale)::int as both
      from product_tallies group by 1, 2 having sum(products) <> 0 order by 1, 2`),
    t.db.execute(sql`select category_id, is_active, count(*)::int as products,
        count(*) filter (where stock > 0)::int as in_stock,
        count(*) filter (where sale_price is not null)::int as on_sale,
        count(*) filter (where stock > 0 and sale_price is not null)::int as both
      from products group by 1, 2 order by 1, 2`),
  ]);
  return { tallied: rowsOf(tallied), counted: rowsOf(counted) };
}

/** Orders per status, payment status and month placed (UTC); tallied and counted. */
async function orderMonthCounts() {
  const [tallied, counted] = await Promise.all([
    t.db.execute(sql`select status, payment_status, month::text, sum(orders)::int as orders
      from order_tallies group by 1, 2, 3 having sum(orders) <> 0 order by 1, 2, 3`),
    t.db.execute(sql`select status, payment_status,
        date_trunc('month', created_at, 'UTC')::text as month, count(*)::int as orders
      from orders group by 1, 2, 3 order by 1, 2, 3`),
  ]);
  return { tallied: rowsOf(tallied), counted: rowsOf(counted) };
}

async function expectTalliesTrue() {
  const { tallied, counted } = await catalogueCounts();
  expect(tallied).toEqual(counted);
  const months = await orderMonthCounts();
  expect(months.tallied).toEqual(months.counted);
  const [blocks, blocksCounted] = await Promise.all([
    t.db.execute(sql`select from_id, sum(products)::int as products from product_id_blocks
      group by 1 having sum(products) <> 0 order by 1`),
    t.db.execute(sql`select id / 1000 * 1000 as from_id, count(*)::int as products
      from products group by 1 order by 1`),
  ]);
  expect(rowsOf(blocks)).toEqual(rowsOf(blocksCounted));
  const [stats, truth] = await Promise.all([dashboard(), countedTheSlowWay()]);
  expect(stats).toMatchObject({
    totalOrders: truth.totalOrders,
    pendingOrders: truth.pendingOrders,
    totalProducts: truth.totalProducts,
    activeProducts: truth.activeProducts,
    registeredUsers: truth.registeredUsers,
    totalRevenue: Number(truth.revenue).toFixed(2),
    paidRevenue: Number(truth.paid).toFixed(2),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
  categoryId = (await addCategory(t.db, { name: 'Tallied' })).id;
});
afterAll(() => t.close());

describe('order and product tallies', () => {
  it('follow bulk inserts, moves between statuses, total changes and deletes', async () => {
    await t.db.execute(sql`
      insert into orders (customer_name, customer_email, customer_address, total, status,
        payment_status, created_at)
      select 'Bulk ' || g, 'bulk' || g || '@example.com', 'Yard', ((g % 97) || '.25')::numeric,
        (array['pending', 'processing', 'shipped', 'cancelled'])[1 + g % 4],
        (array['unpaid', 'paid'])[1 + g % 2],
        timestamptz '2025-01-31 23:30Z' + g * interval '1 day'
      from generate_series(1, 600) g`);
    await t.db.execute(sql`
      insert into products (name, description, price, category_id, stock, is_active)
      select 'Part ' || g, 'A part', '5.00', ${categoryId}, 3, g % 3 <> 0
      from generate_series(1, 2500) g`);
    await t.db.execute(sql`
      insert into local_users (username, email, password)
      select 'tallied' || g, 'tallied' || g || '@example.com', 'x'
      from generate_series(1, 40) g`);
    await expectTalliesTrue();

    await t.db.update(orders).set({ status: 'pending' }).where(eq(orders.status, 'cancelled'));
    await t.db
      .update(orders)
      .set({ total: '1000.00' })
      .where(sql`${orders.id} % 7 = 0`);
    await t.db
      .update(orders)
      .set({ trackingNumber: 'TRK-1' })
      .where(sql`${orders.id} % 5 = 0`);
    await t.db
      .update(orders)
      .set({ createdAt: sql`${orders.createdAt} - interval '40 days'` })
      .where(sql`${orders.id} % 11 = 0`);
    await t.db
      .update(products)
      .set({ isActive: false })
      .where(sql`${products.id} % 4 = 0`);
    await t.db
      .update(products)
      .set({ stock: 0 })
      .where(sql`${products.id} % 5 = 0`);
    await t.db
      .update(products)
      .set({ salePrice: '4.00' })
      .where(sql`${products.id} % 6 = 0`);
    await t.db
      .update(products)
      .set({ stock: sql`${products.stock} + 1` })
      .where(sql`${products.id} % 15 = 0`);
    await expectTalliesTrue();

    // Refunds lower what their orders earned; one that fails gives it back.
    await t.db.execute(sql`
      insert into refunds (order_id, amount, reason, method, status, idempotency_key, lines,
        recorded_by)
      select id, least(total, 1.00), 'goodwill', 'card', 'succeeded', 'tally-' || id, '[]', 'test'
      from orders where id % 9 = 0`);
    await t.db
      .update(refunds)
      .set({ status: 'failed' })
      .where(sql`${refunds.orderId} % 18 = 0`);
    await t.db
      .update(orders)
      .set({ status: 'cancelled' })
      .where(sql`${orders.id} % 27 = 0`);
    await expectTalliesTrue();

    const someOrders = await t.db.select({ id: orders.id }).from(orders).limit(50);
    await t.db.delete(orders).where(
      inArray(
        orders.id,
        someOrders.map((o) => o.id),
      ),
    );
    await t.db.delete(products).where(sql`${products.id} % 10 = 0`);
    await t.db.execute(sql`delete from local_users where username like 'tallied1%'`);
    await expectTalliesTrue();
  });

  it('fold their rows of changes into one per key and still say the same', async () => {
    const before = await dashboard();
    await foldTallies(t.db);
    const [rows] = await t.db
      .execute<{ n: number; keys: number }>(
        sql`select
        (select count(*)::int from order_tallies) as n,
        (select count(distinct (status, payment_status, month))::int from order_tallies) as keys`,
      )
      .then((result) => rowsOf<{ n: number; keys: number }>(result));
    expect(rows!.n).toBe(rows!.keys);
    expect(await dashboard()).toEqual(before);
    await expectTalliesTrue();
  });

  it('fold safely from two processes at once', async () => {
    await t.db
      .update(orders)
      .set({ status: 'shipped' })
      .where(sql`${orders.id} % 3 = 0`);
    await Promise.all([foldTallies(t.db), foldTallies(t.db), foldTallies(t.db)]);
    await expectTalliesTrue();
  });
});
