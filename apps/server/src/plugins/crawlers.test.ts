import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { parseSitemap, parseSitemapIndex } from 'sitemap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addProduct, signInAdmin } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

type Product = Awaited<ReturnType<typeof addProduct>>;

let t: TestApp;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'buildright-crawlers-'));
  t = await createTestApp({
    env: { PUBLIC_URL: 'https://shop.example' },
    sites: { webDir: join(dir, 'no-web'), adminDir: join(dir, 'no-admin') },
  });
});

afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function sitemap(app = t, url = '/sitemap.xml') {
  const response = await app.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  const items = await parseSitemap(Readable.from([response.body]));
  return new Map(items.map((item) => [item.url, item.lastmod]));
}

function editProduct(app: TestApp, cookie: string, product: Product, values: Partial<Product>) {
  return app.app.inject({
    method: 'PUT',
    url: `/api/products/${product.id}`,
    headers: { cookie },
    payload: {
      name: product.name,
      description: product.description,
      price: product.price,
      stock: product.stock,
      categoryId: product.categoryId,
      isActive: product.isActive,
      ...values,
    },
  });
}

describe('/robots.txt', () => {
  it('keeps crawlers out of private pages and the API, and points to the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of [
      '/admin-dashboard',
      '/admin',
      '/checkout',
      '/stripe-checkout',
      '/payment-success',
      '/account',
      '/forgot-password',
      '/reset-password',
      '/find-order',
      '/quotes/',
      '/api/',
      '/trpc',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Sitemap: https://shop.example/sitemap.xml');
  });
});

describe('/sitemap.xml', () => {
  let shown: Product;
  let hidden: Product;
  let inHiddenCategory: Product;
  let category: Awaited<ReturnType<typeof addCategory>>;
  let hiddenCategory: Awaited<ReturnType<typeof addCategory>>;
  let categoryShowingNothing: Awaited<ReturnType<typeof addCategory>>;

  beforeAll(async () => {
    category = await addCategory(t.db);
    hiddenCategory = await addCategory(t.db, { isActive: false });
    shown = await addProduct(t.db, { categoryId: category.id });
    hidden = await addProduct(t.db, { categoryId: category.id, isActive: false });
    inHiddenCategory = await addProduct(t.db, { categoryId: hiddenCategory.id });
    categoryShowingNothing = await addCategory(t.db);
    await addProduct(t.db, { categoryId: categoryShowingNothing.id, isActive: false });
  });

  it('is a sitemap document, served as XML', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(response.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  });

  it('lists the public pages, the active categories and the products the shop shows', async () => {
    const urls = [...(await sitemap()).keys()];
    expect(urls).toEqual(
      expect.arrayContaining([
        'https://shop.example/',
        'https://shop.example/equipment',
        `https://shop.example/equipment?category=${category.id}`,
        `https://shop.example/equipment/${shown.id}`,
        'https://shop.example/quick-order',
        'https://shop.example/about',
        'https://shop.example/contact',
        'https://shop.example/privacy-policy',
        'https://shop.example/terms-of-service',
      ]),
    );
    expect(urls).not.toContain(`https://shop.example/equipment/${hidden.id}`);
    expect(urls).not.toContain(`https://shop.example/equipment/${inHiddenCategory.id}`);
    expect(urls).not.toContain(`https://shop.example/equipment?category=${hiddenCategory.id}`);
    expect(urls.some((url) => /checkout|account|admin/.test(url))).toBe(false);
  });

  it('dates a product by its last change, and a listing by its newest product', async () => {
    const lastmod = await sitemap();
    expect(lastmod.get(`https://shop.example/equipment/${shown.id}`)).toBe(
      shown.updatedAt.toISOString(),
    );
    expect(lastmod.get(`https://shop.example/equipment?category=${category.id}`)).toBe(
      shown.updatedAt.toISOString(),
    );
    expect(lastmod.get('https://shop.example/about')).toBeUndefined();
  });

  it('dates a listing without shown products by its category, and the catalogue by the newest shown', async () => {
    const lastmod = await sitemap();
    expect(
      lastmod.get(`https://shop.example/equipment?category=${categoryShowingNothing.id}`),
    ).toBe(categoryShowingNothing.createdAt.toISOString());
    expect(lastmod.get('https://shop.example/equipment')).toBe(shown.updatedAt.toISOString());
  });

  it('is drawn again when the catalogue changes, whoever changes it', async () => {
    await sitemap();
    // Written behind the server's back (a script, psql): the table's trigger still tells it.
    const unannounced = await addProduct(t.db, { categoryId: category.id });
    const url = `https://shop.example/equipment/${unannounced.id}`;
    await expect.poll(async () => (await sitemap()).has(url), { timeout: 5_000 }).toBe(true);

    const edit = await editProduct(t, await signInAdmin(t), shown, { isActive: false });
    expect(edit.statusCode).toBe(200);
    const after = await sitemap();
    expect(after.has(url)).toBe(true);
    expect(after.has(`https://shop.example/equipment/${shown.id}`)).toBe(false);
  });

  it('has no files of an index while one file holds every page', async () => {
    for (const url of ['/sitemap-pages.xml', '/sitemap-products-1.xml']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

describe('/sitemap.xml beyond the addresses one file may hold', () => {
  // Five addresses a file: the six fixed pages alone are too many for one.
  const limit = 5;
  let s: TestApp;
  let category: Awaited<ReturnType<typeof addCategory>>;
  let hiddenCategory: Awaited<ReturnType<typeof addCategory>>;
  let shown: Product[];
  let hidden: Product;
  let inHiddenCategory: Product;

  beforeAll(async () => {
    s = await createTestApp({
      env: { PUBLIC_URL: 'https://shop.example' },
      sites: { webDir: join(dir, 'no-web'), adminDir: join(dir, 'no-admin') },
      sitemapUrlLimit: limit,
    });
    category = await addCategory(s.db);
    const other = await addCategory(s.db);
    hiddenCategory = await addCategory(s.db, { isActive: false });
    shown = [];
    for (let i = 0; i < 12; i++) {
      shown.push(await addProduct(s.db, { categoryId: i % 3 === 0 ? other.id : category.id }));
      if (i === 4) hidden = await addProduct(s.db, { categoryId: category.id, isActive: false });
      if (i === 7) inHiddenCategory = await addProduct(s.db, { categoryId: hiddenCategory.id });
    }
  });

  afterAll(() => s?.close());

  async function index() {
    const response = await s.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"',
    );
    return parseSitemapIndex(Readable.from([response.body]));
  }

  /** Every product address of the index's product files, with each file's count. */
  async function listedProducts() {
    const files = (await index()).slice(1);
    const urls: string[] = [];
    const sizes: number[] = [];
    for (const file of files) {
      const listed = await sitemap(s, new URL(file.url).pathname);
      urls.push(...listed.keys());
      sizes.push(listed.size);
    }
    return { urls, sizes };
  }

  const productUrl = (product: Product) => `https://shop.example/equipment/${product.id}`;

  it('is an index of the other pages, then the products a few at a time, each file dated', async () => {
    const files = await index();
    expect(files.map((file) => file.url)).toEqual([
      'https://shop.example/sitemap-pages.xml',
      'https://shop.example/sitemap-products-1.xml',
      'https://shop.example/sitemap-products-2.xml',
      'https://shop.example/sitemap-products-3.xml',
    ]);
    const newest = (products: Product[]) =>
      new Date(Math.max(...products.map((product) => product.updatedAt.getTime()))).toISOString();
    expect(files.map((file) => file.lastmod)).toEqual([
      newest(shown),
      newest(shown.slice(0, 5)),
      newest(shown.slice(5, 10)),
      newest(shown.slice(10)),
    ]);
  });

  it('lists the home, catalogue, active category and information pages in its first file', async () => {
    const pages = await sitemap(s, '/sitemap-pages.xml');
    expect([...pages.keys()].sort()).toEqual(
      [
        'https://shop.example/',
        'https://shop.example/equipment',
        `https://shop.example/equipment?category=${category.id}`,
        `https://shop.example/equipment?category=${shown[0]!.categoryId}`,
        'https://shop.example/quick-order',
        'https://shop.example/about',
        'https://shop.example/contact',
        'https://shop.example/privacy-policy',
        'https://shop.example/terms-of-service',
      ].sort(),
    );
    expect(pages.get('https://shop.example/equipment')).toBe(shown.at(-1)!.updatedAt.toISOString());
  });

  it('lists every shown product exactly once, by id, at most five a file', async () => {
    const { urls, sizes } = await listedProducts();
    expect(urls).toEqual(shown.map(productUrl));
    expect(sizes).toEqual([5, 5, 2]);
    expect(urls).not.toContain(productUrl(hidden));
    expect(urls).not.toContain(productUrl(inHiddenCategory));
    const product = await sitemap(s, '/sitemap-products-2.xml');
    expect(product.get(productUrl(shown[5]!))).toBe(shown[5]!.updatedAt.toISOString());
  });

  it('answers 404 for a file past the last', async () => {
    for (const url of [
      '/sitemap-products-4.xml',
      '/sitemap-products-99.xml',
      '/sitemap-products-0.xml',
    ]) {
      expect((await s.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('is split again when the catalogue changes, whoever changes it', async () => {
    await index();
    const unannounced = await addProduct(s.db, { categoryId: category.id });
    await expect
      .poll(async () => (await listedProducts()).urls, { timeout: 5_000 })
      .toContain(productUrl(unannounced));

    const edit = await editProduct(s, await signInAdmin(s), shown[0]!, { isActive: false });
    expect(edit.statusCode).toBe(200);
    const { urls, sizes } = await listedProducts();
    expect(urls).toEqual([...shown.slice(1), unannounced].map(productUrl));
    expect(sizes).toEqual([5, 5, 2]);
  });
});
