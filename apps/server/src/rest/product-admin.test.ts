import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addProduct } from '../testing/fixtures.ts';
import { catalogShop, listProducts } from '../testing/catalog.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp, admin: string, tools: { id: number; name: string };

beforeAll(async () => {
  ({ t, admin, tools } = await catalogShop());
});
afterAll(() => t.close());

const list = (query = '', cookie?: string) => listProducts(t, query, cookie);

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
