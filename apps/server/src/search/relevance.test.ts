import { seedDemoCatalogue } from '@buildright/db/seed';
import { categories, products } from '@buildright/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { trpcQuery } from '../testing/trpc.ts';
import { rowsOf } from '../testing/sql-rows.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalogue(t.db);
});
afterAll(() => t.close());

async function topNames(search: string, count = 3): Promise<string[]> {
  const response = await t.app.inject({
    url: `/api/products?search=${encodeURIComponent(search)}&pageSize=${count}`,
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { name: string }[]).map((product) => product.name);
}

const bucket = 'Heavy-Duty Digging Bucket 24"';
const ditchBucket = 'Ditch Cleaning Bucket 60"';
const thumb = 'Hydraulic Thumb Kit for Mini Excavators';
const coupler = 'Hydraulic Quick Coupler QC-20';
const breaker = 'HB-900 Hydraulic Breaker Hammer';
const drill = '20V Cordless Hammer Drill Kit';
const generator = 'Portable Generator 7,500 W';
const vest = 'Class 2 High-Visibility Vest';

/** A search, and what must lead its results (in this order). */
const leads: [search: string, expected: string[], why: string][] = [
  ['excavater bucket', [bucket, ditchBucket], 'a typo in a long word'],
  ['24 bucket', [bucket], 'a size and a word'],
  ['bucket 24', [bucket], 'word order'],
  ['buckets', [bucket, ditchBucket], 'a plural'],
  ['BUCKET', [bucket, ditchBucket], 'case'],
  ['thumbs', [thumb], 'a plural of a name word'],
  ['thumb', [thumb], 'a name word'],
  ['buck', [bucket, ditchBucket], 'a prefix while typing'],
  ['hydraulic thu', [thumb], 'a prefix after a whole word'],
  ['BR-001001', [bucket], 'an exact SKU'],
  ['br-001004', [breaker], 'an exact SKU in lower case'],
  ['001003', [coupler], 'the number of a SKU'],
  ['hamer', [drill, breaker], 'one letter missing in a short word'],
  ['breaker hammer', [breaker], 'two words'],
  ['hammer breaker', [breaker], 'two words, the other way round'],
  ['generater', [generator], 'a typo'],
  ['genrator', [generator], 'a letter missing'],
  ['drll', [drill], 'a short word, one letter missing'],
  ['cordless drill', [drill], 'a name'],
  ['lazer level', ['Rotary Laser Level Kit'], 'a typo beside a right word'],
  ['harnes', ['Full-Body Fall Protection Harness'], 'a prefix that is also a typo'],
  ['gloves', ['Cut-Resistant Work Gloves, 3 Pairs'], 'a plural'],
  ['glove', ['Cut-Resistant Work Gloves, 3 Pairs'], 'a singular of a plural name'],
  ['hi vis vest', [vest], 'a short form beside a name word'],
  ['steel toe boots', ['Steel-Toe Waterproof Work Boots'], 'a hyphenated name'],
  ['skid steer', ['Skid Steer Loader SL-75'], 'a machine'],
  ['quick coupler', [coupler], 'the name before a description that mentions it'],
  ['qc-20', [coupler], 'a model code'],
  ['hb-900', [breaker], 'a model code at the start of a name'],
  ['heavy duty bucket', [bucket], 'a hyphenated word written apart'],
  ['augr', ['Earth Auger Drive with 12" Bit'], 'a typo in a short word'],
  ['the bucket', [bucket, ditchBucket], 'a stop word'],
  ['ripper', ['Single-Shank Ripper Tooth'], 'the name before a description'],
  ['mixer', ['Electric Concrete Mixer 5 cu ft'], 'a name word'],
];

describe('search relevance on the demo catalogue', () => {
  it.each(leads)('"%s" is led by %j (%s)', async (search, expected) => {
    expect((await topNames(search, expected.length)).slice(0, expected.length)).toEqual(expected);
  });

  it('finds the category by its words', async () => {
    const names = await topNames('safety gear', 10);
    expect(names).toHaveLength(5);
    expect(names).toContain(vest);
  });

  it('ranks a name match above a description mention', async () => {
    const names = await topNames('hammer', 5);
    expect(names.slice(0, 2).toSorted()).toEqual([breaker, drill].toSorted());
  });

  it.each([['xyzzy'], ['qqqqqqqq'], ['%%%'], ['😀'], ['"\'\\'], ['excavator xyzzy']])(
    'finds nothing for "%s"',
    async (search) => {
      expect(await topNames(search)).toEqual([]);
    },
  );

  it('lists every SKU that starts with a typed prefix, in SKU order', async () => {
    const response = await t.app.inject({ url: '/api/products?search=BR-00100&pageSize=3' });
    const skus = (response.json() as { sku: string }[]).map((product) => product.sku);
    expect(skus).toEqual(['BR-001001', 'BR-001002', 'BR-001003']);
  });
});

describe('suggestions, answered apart from the search while a visitor types', () => {
  interface Counted {
    id: number;
    name: string;
    count: number;
  }
  interface Page {
    items: { id: number }[];
    facets: { categories: Counted[] };
  }
  const typed = ['bu', 'hy', 'ham', 'ex', 'br-00', 'BR-00100', 'br-0010', 'qc', 'hb-9', 'safety'];

  it.each([...leads.map(([search]) => search), ...typed])(
    '"%s" suggests the search\'s first six products and its three largest categories',
    async (search) => {
      const page = await trpcQuery<Page>(t, 'catalog.list', { search, pageSize: 6 });
      const suggested = await t.app.inject({
        url: `/api/search/suggest?q=${encodeURIComponent(search)}`,
      });
      const { products, categories } = suggested.json() as {
        products: { id: number }[];
        categories: Counted[];
      };
      expect(products.map(({ id }) => id)).toEqual(page.data.items.map(({ id }) => id));
      const largest = page.data.facets.categories
        .toSorted((a, b) => b.count - a.count || a.name.localeCompare(b.name))
        .slice(0, 3);
      expect(categories).toEqual(largest);
    },
  );
});

describe('a last word', () => {
  it('that is a catalogue word is read as itself; any other as the beginning of words', async () => {
    const [tools] = await t.db.select().from(categories).where(eq(categories.name, 'Tools'));
    await t.db.insert(products).values({
      name: 'Folding Sawhorse Pair',
      description: 'Two steel sawhorses that fold flat.',
      price: '89.00',
      categoryId: tools!.id,
      stock: 5,
    });
    expect(await topNames('saw', 5)).toEqual(['7-1/4" Circular Saw 15 A']);
    expect(await topNames('sawh', 5)).toEqual(['Folding Sawhorse Pair']);
  });
});

describe('a beginning being typed', () => {
  /** What the full-text index's own reading of a beginning finds among the shown products. */
  async function beginningIn(word: string): Promise<number[]> {
    const result = await t.db.execute(sql`select p.id from ${products} p
      join ${categories} c on c.id = p.category_id
      where p.is_active and c.is_active and p.search_vector @@ to_tsquery('simple', ${`${word}:*`})
      order by p.id`);
    return rowsOf<{ id: number }>(result).map((row) => row.id);
  }
  async function foundIds(search: string): Promise<number[]> {
    const response = await t.app.inject({
      url: `/api/products?search=${encodeURIComponent(search)}&pageSize=100`,
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { id: number }[])
      .map((product) => product.id)
      .toSorted((a, b) => a - b);
  }

  beforeAll(async () => {
    const [tools] = await t.db.select().from(categories).where(eq(categories.name, 'Tools'));
    await t.db.insert(products).values([
      // "happy" is indexed as its stem "happi" too, which no catalogue word begins.
      {
        name: 'Happy Trowel',
        description: 'A trowel.',
        sku: 'QXW-4410',
        price: '9.00',
        categoryId: tools!.id,
        stock: 1,
      },
      // Beginnings of these words are also beginnings of the SKU's letters and of the category's
      // new name, which only those hold.
      { name: 'Qxwell Float', description: 'A float.', price: '19.00', categoryId: tools!.id },
      { name: 'Toolmonger Apron', description: 'An apron.', price: '29.00', categoryId: tools!.id },
      // More words beginning "zqx" than a beginning is asked as.
      ...Array.from({ length: 51 }, (_, i) => ({
        name: `Zqx${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))} part`,
        description: 'A part.',
        price: '1.00',
        categoryId: tools!.id,
        stock: 1,
      })),
    ]);
    await t.db.update(categories).set({ name: 'Toolmongery' }).where(eq(categories.id, tools!.id));
  });

  it.each([
    ['saf', 'words and their stems'],
    ['gen', 'several words'],
    ['happi', 'a stem only'],
    ['qxw', "a SKU's letters"],
    ['toolmong', "a category's new name"],
    ['zqx', 'more words than are asked one by one'],
  ])('"%s" finds what the index finds for the beginning itself (%s)', async (word) => {
    const expected = await beginningIn(word);
    expect(expected.length).toBeGreaterThan(0);
    expect(await foundIds(word)).toEqual(expected);
  });

  it('is asked as the words of the search documents it begins, when they are few', async () => {
    await t.db.execute(sql`delete from search_lexemes where lexeme like 'sawhors%'`);
    await t.db.execute(sql`insert into search_lexemes values ('sawhzz')`);
    expect(await topNames('sawh', 5)).toEqual([]);
    await t.db.execute(sql`delete from search_lexemes where lexeme = 'sawhzz'`);
    await t.db.execute(sql`select refill_search_lexemes()`);
    // Another beginning: the catalogue's cache keeps what "sawh" found until the catalogue changes.
    expect(await topNames('sawho', 5)).toEqual(['Folding Sawhorse Pair']);
  });
});

describe('a typo', () => {
  beforeAll(async () => {
    // A bucket whose category alone names excavators. A typo ranks as its right word does:
    // read as "excavator" and "excavators" (not as the stem "excav"), "excavater" lifted the
    // demo's bucket, whose description says "excavators", above this one.
    const [kits] = await t.db
      .select()
      .from(categories)
      .where(eq(categories.name, 'Excavator Upgrade Kits'));
    await t.db.insert(products).values({
      name: 'Narrow Trench Bucket 12"',
      description: '<p>Heavy-duty trench bucket made of <strong>Hardox 450 steel</strong>.</p>',
      price: '1499.50',
      categoryId: kits!.id,
      stock: 3,
    });
  });

  it('is read as the nearest catalogue words only, and their other forms', async () => {
    const [category] = await t.db.select().from(categories).limit(1);
    const categoryId = category!.id;
    await t.db.insert(products).values([
      { name: 'Grapple Rake', description: 'Rakes brush.', price: '900.00', categoryId },
      { name: 'Grade Stakes', description: 'Marks levels.', price: '9.00', categoryId },
      { name: 'Brush Grapples', description: 'A pair.', price: '990.00', categoryId },
    ]);
    // "grapple" is one edit away, "grade" two; "grapples" is a form of "grapple".
    expect((await topNames('graple', 5)).toSorted()).toEqual(['Brush Grapples', 'Grapple Rake']);
  });

  it.each([
    ['excavater bucket', 'excavator bucket'],
    ['genrator', 'generator'],
    ['hamer drill', 'hammer drill'],
  ])('"%s" finds and ranks what "%s" does', async (typo, word) => {
    expect(await topNames(typo, 10)).toEqual(await topNames(word, 10));
  });
});
