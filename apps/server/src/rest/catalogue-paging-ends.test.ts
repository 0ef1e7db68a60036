import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addProduct, signInAdmin } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let admin: string;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
  categoryId = (await addCategory(t.db)).id;
  const other = (await addCategory(t.db)).id;
  // Prices repeat (ties broken by id), some on sale, some hidden from the shop.
  for (let i = 0; i < 23; i++) {
    await addProduct(t.db, {
      categoryId: i % 4 === 0 ? other : categoryId,
      name: `Paging ${String.fromCharCode(90 - i)} ${i % 3}`,
      price: `${100 + (i % 5) * 10}.00`,
      salePrice: i % 6 === 0 ? '50.00' : null,
      stock: i % 7,
      isActive: i % 9 !== 4,
    });
  }
});
afterAll(() => t?.close());

async function ids(query: string, cookie?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/products?${query}`,
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { id: number }[]).map((product) => product.id);
}

describe("a page of the plain catalogue read from the list's nearer end", () => {
  const sorts = ['', 'sort=newest', 'sort=price_asc', 'sort=price_desc', 'sort=name'];
  const filters = ['', `category=${'{category}'}`, 'inStock=true', 'onSale=true'];

  it('is the same page, in the same order, as reading from the start', async () => {
    for (const cookie of [undefined, admin]) {
      for (const sort of sorts) {
        for (const filter of filters) {
          const query = [sort, filter.replace('{category}', String(categoryId))]
            .filter(Boolean)
            .join('&');
          const whole = await ids(`${query}&pageSize=100`, cookie);
          expect(whole.length).toBeGreaterThan(3);
          const paged: number[] = [];
          for (let page = 1; page <= Math.ceil(whole.length / 4) + 1; page++) {
            paged.push(...(await ids(`${query}&pageSize=4&page=${page}`, cookie)));
          }
          expect(paged, `${query} ${cookie ? 'admin' : 'guest'}`).toEqual(whole);
        }
      }
    }
  });
});
