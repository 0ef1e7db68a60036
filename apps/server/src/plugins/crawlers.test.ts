import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { parseSitemap } from 'sitemap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addProduct, signInAdmin } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

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

async function sitemap() {
  const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(response.statusCode).toBe(200);
  const items = await parseSitemap(Readable.from([response.body]));
  return new Map(items.map((item) => [item.url, item.lastmod]));
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
  let shown: Awaited<ReturnType<typeof addProduct>>;
  let hidden: Awaited<ReturnType<typeof addProduct>>;
  let inHiddenCategory: Awaited<ReturnType<typeof addProduct>>;
  let category: Awaited<ReturnType<typeof addCategory>>;
  let hiddenCategory: Awaited<ReturnType<typeof addCategory>>;

  beforeAll(async () => {
    category = await addCategory(t.db);
    hiddenCategory = await addCategory(t.db, { isActive: false });
    shown = await addProduct(t.db, { categoryId: category.id });
    hidden = await addProduct(t.db, { categoryId: category.id, isActive: false });
    inHiddenCategory = await addProduct(t.db, { categoryId: hiddenCategory.id });
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

  it('is kept until the catalogue changes, then drawn again', async () => {
    await sitemap();
    // Written behind the server's back: the kept sitemap does not know of it yet.
    const unannounced = await addProduct(t.db, { categoryId: category.id });
    const url = `https://shop.example/equipment/${unannounced.id}`;
    expect((await sitemap()).has(url)).toBe(false);

    const cookie = await signInAdmin(t);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${shown.id}`,
      headers: { cookie },
      payload: {
        name: shown.name,
        description: shown.description,
        price: shown.price,
        stock: shown.stock,
        categoryId: shown.categoryId,
        isActive: false,
      },
    });
    expect(edit.statusCode).toBe(200);
    const after = await sitemap();
    expect(after.has(url)).toBe(true);
    expect(after.has(`https://shop.example/equipment/${shown.id}`)).toBe(false);
  });
});
