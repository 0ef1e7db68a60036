import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProductSample, products, PRODUCT_SAMPLE_EVERY } from '@buildright/db';
import { addCategory } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { rowsOf } from '../testing/sql-rows.ts';

/**
 * From half a million products a catalogue's counts are estimated from the product sample: the
 * products whose id hashes to a multiple of 200, read through indexes of their own. Here the
 * planner is told the table holds a million products, and a word or a price only the sample's
 * products have reads as 200 times as many (a sample of the table's pages would hold almost none
 * of them, and they would be counted exactly).
 */
const PRODUCTS = 20_000;

let t: TestApp;
let tools: number;
let buckets: number;

async function countWhere(where: ReturnType<typeof sql>) {
  const result = await t.db.execute(sql`select count(*)::int as n from products where ${where}`);
  return rowsOf<{ n: number }>(result)[0]!.n;
}

/** `estimate` reads as the `sampled` products found in the sample, each standing for 200. */
function expectScaledUp(estimate: number | undefined, sampled: number) {
  expect(estimate).toBeGreaterThan(sampled * PRODUCT_SAMPLE_EVERY * 0.98);
  expect(estimate).toBeLessThan(sampled * PRODUCT_SAMPLE_EVERY * 1.02);
}

/** A catalogue page's items, and its total, which must be an estimate. */
async function estimatedPage<T>(url: string) {
  const response = await t.app.inject({ url });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['x-total-count-estimated']).toBe('true');
  return { items: response.json() as T[], total: Number(response.headers['x-total-count']) };
}

/** The plan of `query` with the table's scan ruled out: only an index whose predicate it implies serves. */
async function planWithoutTableScans(query: ReturnType<typeof sql>) {
  return t.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return JSON.stringify(rowsOf(await tx.execute(sql`explain (format json) ${query}`)));
  });
}

beforeAll(async () => {
  t = await createTestApp();
  tools = (await addCategory(t.db, { name: 'Tools' })).id;
  buckets = (await addCategory(t.db, { name: 'Buckets' })).id;
  await t.db.execute(sql`
    insert into products (name, description, price, category_id, stock)
    select 'Item ' || g, 'Plain item', (10 + g % 500)::numeric(10, 2),
      case when g % 4 = 0 then ${buckets}::int else ${tools}::int end, 3
    from generate_series(1, ${PRODUCTS}) g`);
  await t.db.execute(
    sql`update products set name = name || ' quartz', price = 7777
      where ${inProductSample(products.id)}`,
  );
  // Vacuumed, as autovacuum keeps a table: the visibility map lets an index answer alone.
  await t.db.execute(sql`vacuum analyze products`);
  // As the planner would count a distributor's catalogue, and kept so while the tests run.
  await t.db.execute(sql`alter table products set (autovacuum_enabled = false)`);
  await t.db.execute(sql`update pg_class set reltuples = 1000000 where oid = 'products'::regclass`);
});
afterAll(() => t?.close());

describe('the product sample of a large catalogue', () => {
  it('estimates a search from the products whose id hashes into it', async () => {
    const sampled = await countWhere(sql`name like '% quartz'`);
    expect(sampled).toBeGreaterThanOrEqual(50);
    const { items, total } = await estimatedPage<{ name: string }>(
      '/api/products?pageSize=24&search=quartz',
    );
    expectScaledUp(total, sampled);
    // The page itself is read from the products, exactly.
    expect(items).toHaveLength(24);
    expect(items.every((item) => item.name.endsWith(' quartz'))).toBe(true);
  });

  it("estimates the suggestions' categories from it too", async () => {
    const inTools = await countWhere(sql`name like '% quartz' and category_id = ${tools}`);
    const suggested = (await t.app.inject({ url: '/api/search/suggest?q=quartz' })).json() as {
      categories: { name: string; count: number }[];
      estimated: boolean;
    };
    expect(suggested.estimated).toBe(true);
    const count = suggested.categories.find((category) => category.name === 'Tools')?.count;
    expectScaledUp(count, inTools);
  });

  it('estimates a price filter from it', async () => {
    const sampled = await countWhere(sql`price = 7777`);
    const { items, total } = await estimatedPage<{ price: string }>(
      '/api/products?pageSize=24&minPrice=7000&maxPrice=8000',
    );
    expectScaledUp(total, sampled);
    expect(items.map((item) => item.price)).toEqual(Array(24).fill('7777.00'));
  });

  it('reads what its counts ask from its own index', async () => {
    const plan = await planWithoutTableScans(sql`select ${products.categoryId}, ${products.price},
        ${products.salePrice}, ${products.stock}, ${products.fitCoupler} from ${products}
      where ${inProductSample(products.id)} and ${products.isActive}`);
    expect(plan).toContain('Index Only Scan');
    expect(plan).toContain('products_sample_cover_idx');
  });

  it('finds its words and SKUs through its own indexes', async () => {
    const plan = await planWithoutTableScans(sql`select ${products.id} from ${products}
      where ${inProductSample(products.id)} and (${products.searchVector} @@ 'quartz'::tsquery
        or lower(${products.sku}) like 'br-00%')`);
    expect(plan).toContain('products_search_sample_idx');
    expect(plan).toContain('products_sku_sample_idx');
  });
});
