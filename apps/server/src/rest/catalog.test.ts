import { products } from '@buildright/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addProduct, signInAdmin } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let admin: string;
let tools: { id: number; name: string };
let safety: { id: number; name: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
  tools = await addCategory(t.db, { name: 'Power Tools' });
  safety = await addCategory(t.db, { name: 'Safety Gear' });
  const hidden = await addCategory(t.db, { name: 'Retired Lines', isActive: false });
  await addProduct(t.db, {
    categoryId: tools.id,
    name: 'Cordless Drill',
    description: '<p>Brushless 18V motor with two batteries.</p>',
    price: '199.00',
    salePrice: '149.50',
  });
  await addProduct(t.db, {
    categoryId: tools.id,
    name: 'Circular Saw',
    description: '<p>7-1/4 inch blade, 100% steel</p>',
  });
  await addProduct(t.db, {
    categoryId: safety.id,
    name: 'Hard Hat',
    description: '<p>Type II, vented.</p>',
  });
  await addProduct(t.db, { categoryId: safety.id, name: 'Old Vest', isActive: false });
  await addProduct(t.db, { categoryId: hidden.id, name: 'Hidden Drill' });
});
afterAll(() => t.close());

async function list(query = '', cookie?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/products${query}`,
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode).toBe(200);
  return {
    items: response.json() as { name: string }[],
    total: Number(response.headers['x-total-count']),
  };
}

const names = (items: { name: string }[]) => items.map((p) => p.name).sort();

describe('GET /api/products', () => {
  it('lists active products of active categories in the documented shape', async () => {
    const { items, total } = await list();
    expect(names(items)).toEqual(['Circular Saw', 'Cordless Drill', 'Hard Hat']);
    expect(total).toBe(3);
    expect(items.find((p) => p.name === 'Cordless Drill')).toMatchObject({
      price: '199.00',
      salePrice: '149.50',
      category: 'Power Tools',
      stock: 20,
      isActive: true,
      sku: expect.stringMatching(/^BR-\d{6}$/),
      images: [{ url: '/demo-images/bucket-1.svg', order: 0 }],
    });
  });

  it('shows inactive products to an admin', async () => {
    const { items } = await list('', admin);
    expect(names(items)).toContain('Old Vest');
  });

  it('searches name, description and category, case-insensitively', async () => {
    expect(names((await list('?search=DRILL')).items)).toEqual(['Cordless Drill']);
    expect(names((await list('?search=brushless')).items)).toEqual(['Cordless Drill']);
    expect(names((await list('?search=safety')).items)).toEqual(['Hard Hat']);
  });

  it('treats search text literally, wildcards included', async () => {
    expect(names((await list('?search=100%25')).items)).toEqual(['Circular Saw']);
    expect((await list('?search=%25%25%25')).items).toEqual([]);
    expect((await list('?search=_')).items).toEqual([]);
  });

  it('filters by category id or name, combined with search', async () => {
    expect(names((await list(`?category=${safety.id}`)).items)).toEqual(['Hard Hat']);
    expect(names((await list('?category=power%20tools')).items)).toEqual([
      'Circular Saw',
      'Cordless Drill',
    ]);
    expect(names((await list('?category=Power%20Tools&search=saw')).items)).toEqual([
      'Circular Saw',
    ]);
    expect((await list('?category=Safety%20Gear&search=saw')).items).toEqual([]);
  });

  it('pages and reports the total', async () => {
    const first = await list('?page=1&pageSize=2');
    const second = await list('?page=2&pageSize=2');
    expect(first.items).toHaveLength(2);
    expect(second.items).toHaveLength(1);
    expect(first.total).toBe(3);
    expect(names([...first.items, ...second.items])).toEqual([
      'Circular Saw',
      'Cordless Drill',
      'Hard Hat',
    ]);
  });

  it('refuses a category that does not exist and a bad page size', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/products?category=Cranes' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('No category named "Cranes"');
    const tooBig = await t.app.inject({ method: 'GET', url: '/api/products?pageSize=5000' });
    expect(tooBig.statusCode).toBe(400);
  });
});

describe('GET /api/products/:id', () => {
  it('answers one product, 404 for hidden or missing ones, 400 for a bad id', async () => {
    const [drill] = await t.db.select().from(products).where(eq(products.name, 'Cordless Drill'));
    const found = await t.app.inject({ method: 'GET', url: `/api/products/${drill!.id}` });
    expect(found.json()).toMatchObject({ name: 'Cordless Drill', category: 'Power Tools' });

    const [vest] = await t.db.select().from(products).where(eq(products.name, 'Old Vest'));
    const hidden = await t.app.inject({ method: 'GET', url: `/api/products/${vest!.id}` });
    expect(hidden.statusCode).toBe(404);
    const forAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/products/${vest!.id}`,
      headers: { cookie: admin },
    });
    expect(forAdmin.statusCode).toBe(200);

    const missing = await t.app.inject({ method: 'GET', url: '/api/products/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'No product with id 999999' });

    const bad = await t.app.inject({ method: 'GET', url: '/api/products/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Id must be a positive whole number');
  });
});

describe('product administration', () => {
  const payload = {
    name: 'Laser Level',
    description:
      '<h2>Accurate</h2><p onclick="steal()">Self-levelling <a href="javascript:alert(1)">x</a> <a href="https://example.com">manual</a></p><script>alert(1)</script><img src=x onerror=alert(1)>',
    price: 349.5,
    stock: '7',
    imageUrl: '',
    images: [
      { url: '/uploads/b.webp', order: 3 },
      { url: '/uploads/a.webp', order: 1, alt: 'Front' },
    ],
    isActive: true,
    category: 'Power Tools',
    sku: 'HACKED-1',
  };

  it('creates a product with sanitised HTML, a server SKU and exact prices', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie: admin },
      payload,
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      name: 'Laser Level',
      price: '349.50',
      salePrice: null,
      stock: 7,
      imageUrl: null,
      category: 'Power Tools',
      categoryId: tools.id,
      images: [
        { url: '/uploads/a.webp', order: 0, alt: 'Front' },
        { url: '/uploads/b.webp', order: 1 },
      ],
    });
    expect(created.sku).toMatch(/^BR-\d{6}$/);
    expect(created.description).toBe(
      '<h2>Accurate</h2><p>Self-levelling <a rel="noopener noreferrer nofollow">x</a> <a href="https://example.com" rel="noopener noreferrer nofollow">manual</a></p>',
    );
  });

  it('gives every product its own SKU', async () => {
    const { items } = await list('', admin);
    const skus = items.map((p) => (p as unknown as { sku: string }).sku);
    expect(new Set(skus).size).toBe(skus.length);
  });

  it('numbers SKUs past BR-999999 without repeating one', async () => {
    const category = await addCategory(t.db);
    await t.db.execute(sql`select setval('product_sku_seq', 999999)`);
    const first = await addProduct(t.db, { categoryId: category.id });
    const second = await addProduct(t.db, { categoryId: category.id });
    expect([first.sku, second.sku]).toEqual(['BR-1000000', 'BR-1000001']);
  });

  it('answers invalid products with the spec messages and stores nothing', async () => {
    const before = (await list('', admin)).total;
    const cases: [object, string][] = [
      [{ ...payload, price: undefined }, 'Price is required'],
      [{ ...payload, price: '' }, 'Price is required'],
      [{ ...payload, price: '12.345' }, 'Price must be an amount like 1299.00'],
      [{ ...payload, stock: undefined }, 'Stock is required'],
      [{ ...payload, stock: '2.5' }, 'Stock must be a whole number'],
      [{ ...payload, stock: -1 }, 'Stock cannot be negative'],
      [{ ...payload, name: '   ' }, 'Name is required'],
      [{ ...payload, salePrice: '400.00' }, 'Sale price must be lower than the price'],
      [{ ...payload, description: '<script>only</script>' }, 'Description is required'],
      [
        {
          ...payload,
          images: Array.from({ length: 9 }, (_, order) => ({ url: `/u/${order}`, order })),
        },
        'A product has at most 8 images',
      ],
      [{ ...payload, category: 'Nope' }, 'No category named "Nope"'],
      [{ ...payload, category: undefined, categoryId: 99999 }, 'No category with id 99999'],
    ];
    for (const [body, message] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/products',
        headers: { cookie: admin },
        payload: body,
      });
      expect(response.statusCode, message).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, message).toBeLessThan(500);
      expect(response.json().message).toBe(message);
    }
    expect((await list('', admin)).total).toBe(before);
  });

  it('serves the new price right after an edit (no stale cache)', async () => {
    const product = await addProduct(t.db, {
      categoryId: tools.id,
      name: 'Angle Grinder',
      price: '89.00',
    });
    const url = `/api/products/${product.id}`;
    expect((await t.app.inject({ method: 'GET', url })).json().price).toBe('89.00');
    expect((await list('?search=grinder')).items).toHaveLength(1);

    const update = await t.app.inject({
      method: 'PUT',
      url,
      headers: { cookie: admin },
      payload: {
        ...payload,
        name: 'Angle Grinder',
        price: '79.99',
        categoryId: tools.id,
        category: undefined,
      },
    });
    expect(update.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).json().price).toBe('79.99');
    expect((await list('?search=grinder')).items[0]).toMatchObject({ price: '79.99' });

    const hide = await t.app.inject({
      method: 'PUT',
      url,
      headers: { cookie: admin },
      payload: { ...payload, name: 'Angle Grinder', isActive: false },
    });
    expect(hide.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('forgets a cached product that changed in the database, whoever changed it', async () => {
    const product = await addProduct(t.db, { categoryId: tools.id, price: '40.00' });
    const url = `/api/products/${product.id}`;
    const price = async () => (await t.app.inject({ method: 'GET', url })).json().price;
    expect(await price()).toBe('40.00');
    expect(await price()).toBe('40.00');
    // Not through the API: an import script, another process, psql. The table's trigger tells.
    await t.db.execute(sql`update products set price = 45.00 where id = ${product.id}`);
    await expect.poll(price, { timeout: 5_000 }).toBe('45.00');
  });

  it("reaches another server process's cached catalogue at once", async () => {
    const other = await createTestApp({ sameDatabaseAs: t });
    try {
      const product = await addProduct(t.db, { categoryId: tools.id, price: '60.00' });
      const url = `/api/products/${product.id}`;
      const priceAt = async (app: TestApp) =>
        (await app.app.inject({ method: 'GET', url })).json().price;
      expect(await priceAt(other)).toBe('60.00');
      const update = await t.app.inject({
        method: 'PUT',
        url,
        headers: { cookie: admin },
        payload: {
          ...payload,
          name: product.name,
          price: '65.00',
          categoryId: tools.id,
          category: undefined,
        },
      });
      expect(update.statusCode).toBe(200);
      expect(await priceAt(t)).toBe('65.00');
      await expect.poll(() => priceAt(other), { timeout: 5_000 }).toBe('65.00');
    } finally {
      await other.close();
    }
  });

  it('deletes a product', async () => {
    const product = await addProduct(t.db, { categoryId: tools.id });
    const url = `/api/products/${product.id}`;
    const deleted = await t.app.inject({ method: 'DELETE', url, headers: { cookie: admin } });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const again = await t.app.inject({ method: 'DELETE', url, headers: { cookie: admin } });
    expect(again.statusCode).toBe(404);
  });
});

describe('categories', () => {
  const create = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/categories', headers: { cookie: admin }, payload });

  it('lists active categories with the number of products the shop shows', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/categories' });
    const all = response.json() as { name: string; productCount: number }[];
    expect(all.map((c) => c.name)).not.toContain('Retired Lines');
    expect(all.find((c) => c.name === 'Safety Gear')).toMatchObject({
      productCount: 1,
      isActive: true,
    });

    const forAdmin = await t.app.inject({
      method: 'GET',
      url: '/api/categories',
      headers: { cookie: admin },
    });
    const adminView = forAdmin.json() as { name: string; productCount: number }[];
    expect(adminView.find((c) => c.name === 'Safety Gear')).toMatchObject({ productCount: 2 });
    expect(adminView.map((c) => c.name)).toContain('Retired Lines');
  });

  it('creates, renames and deletes an empty category', async () => {
    const created = await create({ name: '  Lifting  ', description: '' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Lifting',
      description: null,
      isActive: true,
      productCount: 0,
    });
    const { id } = created.json();

    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/categories/${id}`,
      headers: { cookie: admin },
      payload: { name: 'Lifting Gear', description: 'Slings and hoists', isActive: false },
    });
    expect(renamed.json()).toMatchObject({
      name: 'Lifting Gear',
      description: 'Slings and hoists',
      isActive: false,
    });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/categories/${id}`,
      headers: { cookie: admin },
    });
    expect(deleted.statusCode).toBe(204);
  });

  it('refuses duplicate names regardless of case, and blank names', async () => {
    const duplicate = await create({ name: 'power tools' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('A category named "power tools" already exists');
    const blank = await create({ name: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Category name is required');
  });

  it('refuses to delete a category that still has products', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/categories/${safety.id}`,
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      '"Safety Gear" still has 2 products; move or delete them first',
    );
  });
});
