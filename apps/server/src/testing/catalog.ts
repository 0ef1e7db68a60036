import { expect } from 'vitest';
import { addCategory, addProduct, signInAdmin } from './fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The app for the catalogue tests: staff signed in; Power Tools (a drill on sale and a saw),
 * Safety Gear (a hard hat and a hidden vest), and a hidden category with a drill of its own.
 */
export async function catalogShop() {
  const t = await createTestApp();
  const admin = await signInAdmin(t);
  const tools = await addCategory(t.db, { name: 'Power Tools' });
  const safety = await addCategory(t.db, { name: 'Safety Gear' });
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
  return { t, admin, tools, safety };
}

/** GET /api/products with a query string: the page's products and the total count. */
export async function listProducts(t: TestApp, query = '', cookie?: string) {
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

/** The products' names, sorted. */
export const productNames = (items: { name: string }[]) => items.map((p) => p.name).sort();
