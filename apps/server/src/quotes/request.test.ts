import { quotes } from '@buildright/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockOf } from '../testing/payments.ts';
import type { TestApp } from '../testing/test-app.ts';
import { quoteShop, requestQuote } from './helpers.ts';

let t: TestApp, admin: string, excavatorId: number, bucketId: number;
beforeAll(async () => {
  ({ t, admin, excavatorId, bucketId } = await quoteShop());
});
afterAll(() => t.close());

describe('a quote request', () => {
  it('opens a requested quote that holds the stock and counts as needing action', async () => {
    const before = await stockOf(t, excavatorId);
    const { quoteId, token } = await requestQuote(t, [{ productId: excavatorId, quantity: 1 }]);
    expect(await stockOf(t, excavatorId)).toBe(before - 1);
    expect(token).toMatch(/^[\w-]{32}$/);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/quotes?status=needs_action',
      headers: { cookie: admin },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toContainEqual(
      expect.objectContaining({
        id: quoteId,
        status: 'requested',
        total: '12000.00',
        revision: null,
      }),
    );
    expect(list.json().needsAction).toBeGreaterThanOrEqual(1);

    const page = await t.app.inject({ method: 'GET', url: `/api/quotes/${token}` });
    expect(page.json()).toMatchObject({
      status: 'requested',
      current: null,
      can: { accept: false, requestChanges: false, decline: false },
    });
  });

  it('is a plain 404 for a wrong token', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/quotes/${'x'.repeat(32)}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No such quote' });
  });

  it('keeps the admin list and actions for staff', async () => {
    const { quoteId } = await requestQuote(t, [{ productId: bucketId, quantity: 1 }]);
    for (const [method, url] of [
      ['GET', '/api/admin/quotes'],
      ['GET', `/api/admin/quotes/${quoteId}`],
      ['POST', `/api/admin/quotes/${quoteId}/send`],
      ['POST', `/api/admin/quotes/${quoteId}/withdraw`],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});

describe("the desk's search", () => {
  it("finds a quote by its Q-number or a part of the buyer's name or e-mail", async () => {
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        customerName: 'Wilhelmina Quarrington',
        customerEmail: 'w.quarrington@stonefield.example',
        customerPhone: '+1 503 555 0199',
        customerAddress: '3 Gravel Pit Lane\nSalem, OR 97301',
        items: [{ productId: bucketId, quantity: 1 }],
      },
    });
    expect(placed.statusCode).toBe(201);
    const [quote] = await t.db
      .select({ id: quotes.id })
      .from(quotes)
      .where(eq(quotes.orderId, placed.json().id));
    const search = async (text: string) => {
      const response = await t.app.inject({
        url: `/api/admin/quotes?search=${encodeURIComponent(text)}`,
        headers: { cookie: admin },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json() as { items: { id: number; buyerName: string }[]; total: number };
      return { ids: body.items.map((item) => item.id), total: body.total };
    };
    const number = `Q-${String(quote!.id).padStart(6, '0')}`;
    for (const text of ['quarrington', 'STONEFIELD.example', number, String(quote!.id)]) {
      const found = await search(text);
      expect(found.ids, text).toContain(quote!.id);
    }
    expect(await search('Quarrington')).toEqual({ ids: [quote!.id], total: 1 });
    expect((await search('nobody-by-this-name')).total).toBe(0);
  });
});

describe('the REST contract', () => {
  it('documents every quote path in the OpenAPI description', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = response.json().paths as Record<string, Record<string, unknown>>;
    const documented = Object.entries(paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented).toEqual(
      expect.arrayContaining([
        'GET /api/quotes/{token}',
        'POST /api/quotes/{token}/accept',
        'POST /api/quotes/{token}/decline',
        'POST /api/quotes/{token}/messages',
        'GET /api/quotes/{token}/pdf',
        'GET /api/admin/quotes',
        'GET /api/admin/quotes/{id}',
        'PUT /api/admin/quotes/{id}',
        'POST /api/admin/quotes/{id}/send',
        'POST /api/admin/quotes/{id}/withdraw',
        'GET /api/orders/{id}/invoice.pdf',
      ]),
    );
  });
});
