import { eq, sql } from 'drizzle-orm';
import { categories, products } from '@buildright/db';
import { seedDemoCatalogue } from '@buildright/db/seed';
import { fitVerdict, type MachineModel, type ProductFitment } from '@buildright/api/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { registerCustomer } from '../testing/fixtures.ts';
import { trpcMutation, trpcQuery } from '../testing/trpc.ts';

interface Listed {
  id: number;
  name: string;
  price: string;
  salePrice: string | null;
  stock: number;
  category: string;
  fitment: ProductFitment;
}

let t: TestApp;
let machines: MachineModel[];

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalogue(t.db);
  machines = (await t.app.inject({ url: '/api/machines' })).json();
});
afterAll(() => t.close());

const machineId = (name: string) => {
  const machine = machines.find((m) => `${m.make} ${m.model}` === name);
  if (!machine) throw new Error(`No demo machine ${name}`);
  return machine.id;
};

async function list(query: string) {
  const response = await t.app.inject({ url: `/api/products?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return { items: response.json() as Listed[], total: Number(response.headers['x-total-count']) };
}

const cents = (amount: string) => Math.round(Number(amount) * 100);
const effective = (p: Listed) => cents(p.salePrice ?? p.price);

describe('GET /api/products filters and sorts', () => {
  it('sorts by price both ways, using the sale price where there is one', async () => {
    const up = (await list('sort=price_asc')).items.map(effective);
    const down = (await list('sort=price_desc')).items.map(effective);
    expect(up).toEqual(up.toSorted((a, b) => a - b));
    expect(down).toEqual(up.toReversed());
  });

  it('sorts by name and by newest', async () => {
    const byName = (await list('sort=name')).items.map((p) => p.name.toLowerCase());
    expect(byName).toEqual(byName.toSorted());
    const newest = (await list('sort=newest')).items.map((p) => p.id);
    expect(newest).toEqual(newest.toSorted((a, b) => b - a));
  });

  it('filters by price range, stock and sale, and the total follows', async () => {
    const ranged = await list('minPrice=1000&maxPrice=3000');
    expect(ranged.items.length).toBeGreaterThan(0);
    expect(ranged.total).toBe(ranged.items.length);
    for (const product of ranged.items) {
      expect(effective(product)).toBeGreaterThanOrEqual(100_000);
      expect(effective(product)).toBeLessThanOrEqual(300_000);
    }
    const inStock = await list('inStock=true');
    expect(inStock.items.every((p) => p.stock > 0)).toBe(true);
    expect(inStock.items.some((p) => p.name.startsWith('Ditch Cleaning'))).toBe(false);
    const onSale = await list('onSale=true');
    expect(onSale.items.length).toBeGreaterThan(0);
    expect(onSale.items.every((p) => p.salePrice !== null)).toBe(true);
  });

  it('keeps only what fits a machine, universal products included', async () => {
    const mini = await list(
      `machine=${machineId('CAT 301.7 CR')}&category=Excavator%20Upgrade%20Kits`,
    );
    expect(mini.items.map((p) => p.name)).toEqual(['Hydraulic Thumb Kit for Mini Excavators']);
    const kubota = await list(
      `machine=${machineId('Kubota KX080-4')}&category=Excavator%20Upgrade%20Kits`,
    );
    expect(kubota.items.map((p) => p.name).toSorted()).toEqual(
      [
        'Ditch Cleaning Bucket 60"',
        'HB-900 Hydraulic Breaker Hammer',
        'Single-Shank Ripper Tooth',
      ].toSorted(),
    );
    const tools = await list(`machine=${machineId('CAT 301.7 CR')}&category=Tools`);
    expect(tools.items.length).toBeGreaterThan(0);
    expect(tools.items.every((p) => p.fitment.universal)).toBe(true);
  });

  it('combines search, filters and sort', async () => {
    const { items } = await list('search=bucket&sort=price_asc&inStock=true');
    const names = items.map((p) => p.name);
    expect(names).toContain('Heavy-Duty Digging Bucket 24"');
    expect(names).not.toContain('Ditch Cleaning Bucket 60"');
    expect(items.map(effective)).toEqual(items.map(effective).toSorted((a, b) => a - b));
  });

  it.each([
    ['machine=999999', 'No machine model with id 999999'],
    ['minPrice=500&maxPrice=100', 'Minimum price must not be above the maximum price'],
    ['minPrice=cheap', 'Minimum price must be an amount like 250 or 99.50'],
    ['sort=popular', 'Sort must be one of relevance, price_asc, price_desc, newest, name'],
  ])('answers %s with a 400 that says why', async (query, message) => {
    const response = await t.app.inject({ url: `/api/products?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it.each([
    ['a very long text', 'bucket '.repeat(400)],
    ['symbols', `!@#$%^&*()[]{}<>?/|~\`'"`],
    ['quotes and backslashes', `'bucket' "bucket" \\bucket\\ 'o''reilly`],
    ['emoji', '🚜 bucket 🔧'],
    ['tsquery syntax', 'bucket & !drill | (:* <->'],
  ])('takes any search text (%s) without a 5xx', async (_, search) => {
    const response = await t.app.inject({
      url: `/api/products?search=${encodeURIComponent(search)}`,
    });
    expect(response.statusCode).toBe(200);
    const suggest = await t.app.inject({
      url: `/api/search/suggest?q=${encodeURIComponent(search)}`,
    });
    expect(suggest.statusCode).toBe(200);
  });

  it('refuses a NUL character as every text field does, with a 4xx', async () => {
    const response = await t.app.inject({
      url: `/api/products?search=${encodeURIComponent('buck\u0000et')}`,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(200);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('still finds with an emoji beside the words', async () => {
    expect((await list(`search=${encodeURIComponent('🚜 bucket')}`)).total).toBeGreaterThan(0);
  });
});

describe('the search document', () => {
  it('is rebuilt on a rename and kept through a stock change', async () => {
    const [product] = await t.db
      .select()
      .from(products)
      .where(eq(products.name, 'Heavy-Duty Digging Bucket 24"'));
    const search = async (text: string) =>
      (await list(`search=${encodeURIComponent(text)}`)).items.map((item) => item.id);
    expect(await search('zanzibar')).not.toContain(product!.id);

    // Written past the app, so each question is new to the catalogue's cache.
    await t.db
      .update(products)
      .set({ name: 'Zanzibar Trenching Bucket' })
      .where(eq(products.id, product!.id));
    expect(await search('zanzibar trenching')).toContain(product!.id);

    const [vector] = await t.db
      .select({ text: sql<string>`${products.searchVector}::text` })
      .from(products)
      .where(eq(products.id, product!.id));
    await t.db
      .update(products)
      .set({ stock: product!.stock + 1 })
      .where(eq(products.id, product!.id));
    const [after] = await t.db
      .select({ text: sql<string>`${products.searchVector}::text` })
      .from(products)
      .where(eq(products.id, product!.id));
    expect(after!.text).toBe(vector!.text);

    const { name, stock } = product!;
    await t.db.update(products).set({ name, stock }).where(eq(products.id, product!.id));
    expect(await search('zanzibar bucket')).not.toContain(product!.id);
  });
});

describe('facets', () => {
  interface Page {
    total: number;
    items: Listed[];
    facets: {
      categories: { id: number; name: string; count: number }[];
      price: { min: string; max: string } | null;
      inStock: number;
      onSale: number;
    };
  }

  it('counts categories that follow the search, and each facet leaves its own filter out', async () => {
    const all = await trpcQuery<Page>(t, 'catalog.list', { search: 'bucket', pageSize: 100 });
    expect(all.status).toBe(200);
    const counted = all.data.facets.categories.reduce((sum, c) => sum + c.count, 0);
    expect(counted).toBe(all.data.total);
    const attachments = all.data.facets.categories.find((c) => c.name === 'Excavator Upgrade Kits');
    expect(attachments?.count).toBeGreaterThan(0);

    const narrowed = await trpcQuery<Page>(t, 'catalog.list', {
      search: 'bucket',
      categoryId: attachments!.id,
      inStock: true,
    });
    // The category facet still offers the other categories, counted with the stock filter.
    expect(narrowed.data.facets.categories.length).toBe(all.data.facets.categories.length);
    expect(narrowed.data.total).toBe(narrowed.data.items.length);
    expect(narrowed.data.facets.inStock).toBe(narrowed.data.total);
  });

  it('gives the price range of what the other filters leave', async () => {
    const page = await trpcQuery<Page>(t, 'catalog.list', { pageSize: 100 });
    const prices = page.data.items.map(effective);
    expect(page.data.facets.price).toEqual({
      min: (Math.min(...prices) / 100).toFixed(2),
      max: (Math.max(...prices) / 100).toFixed(2),
    });
    const ranged = await trpcQuery<Page>(t, 'catalog.list', { minPrice: '1000', maxPrice: '2000' });
    expect(ranged.data.facets.price).toEqual(page.data.facets.price);
    expect(page.data.facets.onSale).toBe(page.data.items.filter((p) => p.salePrice).length);
  });
});

describe('GET /api/search/suggest', () => {
  it('offers up to six products and the categories holding the matches', async () => {
    const response = await t.app.inject({ url: '/api/search/suggest?q=hydr' });
    expect(response.statusCode).toBe(200);
    const { products, categories } = response.json();
    expect(products.length).toBeGreaterThan(0);
    expect(products.length).toBeLessThanOrEqual(6);
    expect(products[0]).toEqual({
      id: expect.any(Number),
      name: expect.stringContaining('Hydraulic'),
      sku: expect.stringMatching(/^BR-/),
      price: expect.any(String),
      salePrice: null,
      imageUrl: expect.any(String),
    });
    expect(categories[0]).toMatchObject({
      name: 'Excavator Upgrade Kits',
      count: expect.any(Number),
    });
  });

  it('leaves out inactive products and the products of inactive categories', async () => {
    const suggest = async (q: string) =>
      (await t.app.inject({ url: `/api/search/suggest?q=${encodeURIComponent(q)}` })).json() as {
        products: { name: string }[];
        categories: { name: string }[];
      };
    const [breaker] = await t.db
      .update(products)
      .set({ isActive: false })
      .where(eq(products.name, 'HB-900 Hydraulic Breaker Hammer'))
      .returning();
    const [generator] = await t.db
      .select()
      .from(products)
      .where(eq(products.name, 'Portable Generator 7,500 W'));
    const [category] = await t.db
      .update(categories)
      .set({ isActive: false })
      .where(eq(categories.id, generator!.categoryId))
      .returning();
    try {
      // A SKU's beginning and a name word: both ways of matching leave them out.
      expect((await suggest('hb-90')).products).toEqual([]);
      expect((await suggest(breaker!.sku)).products).toEqual([]);
      const generators = await suggest('generat');
      expect(generators.products.map((p) => p.name)).not.toContain(generator!.name);
      expect(generators.categories.map((c) => c.name)).not.toContain(category!.name);
    } finally {
      await t.db.update(products).set({ isActive: true }).where(eq(products.id, breaker!.id));
      await t.db.update(categories).set({ isActive: true }).where(eq(categories.id, category!.id));
    }
  });

  it('answers an empty list for empty text and a single letter', async () => {
    for (const q of ['%20%20', 'b']) {
      const response = await t.app.inject({ url: `/api/search/suggest?q=${q}` });
      expect(response.json()).toEqual({ products: [], categories: [], estimated: false });
    }
  });
});

describe('machines and fitment in answers', () => {
  it('lists machine models by make and model', async () => {
    expect(machines.length).toBeGreaterThanOrEqual(30);
    expect(machines[0]).toMatchObject({
      make: expect.any(String),
      operatingWeightKg: expect.any(Number),
      coupler: expect.any(String),
    });
    const makes = machines.map((m) => m.make.toLowerCase());
    expect(makes).toEqual(makes.toSorted());
  });

  it('answers a product with its fitment: listed models and rule', async () => {
    const { items } = await list(`search=${encodeURIComponent('quick coupler QC-20')}`);
    const product = await t.app.inject({ url: `/api/products/${items[0]!.id}` });
    expect(product.json().fitment).toEqual({
      universal: false,
      models: [
        { id: expect.any(Number), make: 'CAT', model: '320' },
        { id: expect.any(Number), make: 'Komatsu', model: 'PC210LC-11' },
        { id: expect.any(Number), make: 'Volvo', model: 'EC220E' },
      ],
      rule: { minWeightKg: 13_000, maxWeightKg: 20_000, pinMm: null, coupler: null },
    });
  });

  it('filters by machine exactly as the shop tells fit verdicts, for every product and machine', async () => {
    const { items } = await list('pageSize=100');
    for (const machine of machines) {
      const filtered = new Set(
        (await list(`pageSize=100&machine=${machine.id}`)).items.map((p) => p.id),
      );
      const fitting = items.filter((p) => fitVerdict(p.fitment, machine)?.kind !== 'does-not-fit');
      expect([...filtered].toSorted(), `${machine.make} ${machine.model}`).toEqual(
        fitting.map((p) => p.id).toSorted(),
      );
    }
  });

  it("keeps a signed-in customer's fleet", async () => {
    const { cookie } = await registerCustomer(t);
    const kubota = machineId('Kubota KX080-4');
    const added = await trpcMutation<{ id: number }[]>(
      t,
      'account.machines.add',
      { id: kubota },
      cookie,
    );
    expect(added.data.map((m) => m.id)).toEqual([kubota]);
    await trpcMutation(t, 'account.machines.add', { id: machineId('CAT 301.7 CR') }, cookie);
    await trpcMutation(t, 'account.machines.add', { id: kubota }, cookie);
    const fleet = await trpcQuery<{ id: number }[]>(t, 'account.machines.list', undefined, cookie);
    expect(fleet.data).toHaveLength(2);
    const removed = await trpcMutation<{ id: number }[]>(
      t,
      'account.machines.remove',
      { id: kubota },
      cookie,
    );
    expect(removed.data.map((m) => m.id)).toEqual([machineId('CAT 301.7 CR')]);
    const unknown = await trpcMutation(t, 'account.machines.add', { id: 999_999 }, cookie);
    expect(unknown.status).toBe(404);
  });
});
