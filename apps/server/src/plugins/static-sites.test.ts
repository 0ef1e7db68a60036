import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const SHOP_INDEX = '<!doctype html><title>Shop</title><script src="/assets/app-abc.js"></script>';
const ADMIN_INDEX =
  '<!doctype html><title>Admin</title><script src="/admin-dashboard/assets/app-def.js"></script>';
const SHOP_JS = 'console.log("shop");';
const ADMIN_JS = 'console.log("admin");';

let t: TestApp;
let sitesDir: string;

/** A page visit as a browser makes it. */
function visit(url: string) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
  });
}

function site(dir: string, index: string, asset: [string, string]) {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), index);
  writeFileSync(join(dir, 'assets', asset[0]), asset[1]);
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

beforeAll(async () => {
  sitesDir = mkdtempSync(join(tmpdir(), 'buildright-sites-'));
  const webDir = join(sitesDir, 'web');
  const adminDir = join(sitesDir, 'admin');
  site(webDir, SHOP_INDEX, ['app-abc.js', SHOP_JS]);
  site(adminDir, ADMIN_INDEX, ['app-def.js', ADMIN_JS]);
  t = await createTestApp({ sites: { webDir, adminDir } });
});

afterAll(async () => {
  await t?.close();
  rmSync(sitesDir, { recursive: true, force: true });
});

describe('the shop at /', () => {
  it.each(['/', '/equipment/3', '/checkout', '/order-confirmation?id=7'])(
    '%s answers with the shop’s index.html, never cached stale',
    async (url) => {
      const response = await visit(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(SHOP_INDEX);
    },
  );

  it.each([
    ['anything', '*/*'],
    ['an image, like a link preview', 'image/webp,*/*;q=0.8'],
    ['nothing in particular', undefined],
  ])('answers a page with HTML to a caller that accepts %s', async (_, accept) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/equipment/3',
      headers: accept === undefined ? {} : { accept },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(SHOP_INDEX);
  });

  it('serves fingerprinted assets as immutable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(SHOP_JS);
  });

  it('serves other files of the build, revalidated', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404, not the page', async () => {
    const response = await visit('/assets/app-gone.js');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<title>Shop</title>');
  });
});

describe('the admin site at /admin-dashboard/', () => {
  it.each([
    '/admin-dashboard/',
    '/admin-dashboard',
    '/admin-dashboard/orders',
    '/admin-dashboard/products/12',
  ])('%s answers with the admin index.html', async (url) => {
    const response = await visit(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(ADMIN_INDEX);
  });

  it.each([
    '/admin-dashboard/orders/123',
    '/admin-dashboard/quotes?status=needs_action',
    '/admin-dashboard/quotes/42?status=quoted&q=dana.digger%40example.com',
    '/admin-dashboard/inventory/products/7',
    '/admin-dashboard/inventory/categories',
    '/admin-dashboard/activity?from=2026-01-01&to=2026-01-31',
    '/admin-dashboard/invitation/abc-DEF_123',
    // Links from before the admin site had paths, which its router sends on.
    '/admin-dashboard/?tab=orders&order=7',
    '/admin-dashboard/?invitation=abc-DEF_123',
  ])('deep link %s answers with the admin index.html, for its router', async (url) => {
    const response = await visit(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(ADMIN_INDEX);
  });

  it('answers a missing asset of the admin site with 404, not the page', async () => {
    const response = await visit('/admin-dashboard/assets/app-gone.js');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<title>Admin</title>');
  });

  it('serves its own assets as immutable', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/admin-dashboard/assets/app-def.js',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(ADMIN_JS);
  });
});

describe('what is not a page', () => {
  it.each([
    ['GET', '/api/nope'],
    ['GET', '/api'],
    ['GET', '/trpc/nope'],
    ['POST', '/api/nope'],
    ['GET', '/uploads/nope.webp'],
  ] as const)('%s %s is a JSON 404 even for a browser', async (method, url) => {
    const response = await t.app.inject({ method, url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).not.toContain('<!doctype html>');
  });

  it('names what was not found', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/nope?x=1',
      headers: { accept: 'text/html' },
    });
    expect(response.json()).toEqual({ message: 'Not found: GET /api/nope' });
  });

  it.each(['application/json', 'application/json, text/plain, */*'])(
    'answers a fetch that prefers JSON (%s) with a JSON 404, not a page',
    async (accept) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/equipment/3',
        headers: { accept },
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    },
  );
});

describe('images', () => {
  it('serves the demo illustrations, cached for a day', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/demo-images/placeholder.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.body).toContain('<svg');
  });

  it('does not let a path climb out of the image folder', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/demo-images/..%2f..%2fpackage.json',
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('"name"');
  });
});
