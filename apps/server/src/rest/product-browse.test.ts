import { products } from '@buildright/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogShop, listProducts, productNames } from '../testing/catalog.ts';
import type { TestApp } from '../testing/test-app.ts';

let t: TestApp, admin: string, safety: { id: number; name: string };

beforeAll(async () => {
  ({ t, admin, safety } = await catalogShop());
});
afterAll(() => t.close());

const list = (query = '', cookie?: string) => listProducts(t, query, cookie);
const names = productNames;

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

  it("reaches a search's first 1,000 results, and says so past them", async () => {
    // Page 10 of 100 begins at the 901st result: within reach, here simply empty.
    expect((await list('?search=drill&page=10&pageSize=100')).items).toEqual([]);
    const past = await t.app.inject({
      method: 'GET',
      url: '/api/products?search=drill&page=11&pageSize=100',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(
      'A search shows its first 1,000 results: narrow it with a category or a filter to see others',
    );
    // Without a search every page is reachable.
    expect((await list('?page=11&pageSize=100')).items).toEqual([]);
  });

  it('refuses a category that does not exist and a bad page size', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/products?category=Cranes' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('No category named "Cranes"');
    // By id it names a record that is not there, not an empty category.
    const missing = await t.app.inject({ method: 'GET', url: '/api/products?category=9999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No category with id 9999');
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
