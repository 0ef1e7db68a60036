import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addProduct, signInAdmin } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const TEMPLATE =
  '<!doctype html><html><head><title>Shop</title>' +
  '<script type="module" crossorigin src="/assets/app-abc.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

/**
 * Stands in for apps/web's server bundle with the same contract: lists products through the
 * API client it is given, and counts its renders so the tests can see what was kept.
 */
const RENDERER = `
export const SERVER_STATE_ID = 'shop-state';
export const renders = new Map();
export async function render(url, trpcClient, publicUrl) {
  renders.set(url, (renders.get(url) ?? 0) + 1);
  if (url === '/checkout') return { status: 200 };
  if (url === '/flaky') return { status: 200, transient: true };
  if (url === '/broken') throw new Error('render bug');
  const me = await trpcClient.auth.customer.me.query();
  const { items } = await trpcClient.catalog.list.query({ page: 1, pageSize: 10 });
  const names = items.map((item) => '<li>' + item.name + '</li>').join('');
  return {
    status: url === '/missing' ? 404 : 200,
    markup: {
      html: '<ul>' + names + '</ul><p>visitor: ' + JSON.stringify(me) + '</p>',
      head: url === '/untitled'
        ? '<meta name="description" content="No title"/>'
        : '<title>Equipment | Shop</title><link rel="canonical" href="' + publicUrl + url + '"/>',
      state: JSON.stringify({ count: items.length }).replaceAll('<', '\\\\u003c'),
    },
  };
}
`;

let t: TestApp;
let dir: string;
let renders: Map<string, number>;
let product: Awaited<ReturnType<typeof addProduct>>;

function visit(url: string, cookie?: string) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'buildright-shop-pages-'));
  const webDir = join(dir, 'web');
  mkdirSync(webDir);
  writeFileSync(join(webDir, 'index.html'), TEMPLATE);
  const webServerEntry = join(dir, 'entry-server.mjs');
  writeFileSync(webServerEntry, RENDERER);
  t = await createTestApp({
    sites: { webDir, adminDir: join(dir, 'no-admin'), webServerEntry },
    env: { PUBLIC_URL: 'https://shop.example/' },
  });
  ({ renders } = (await import(webServerEntry)) as { renders: Map<string, number> });
  const category = await addCategory(t.db);
  product = await addProduct(t.db, { categoryId: category.id, name: 'Trenching Bucket' });
});

afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('shop pages drawn by the server', () => {
  it('puts the drawn page, its title and its state into the shop’s index.html', async () => {
    const response = await visit('/equipment');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root"><ul><li>Trenching Bucket</li></ul>');
    expect(response.body).toContain('<title>Equipment | Shop</title>');
    expect(response.body).not.toContain('<title>Shop</title>');
    expect(response.body).toContain(
      '<script type="application/json" id="shop-state">{"count":1}</script>',
    );
  });

  it('puts the page’s head elements, with the public address, in place of the title', async () => {
    const response = await visit('/equipment?category=2');
    expect(response.body).toContain(
      '<head><title>Equipment | Shop</title>' +
        '<link rel="canonical" href="https://shop.example/equipment?category=2"/><script',
    );
  });

  it('keeps the shop’s title for a page that gives none', async () => {
    const response = await visit('/untitled');
    expect(response.body).toContain(
      '<title>Shop</title><meta name="description" content="No title"/>',
    );
  });

  it('lets the stylesheet and images go before the code the drawn page can wait for', async () => {
    const response = await visit('/equipment');
    expect(response.body).toContain('<script type="module" fetchpriority="low" crossorigin');
  });

  it('draws the home page too', async () => {
    const response = await visit('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<li>Trenching Bucket</li>');
  });

  it('draws for a guest, whoever asks', async () => {
    const cookie = await signInAdmin(t);
    const response = await visit('/?as=admin', cookie);
    expect(response.body).toContain('<p>visitor: null</p>');
  });

  it('draws a page once until the catalogue changes', async () => {
    await visit('/equipment?page=1');
    await visit('/equipment?page=1');
    expect(renders.get('/equipment?page=1')).toBe(1);
  });

  it('draws again after an admin edit, never the stale page', async () => {
    const cookie = await signInAdmin(t);
    expect((await visit('/equipment?stale=check')).body).toContain('Trenching Bucket');
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${product.id}`,
      headers: { cookie },
      payload: {
        name: 'Ditching Bucket',
        description: product.description,
        price: product.price,
        stock: product.stock,
        categoryId: product.categoryId,
      },
    });
    expect(edit.statusCode).toBe(200);
    const after = await visit('/equipment?stale=check');
    expect(after.body).toContain('Ditching Bucket');
    expect(after.body).not.toContain('Trenching Bucket');
  });

  it('answers with the status the page gives', async () => {
    const response = await visit('/missing');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>Equipment | Shop</title>');
  });

  it('sends the bare app for a page only the browser can draw', async () => {
    const response = await visit('/checkout');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(TEMPLATE);
  });

  it('sends the bare app when drawing fails, and tries again next time', async () => {
    const first = await visit('/broken');
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe(TEMPLATE);
    await visit('/broken');
    expect(renders.get('/broken')).toBe(2);
  });

  it('does not keep a page drawn without its data', async () => {
    await visit('/flaky');
    await visit('/flaky');
    expect(renders.get('/flaky')).toBe(2);
  });
});
