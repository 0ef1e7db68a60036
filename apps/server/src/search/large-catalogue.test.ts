import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldTallies } from '@buildright/api';
import { addCategory, signInAdmin } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { rowsOf } from '../testing/sql-rows.ts';

/**
 * Above 1,000 matching products the catalogue stops counting everything at every request: without a
 * search, a machine or a price filter its counts come from the tallies and stay exact; otherwise
 * the page stays exact, the total is exact up to 1,000 and "1,000+" above, and the facet counts
 * are of the first 1,001 products admitted, in the table's order, and say so.
 */
const PRODUCTS = 12_000;

let t: TestApp;
let tools: number;
let buckets: number;

interface Listed {
  id: number;
  price: string;
  salePrice: string | null;
}

beforeAll(async () => {
  t = await createTestApp();
  tools = (await addCategory(t.db, { name: 'Tools' })).id;
  buckets = (await addCategory(t.db, { name: 'Buckets' })).id;
  // Three in four are tools; every 10th is on sale; every 7th is out of stock.
  await t.db.execute(sql`
    insert into products (name, description, price, sale_price, category_id, stock, created_at)
    select 'Item ' || g, 'Plain item', (10 + g % 500)::numeric(10, 2),
      case when g % 10 = 0 then (5 + g % 500)::numeric(10, 2) end,
      case when g % 4 = 0 then ${buckets}::int else ${tools}::int end,
      case when g % 7 = 0 then 0 else 3 end,
      now() - interval '1 minute' * g
    from generate_series(1, ${PRODUCTS}) g`);
  await t.db.execute(sql`analyze products`);
});
afterAll(() => t?.close());

async function list(query: string) {
  const response = await t.app.inject({ url: `/api/products?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return {
    items: response.json() as Listed[],
    total: Number(response.headers['x-total-count']),
    estimated: response.headers['x-total-count-estimated'] === 'true',
  };
}

async function exactCount(where: ReturnType<typeof sql>) {
  const result = await t.db.execute(sql`select count(*)::int as n from products where ${where}`);
  return rowsOf<{ n: number }>(result)[0]!.n;
}

const effective = (item: Listed) => Number(item.salePrice ?? item.price);

describe('a catalogue too large to count at every request', () => {
  it('counts the catalogue, a category, stock and sale exactly from the tallies', async () => {
    const all = await list('pageSize=24');
    expect(all.estimated).toBe(false);
    expect(all.total).toBe(PRODUCTS);
    const inTools = await list(`pageSize=24&category=${tools}&inStock=true`);
    expect(inTools.estimated).toBe(false);
    expect(inTools.total).toBe(await exactCount(sql`category_id = ${tools} and stock > 0`));
    // A product sold out and one put on sale move the counts at once.
    await t.db.execute(sql`update products set stock = 0 where name = 'Item 1'`);
    await t.db.execute(sql`update products set sale_price = 1.00 where name = 'Item 2'`);
    const response = await t.app.inject({
      url: `/trpc/catalog.list?input=${encodeURIComponent(JSON.stringify({ json: { inStock: true } }))}`,
    });
    const page = response.json().result.data.json;
    expect(page.facets.estimated).toBe(false);
    expect(page.total).toBe(await exactCount(sql`stock > 0`));
    expect(page.facets.onSale).toBe(await exactCount(sql`stock > 0 and sale_price is not null`));
    expect(page.facets.inStock).toBe(await exactCount(sql`stock > 0`));
    expect(page.facets.categories).toEqual([
      {
        id: buckets,
        name: 'Buckets',
        count: await exactCount(sql`category_id = ${buckets} and stock > 0`),
      },
      {
        id: tools,
        name: 'Tools',
        count: await exactCount(sql`category_id = ${tools} and stock > 0`),
      },
    ]);
    await t.db.execute(
      sql`update products set stock = 3, sale_price = null where name in ('Item 1', 'Item 2')`,
    );
  });

  it('says "1,000+" of a price filter that admits more, and pages it to the end', async () => {
    const priced = await list('pageSize=24&minPrice=10&sort=price_desc');
    expect(priced.estimated).toBe(true);
    expect(priced.total).toBe(1_000);
    expect(await exactCount(sql`coalesce(sale_price, price) >= 10`)).toBeGreaterThan(1_000);
    const dearest = rowsOf<{ id: number }>(
      await t.db.execute(sql`select id from products where coalesce(sale_price, price) >= 10
        order by coalesce(sale_price, price) desc, id desc limit 24 offset 240`),
    ).map((row) => row.id);
    const page = await list('pageSize=24&minPrice=10&sort=price_desc&page=11');
    expect(page.items.map((item) => item.id)).toEqual(dearest);
  });

  it('counts exactly what a filter narrows to 1,000 or fewer', async () => {
    const narrow = await list(`pageSize=24&category=${buckets}&onSale=true`);
    expect(narrow.estimated).toBe(false);
    expect(narrow.total).toBe(
      await exactCount(sql`category_id = ${buckets} and sale_price is not null`),
    );
    const priced = await list('pageSize=24&minPrice=100&maxPrice=120&inStock=true');
    expect(priced.estimated).toBe(false);
    expect(priced.total).toBe(
      await exactCount(sql`coalesce(sale_price, price) between 100 and 120 and stock > 0`),
    );
  });

  it('serves any page in every sort in the right order', async () => {
    const up = await list('pageSize=50&page=40&sort=price_asc');
    const prices = up.items.map(effective);
    expect(prices).toEqual(prices.toSorted((a, b) => a - b));
    const down = await list('pageSize=50&page=3&sort=price_desc');
    const downPrices = down.items.map(effective);
    expect(downPrices).toEqual(downPrices.toSorted((a, b) => b - a));
    // Newest first: the builder made lower numbers later, so ids rise page after page.
    const first = (await list(`pageSize=24&sort=newest&category=${tools}`)).items.map((i) => i.id);
    const second = (await list(`pageSize=24&page=2&sort=newest&category=${tools}`)).items.map(
      (i) => i.id,
    );
    expect([...first, ...second]).toEqual([...first, ...second].toSorted((a, b) => a - b));
    expect(new Set([...first, ...second]).size).toBe(48);
  });

  it('keeps the price range exact and marks the facet counts as of the first products', async () => {
    // Every product costs 1.00 or more; a tenth of the buckets are on sale: 300 of them.
    const filter = { categoryId: buckets, onSale: true, minPrice: '1.00' };
    const response = await t.app.inject({
      url: `/trpc/catalog.list?input=${encodeURIComponent(JSON.stringify({ json: filter }))}`,
    });
    const page = response.json().result.data.json;
    expect(page.totalIsEstimate).toBe(false);
    expect(page.total).toBe(
      await exactCount(sql`category_id = ${buckets} and sale_price is not null`),
    );
    expect(page.facets.estimated).toBe(true);
    const [range] = rowsOf<{ min: string; max: string }>(
      await t.db.execute(sql`select min(sale_price)::text as min, max(sale_price)::text as max
        from products where category_id = ${buckets} and sale_price is not null`),
    );
    expect(page.facets.price).toEqual(range);
    const bucketFacet = page.facets.categories.find((c: { id: number }) => c.id === buckets);
    expect(bucketFacet.count).toBe(page.total);
  });
});

describe('searching a large catalogue', () => {
  it('counts a common word among its first 1,001 matches, and says so', async () => {
    const searched = await list('pageSize=24&search=item');
    expect(searched.items).toHaveLength(24);
    expect(searched.estimated).toBe(true);
    expect(searched.total).toBe(1_000);
    const suggested = (await t.app.inject({ url: '/api/search/suggest?q=item' })).json();
    expect(suggested.products).toHaveLength(6);
    expect(suggested.estimated).toBe(true);
    const firstMatches = rowsOf<{ name: string; count: number }>(
      await t.db.execute(sql`select c.name, count(*)::int as count from (
          select id, category_id from products where search_vector @@ 'item'::tsquery
          order by ctid limit 1001) first_matches
        join categories c on c.id = first_matches.category_id group by c.name`),
    );
    expect(
      suggested.categories.toSorted((a: { name: string }, b: { name: string }) =>
        a.name.localeCompare(b.name),
      ),
    ).toEqual(
      firstMatches
        .toSorted((a, b) => a.name.localeCompare(b.name))
        .map(({ name, count }) => expect.objectContaining({ name, count })),
    );
  });

  it("ranks its first 1,001 matches in the table's order, the same ones at every page", async () => {
    // Every product matches "item" alike: the rank leaves them in id order.
    const expected = rowsOf<{ id: number }>(
      await t.db.execute(sql`select id from (select id from products
          where search_vector @@ 'item'::tsquery order by ctid limit 1001) first_matches
        order by id limit 48`),
    ).map((row) => row.id);
    const [first, second] = [
      await list('pageSize=24&search=item'),
      await list('pageSize=24&search=item&page=2'),
    ];
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(expected);
  });

  it("takes a common word's price range from its first 1,001 matches", async () => {
    const response = await t.app.inject({
      url: `/trpc/catalog.list?input=${encodeURIComponent(JSON.stringify({ json: { search: 'item', inStock: true } }))}`,
    });
    const page = response.json().result.data.json;
    expect(page.facets.estimated).toBe(true);
    const [range] = rowsOf<{ min: string; max: string }>(
      await t.db.execute(sql`select min(coalesce(sale_price, price))::text as min,
          max(coalesce(sale_price, price))::text as max
        from (select * from products where search_vector @@ 'item'::tsquery
          order by ctid limit 1001) first_matches
        where stock > 0`),
    );
    expect(page.facets.price).toEqual(range);
  });

  it('counts a rare word exactly', async () => {
    const suggested = (await t.app.inject({ url: '/api/search/suggest?q=11999' })).json();
    expect(suggested.estimated).toBe(false);
    expect(suggested.categories).toEqual([{ id: tools, name: 'Tools', count: 1 }]);
  });
});

describe('a word that most products do not hold, too common to count', () => {
  it('says "1,000+" and pages its matches in price order from all of them', async () => {
    // 6,000 of the 12,000.
    await t.db.execute(
      sql`update products set description = 'Plain galvanised item' where id % 2 = 0`,
    );
    await t.db.execute(sql`analyze products`);
    const searched = await list('pageSize=24&search=galvanised&sort=price_asc');
    expect(searched.estimated).toBe(true);
    expect(searched.total).toBe(1_000);
    const cheapest = rowsOf<{ id: number }>(
      await t.db.execute(sql`select id from products where id % 2 = 0
        order by coalesce(sale_price, price), id limit 24`),
    ).map((row) => row.id);
    expect(searched.items.map((item) => item.id)).toEqual(cheapest);
  });
});

describe("the staff's list of every product, in id order", () => {
  it('serves the deepest page as any other, from the block of ids it starts in', async () => {
    const admin = await signInAdmin(t);
    // Uneven blocks of ids: most of one block gone, some inactive, new ones at the end.
    await t.db.execute(sql`delete from products where id % 1000 between 100 and 899 and id < 4000`);
    await t.db.execute(sql`update products set is_active = false where id % 9 = 0`);
    await t.db.execute(sql`
      insert into products (name, description, price, category_id, stock)
      select 'Late item ' || g, 'Plain item', 12.00, ${tools}, 1 from generate_series(1, 30) g`);
    const everyId = async () =>
      rowsOf<{ id: number }>(await t.db.execute(sql`select id from products order by id`)).map(
        (row) => row.id,
      );
    const staffPage = async (page: number, pageSize: number) => {
      const response = await t.app.inject({
        url: `/api/products?page=${page}&pageSize=${pageSize}`,
        headers: { cookie: admin },
      });
      expect(response.statusCode, response.body).toBe(200);
      return {
        ids: (response.json() as Listed[]).map((item) => item.id),
        total: Number(response.headers['x-total-count']),
      };
    };
    const expectPagesRight = async () => {
      const ids = await everyId();
      const lastPage = Math.ceil(ids.length / 50);
      for (const page of [1, 2, 9, 10, 11, 40, 97, lastPage - 1, lastPage, lastPage + 1]) {
        const answer = await staffPage(page, 50);
        expect(answer.total).toBe(ids.length);
        expect(answer.ids, `page ${page}`).toEqual(ids.slice((page - 1) * 50, page * 50));
      }
      expect((await staffPage(31, 100)).ids).toEqual(ids.slice(3000, 3100));
    };
    await expectPagesRight();
    await foldTallies(t.db);
    await expectPagesRight();
  });
});
