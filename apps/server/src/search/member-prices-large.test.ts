import { buyerUnitPriceCents, fromCents, toCents } from '@buildright/api/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyAdmin, joinedMember } from '../testing/companies.ts';
import { addCategory, signInStaff } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { rowsOf } from '../testing/sql-rows.ts';

/**
 * What members pay (member_prices, written by the one pricing rule) and a member's price sort,
 * filter and price range on a catalogue too large to read whole at each request answer exactly
 * what reading every product would.
 */
const PRODUCTS = 12_000;
const OFFCUTS = 40;

let t: TestApp;
let buyer: string;
let companyId: number;
let categoryIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  const manager = (await signInStaff(t, 'manager')).cookie;
  categoryIds = [];
  for (const name of ['Tools', 'Buckets', 'Vests', 'Offcuts']) {
    categoryIds.push((await addCategory(t.db, { name })).id);
  }
  // Prices repeat every 997 products; every 6th is on sale, at 30% off (below what the tools'
  // discount makes of its list price); every 7th is out of stock.
  await t.db.execute(sql`
    insert into products (name, description, price, sale_price, category_id, stock)
    select 'Item ' || g, 'Plain item', (5 + (g * 37) % 997)::numeric(10, 2),
      case when g % 6 = 0 then round((5 + (g * 37) % 997) * 0.7, 2)::numeric(10, 2) end,
      (array[${categoryIds[0]!}::int, ${categoryIds[1]!}::int, ${categoryIds[2]!}::int])[1 + g % 3],
      case when g % 7 = 0 then 0 else 3 end
    from generate_series(1, ${PRODUCTS}) g`);
  // A few offcuts, which the price list all but gives away.
  await t.db.execute(sql`
    insert into products (name, description, price, category_id, stock)
    select 'Offcut ' || g, 'Plain offcut', (5 + g)::numeric(10, 2), ${categoryIds[3]!}, 2
    from generate_series(1, ${OFFCUTS}) g`);
  await t.db.execute(sql`analyze products`);
  const admin = await companyAdmin(t, 'Windowed Prices Co');
  companyId = admin.companyId;
  buyer = (await joinedMember(t, admin.cookie, 'buyer')).cookie;
  // Fixed prices far below and above what guests pay, on products spread over the catalogue.
  const fixed = rowsOf<{ sku: string; price: string }>(
    await t.db.execute(sql`select sku, case when id % 2 = 0 then '1.50' else '2000.00' end as price
      from products where id % 401 = 0`),
  );
  const set = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/companies/${companyId}/price-list`,
    headers: { cookie: manager },
    payload: {
      // 12% off tools; 60% off buckets, deeper than the band the window narrows to; offcuts all
      // but free (99.99% off: 0.00 under $50), the most a price list may take off.
      categories: [
        { categoryId: categoryIds[0], percentOff: '12' },
        { categoryId: categoryIds[1], percentOff: '60' },
        { categoryId: categoryIds[3], percentOff: '99.99' },
      ],
      products: fixed,
    },
  });
  expect(set.statusCode, set.body).toBe(200);
});
afterAll(() => t?.close());

interface Ask {
  sort: 'price_asc' | 'price_desc';
  page: number;
  categoryId?: number;
  minPrice?: string;
  maxPrice?: string;
  inStock?: boolean;
}

/** The member's price of every product, the pricing rule at quantity 1, read the slow way. */
async function everyMemberPrice(ask: Ask) {
  const direction = sql.raw(ask.sort === 'price_asc' ? 'asc' : 'desc');
  return rowsOf<{ id: number; price_text: string }>(
    await t.db.execute(sql`select id, price::text as price_text from (
        select p.id, p.category_id, p.stock, least(coalesce(p.sale_price, p.price),
          coalesce(f.price, round(p.price * (100 - d.percent_off) / 100, 2))) as price
        from products p
        left join company_product_prices f on f.company_id = ${companyId} and f.product_id = p.id
        left join company_category_discounts d
          on d.company_id = ${companyId} and d.category_id = p.category_id) priced
      where (${ask.categoryId ?? null}::int is null or category_id = ${ask.categoryId ?? null}::int)
        and (${ask.minPrice ?? null}::numeric is null or price >= ${ask.minPrice ?? null}::numeric)
        and (${ask.maxPrice ?? null}::numeric is null or price <= ${ask.maxPrice ?? null}::numeric)
        and (${ask.inStock ?? false} = false or stock > 0)
      order by priced.price ${direction}, id ${direction}`),
  ).map((row) => ({ id: row.id, price: row.price_text }));
}

/** An ask's category given as the fixture's index (0: Tools … 3: Offcuts), as its id. */
function inCategory<T extends { categoryId?: number }>(ask: T): T {
  return {
    ...ask,
    categoryId: ask.categoryId === undefined ? undefined : categoryIds[ask.categoryId],
  };
}

/** A catalogue page as the shop asks it, as a guest or with `cookie`; it must answer 200. */
async function catalogPage(input: object, cookie?: string) {
  const response = await t.app.inject({
    url: `/trpc/catalog.list?input=${encodeURIComponent(JSON.stringify({ json: input }))}`,
    headers: cookie ? { cookie } : {},
  });
  const who = `${cookie ? 'member' : 'guest'} ${JSON.stringify(input)}`;
  expect(response.statusCode, `${who}: ${response.body}`).toBe(200);
  return response.json().result.data.json as {
    items: { id: number; stock: number; salePrice: string | null; categoryId: number }[];
    total: number;
    totalIsEstimate: boolean;
    facets: { price: { min: string; max: string } | null };
  };
}

const memberPage = (ask: Ask) => catalogPage({ ...ask, pageSize: 24 }, buyer);

describe('what members pay, kept beside the price lists (member_prices)', () => {
  it('is the pricing rule for every kind of term, and no row where the list changes nothing', async () => {
    const rows = rowsOf<{
      id: number;
      price: string;
      salePrice: string | null;
      fixedPrice: string | null;
      percentOff: string | null;
      memberPrice: string | null;
    }>(
      await t.db.execute(sql`select p.id, p.price::text as price, p.sale_price::text as "salePrice",
          f.price::text as "fixedPrice", d.percent_off::text as "percentOff",
          m.price::text as "memberPrice"
        from products p
        left join company_product_prices f on f.company_id = ${companyId} and f.product_id = p.id
        left join company_category_discounts d
          on d.company_id = ${companyId} and d.category_id = p.category_id
        left join member_prices m on m.company_id = ${companyId} and m.product_id = p.id`),
    );
    const kinds = new Set<string>();
    const wrong = rows.flatMap((row) => {
      const terms = { fixedPrice: row.fixedPrice, percentOff: row.percentOff };
      const changed = row.fixedPrice !== null || row.percentOff !== null;
      const expected = changed ? fromCents(buyerUnitPriceCents(row, 1, terms)) : null;
      const shop = toCents(row.salePrice ?? row.price);
      const term = row.fixedPrice !== null ? 'fixed' : row.percentOff !== null ? 'percent' : 'none';
      const pays = expected === null ? 'shop' : toCents(expected) < shop ? 'term' : 'shop or sale';
      kinds.add(`${term}${row.fixedPrice && row.percentOff ? ' over percent' : ''}: ${pays}`);
      return row.memberPrice === expected ? [] : [{ ...row, expected }];
    });
    expect(wrong).toEqual([]);
    expect([...kinds].toSorted()).toEqual([
      'fixed over percent: shop or sale',
      'fixed over percent: term',
      'fixed: shop or sale',
      'fixed: term',
      'none: shop',
      'percent: shop or sale',
      'percent: term',
    ]);
  });
});

describe("a member's prices on a large catalogue", () => {
  const asks: Ask[] = [
    { sort: 'price_asc', page: 1 },
    { sort: 'price_asc', page: 7 },
    { sort: 'price_desc', page: 1 },
    { sort: 'price_desc', page: 5 },
    { sort: 'price_asc', page: 2, categoryId: 0 },
    { sort: 'price_asc', page: 1, categoryId: 1 },
    { sort: 'price_desc', page: 3, categoryId: 1 },
    { sort: 'price_asc', page: 1, minPrice: '100', maxPrice: '250' },
    { sort: 'price_desc', page: 2, maxPrice: '40', inStock: true },
    { sort: 'price_desc', page: 4, minPrice: '100', maxPrice: '250' },
    { sort: 'price_desc', page: 2, minPrice: '300' },
    { sort: 'price_desc', page: 9, categoryId: 0 },
    { sort: 'price_asc', page: 3, categoryId: 0, minPrice: '300', maxPrice: '700' },
    { sort: 'price_desc', page: 2, categoryId: 2, minPrice: '100', maxPrice: '600' },
    // Within both bounds only by a fixed price far below what guests pay.
    { sort: 'price_asc', page: 1, minPrice: '1', maxPrice: '2' },
    // What is free costs the member 0: within a minimum of 0, and where a sort down ends.
    { sort: 'price_asc', page: 2, minPrice: '0' },
    { sort: 'price_desc', page: 2, maxPrice: '3' },
    { sort: 'price_desc', page: 1, categoryId: 3 },
    { sort: 'price_desc', page: 2, categoryId: 3, minPrice: '0' },
  ];

  it.each(asks)('sorts and filters by the member prices as reading all would: %j', async (ask) => {
    const resolved = inCategory(ask);
    const every = await everyMemberPrice(resolved);
    const page = await memberPage(resolved);
    const expected = every.slice((ask.page - 1) * 24, ask.page * 24).map((row) => row.id);
    expect(page.items.map((item) => item.id)).toEqual(expected);
  });

  // Every pair of edge bounds (none, 0, a cent, the fixed and the free prices, the top), in the
  // catalogue, a category 60% off and a free one: each page and exact total is the slow way's.
  const bounds = [undefined, '0', '0.01', '1.50', '2', '999', '1002'];
  const edges: Ask[] = bounds.flatMap((minPrice) =>
    bounds
      .filter((maxPrice) => !minPrice || !maxPrice || Number(minPrice) <= Number(maxPrice))
      .flatMap((maxPrice) =>
        [undefined, 1, 3].flatMap((categoryId) =>
          (['price_asc', 'price_desc'] as const).map((sort) => ({
            sort,
            page: 1,
            categoryId,
            minPrice,
            maxPrice,
          })),
        ),
      ),
  );

  // Each ask is also read the slow way, pricing every product, hence the long timeout.
  it(`answers ${edges.length} asks at the edges of prices as reading all would`, async () => {
    for (const ask of edges) {
      const resolved = inCategory(ask);
      const every = await everyMemberPrice(resolved);
      const page = await memberPage(resolved);
      expect(
        page.items.map((item) => item.id),
        JSON.stringify(ask),
      ).toEqual(every.slice(0, 24).map((row) => row.id));
      if (!page.totalIsEstimate) expect(page.total, JSON.stringify(ask)).toBe(every.length);
    }
  }, 120_000);

  // A bound exactly at what a tool pays: its sale price (below its 12% off), or what guests pay
  // for one whose fixed price is dearer. Neither is within the band of the tools' discounted list
  // prices, so each is read from the window's ranges of what is on sale and of the price list.
  it('admits a product whose price is exactly a bound', async () => {
    const tools = categoryIds[0]!;
    const priceOf = async (query: ReturnType<typeof sql>) =>
      rowsOf<{ price: string }>(await t.db.execute(query))[0]!.price;
    const onSale = await priceOf(sql`select p.sale_price::text as price from products p
      where p.category_id = ${tools} and p.sale_price is not null
        and not exists (select from company_product_prices f where f.product_id = p.id)
      order by p.id limit 1`);
    const belowItsFixedPrice = await priceOf(sql`select p.price::text as price from products p
      join company_product_prices f on f.product_id = p.id and f.company_id = ${companyId}
      where p.category_id = ${tools} and p.sale_price is null and f.price > p.price
      order by p.id limit 1`);
    for (const price of [onSale, belowItsFixedPrice]) {
      const asks: Ask[] = [
        { sort: 'price_asc', page: 1, categoryId: tools, minPrice: price },
        // Up to the fixed prices: counted, the window holds the price list's own range.
        { sort: 'price_asc', page: 1, categoryId: tools, minPrice: price, maxPrice: '2000' },
        { sort: 'price_desc', page: 1, minPrice: price, maxPrice: price },
      ];
      for (const ask of asks) {
        const every = await everyMemberPrice(ask);
        expect(every[0]?.price, JSON.stringify(ask)).toBe(price);
        const page = await memberPage(ask);
        expect(
          page.items.map((item) => item.id),
          JSON.stringify(ask),
        ).toEqual(every.slice(0, 24).map((row) => row.id));
        // Counted exactly up to 1,000 matches, "1,000+" beyond (docs/api.md).
        expect(page.totalIsEstimate, JSON.stringify(ask)).toBe(every.length > 1_000);
        expect(page.total, JSON.stringify(ask)).toBe(Math.min(every.length, 1_000));
      }
    }
  });

  // Counted under a price filter, another sort's page is read from the window and sorted.
  it('pages newest first under a price filter as reading all would', async () => {
    for (const ask of [
      { categoryId: categoryIds[0]!, minPrice: '300', maxPrice: '320' },
      { minPrice: '1', maxPrice: '2' },
      { categoryId: categoryIds[1]!, minPrice: '2000' },
    ]) {
      const every = await everyMemberPrice({ sort: 'price_asc', page: 1, ...ask });
      const newestFirst = every.map((row) => row.id).sort((a, b) => b - a);
      for (const page of [1, 2, Math.ceil(every.length / 24) + 1]) {
        const answer = await memberPage({ sort: 'newest', page, ...ask } as unknown as Ask);
        const who = JSON.stringify({ page, ...ask });
        expect(
          answer.items.map((item) => item.id),
          who,
        ).toEqual(newestFirst.slice((page - 1) * 24, page * 24));
        expect(answer.total, who).toBe(every.length);
      }
    }
  });

  it('answers every kind of valid ask, as a guest and as a member, with what it filters', async () => {
    const sorts = ['relevance', 'price_asc', 'price_desc', 'newest', 'name'] as const;
    const searches = [undefined, 'item', 'offcut', 'zzqx'];
    const flags = [{}, { inStock: true }, { onSale: true }, { inStock: true, onSale: true }];
    const prices = [
      {},
      { minPrice: '0' },
      { maxPrice: '0' },
      { minPrice: '0', maxPrice: '0' },
      { minPrice: '1.50', maxPrice: '2' },
      { minPrice: '999.99' },
    ];
    const categories = [undefined, 1, 3];
    // A spread of the combinations (every one would be 2,880 asks): each sort with each search
    // and each flag, the prices, categories and pages taken in turn; the same ask for both.
    let asked = 0;
    for (const sort of sorts) {
      for (const search of searches) {
        for (const [flag, cookie] of flags.flatMap((flag) => [
          [flag, undefined] as const,
          [flag, buyer] as const,
        ])) {
          const n = Math.floor(asked++ / 2);
          const ask = {
            sort,
            search,
            ...flag,
            ...prices[n % prices.length],
            categoryId: categories[Math.floor(n / prices.length) % categories.length],
            page: n % 5 === 4 ? 3 : 1,
            pageSize: 24,
          };
          const input = inCategory(ask);
          const page = await catalogPage(input, cookie);
          const who = `${cookie ? 'member' : 'guest'} ${JSON.stringify(input)}`;
          expect(page.items.length, who).toBeLessThanOrEqual(24);
          for (const item of page.items) {
            if ('inStock' in ask) expect(item.stock, who).toBeGreaterThan(0);
            if ('onSale' in ask) expect(item.salePrice, who).not.toBeNull();
            if (input.categoryId) expect(item.categoryId, who).toBe(input.categoryId);
          }
        }
      }
    }
  });

  it("gives the price range of the member's prices", async () => {
    const every = await everyMemberPrice({ sort: 'price_asc', page: 1 });
    const page = await memberPage({ sort: 'price_asc', page: 1 });
    expect(page.facets.price).toEqual({ min: every[0]!.price, max: every.at(-1)!.price });
  });
});
