import { gunzipSync } from 'node:zlib';
import { contactSubmissions } from '@buildright/db';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addCategory, addProduct } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const ADMIN_ORIGIN = 'https://admin.example';
const refusal = { message: 'Requests from other sites are not allowed' };

let t: TestApp;

const contact = {
  name: 'Dana Digger',
  email: 'dana@example.com',
  subject: 'Bucket sizes',
  message: 'Which bucket fits a 20 t excavator?',
};

function postContact(headers: Record<string, string>) {
  return t.app.inject({ method: 'POST', url: '/api/contact', payload: contact, headers });
}

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_ORIGIN } });
});

afterAll(() => t?.close());

beforeEach(async () => {
  await t.db.delete(contactSubmissions);
});

describe('requests from other sites', () => {
  it('refuses a POST with a foreign Origin and changes nothing', async () => {
    const response = await postContact({ origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refusal);
    expect(await t.db.$count(contactSubmissions)).toBe(0);
  });

  it('refuses foreign PUT, PATCH and DELETE and tRPC mutations too', async () => {
    for (const [method, url] of [
      ['PUT', '/api/products/1'],
      ['PATCH', '/api/orders/1/tracking'],
      ['DELETE', '/api/categories/1'],
      ['POST', '/trpc/contact.submit'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
        payload: JSON.stringify({ json: contact }),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual(refusal);
    }
    expect(await t.db.$count(contactSubmissions)).toBe(0);
  });

  it('refuses an origin that only looks like the shop', async () => {
    for (const origin of ['http://localhost:80.evil.example', 'https://localhost:80', 'null']) {
      const response = await postContact({ origin });
      expect(response.statusCode, origin).toBe(403);
    }
  });

  it('lets the shop’s own pages post', async () => {
    // inject() sends Host: localhost:80 over plain http.
    const response = await postContact({ origin: 'http://localhost:80' });
    expect(response.statusCode).toBe(201);
    expect(await t.db.$count(contactSubmissions)).toBe(1);
  });

  it('compares with the Host the request names', async () => {
    const own = await postContact({
      host: 'shop.example:3000',
      origin: 'http://shop.example:3000',
    });
    expect(own.statusCode).toBe(201);
    const other = await postContact({ host: 'shop.example:3000', origin: 'http://localhost:80' });
    expect(other.statusCode).toBe(403);
  });

  it('lets requests without Origin through unless the browser says cross-site', async () => {
    expect((await postContact({})).statusCode).toBe(201);
    expect((await postContact({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
    const crossSite = await postContact({ 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual(refusal);
    expect(await t.db.$count(contactSubmissions)).toBe(2);
  });

  it('does not refuse reads from other sites', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/categories',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the admin site on its own origin (ADMIN_ORIGIN)', () => {
  it("may read a paged list's total", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/products?pageSize=1',
      headers: { origin: ADMIN_ORIGIN },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBeDefined();
    expect(response.headers['access-control-expose-headers']).toBe(
      'X-Total-Count, X-Total-Count-Estimated',
    );
  });

  it('may post', async () => {
    const response = await postContact({ origin: ADMIN_ORIGIN });
    expect(response.statusCode).toBe(201);
    expect(response.headers['access-control-allow-origin']).toBe(ADMIN_ORIGIN);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
  });

  it('gets CORS with credentials on a preflight', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/trpc/auth.admin.login',
      headers: {
        origin: ADMIN_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(ADMIN_ORIGIN);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(response.headers['access-control-allow-methods']).toContain('POST');
  });

  it('gives other origins no CORS headers on a preflight', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/trpc/auth.admin.login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    // Without Access-Control-Allow-Origin the browser lets the page read nothing.
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('response headers', () => {
  it('sends the security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/categories' });
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('compresses a large JSON answer for a client that accepts gzip', async () => {
    const category = await addCategory(t.db);
    for (let i = 0; i < 12; i++) await addProduct(t.db, { categoryId: category.id });

    const plain = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(gunzipSync(response.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves small answers uncompressed', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ message: 'Not signed in' });
  });
});

describe('unexpected errors', () => {
  const generic = 'Something went wrong on our side. Please try again.';
  // The outbox table goes missing: every message to the shop fails inside the database.
  beforeEach(() => t.db.execute(sql`alter table outbox_emails rename to outbox_emails_away`));
  afterEach(() => t.db.execute(sql`alter table outbox_emails_away rename to outbox_emails`));

  it('answers a REST 500 without internals', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/send-email',
      payload: { subject: 'Hello', message: 'A message for the shop' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: generic });
    expect(response.body).not.toMatch(/outbox|relation|stack|at /i);
  });

  it('answers a tRPC 500 without internals', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/trpc/contact.sendEmail',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ json: { subject: 'Hello', message: 'A message for the shop' } }),
    });
    expect(response.statusCode).toBe(500);
    expect(response.json().error.json.message).toBe(generic);
    expect(response.body).not.toMatch(/outbox|relation|contact\.ts/);
    expect(response.json().error.json.data).not.toHaveProperty('stack');
  });
});
