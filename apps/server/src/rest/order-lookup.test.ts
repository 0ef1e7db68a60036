import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_LOOKUP_MISS } from '@buildright/api/shared';
import { addCategory, addProduct, signInAdmin } from '../testing/fixtures.ts';
import { buyer } from '../testing/payments.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let admin: string;
let orderId: number;
let productId: number;

// Low limits, so that the test meets them; every test takes its own client address.
const limits = {
  orderLookupClient: { points: 6, durationSeconds: 60 },
  orderLookupOrder: { points: 4, durationSeconds: 60 },
};

let nextAddress = 1;
const freshClient = () => `10.3.0.${nextAddress++}`;

const lookup = (payload: object, client = freshClient()) =>
  t.app.inject({ method: 'POST', url: '/api/orders/lookup', payload, remoteAddress: client });

async function placeGuestOrder() {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { ...buyer, items: [{ productId, quantity: 2 }] },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

beforeAll(async () => {
  t = await createTestApp({ rateLimits: limits });
  admin = await signInAdmin(t);
  const categoryId = (await addCategory(t.db, { name: 'Buckets' })).id;
  productId = (await addProduct(t.db, { categoryId, stock: 50, name: 'Trench Bucket 18"' })).id;
  orderId = await placeGuestOrder();
  const shipped = await t.app.inject({
    method: 'PATCH',
    url: `/api/orders/${orderId}/tracking`,
    headers: { cookie: admin },
    payload: {
      status: 'processing',
      trackingNumber: '1Z999AA10123456784',
      trackingCarrier: 'ups',
      notes: 'Staff only: customer is picky about pallets',
    },
  });
  expect(shipped.statusCode).toBe(200);
});
afterAll(() => t.close());

describe('POST /api/orders/lookup', () => {
  it('answers the order page of the order with that number and e-mail address', async () => {
    const response = await lookup({ orderNumber: orderId, email: buyer.customerEmail });
    expect(response.statusCode).toBe(200);
    const order = response.json();
    expect(order).toMatchObject({
      id: orderId,
      customerEmail: buyer.customerEmail,
      status: 'processing',
      trackingNumber: '1Z999AA10123456784',
      trackingCarrier: 'ups',
      lines: [{ productId, name: 'Trench Bucket 18"', quantity: 2 }],
    });
    expect(order.statusHistory.map((change: { status: string }) => change.status)).toEqual([
      'pending',
      'processing',
    ]);
    expect(order).not.toHaveProperty('notes');
    expect(JSON.stringify(order)).not.toContain('picky');
  });

  it('takes the number as the shop prints it and the address in any case', async () => {
    const orderId = await placeGuestOrder();
    for (const orderNumber of [`#${orderId}`, String(orderId), ` ${orderId} `]) {
      const response = await lookup({
        orderNumber,
        email: ` ${buyer.customerEmail.toUpperCase()}`,
      });
      expect(response.statusCode, orderNumber).toBe(200);
      expect(response.json().id).toBe(orderId);
    }
  });

  it("finds a quote request by its quote's number too, and counts its lookups as the order's", async () => {
    const placed = await t.app.inject({
      method: 'POST',
      url: '/trpc/checkout.requestQuote',
      payload: { json: { ...buyer, items: [{ productId, quantity: 1 }] } },
    });
    const { id, quoteNumber } = placed.json().result.data.json as {
      id: number;
      quoteNumber: string;
    };
    const digits = quoteNumber.replace(/^Q-0*/, '');
    for (const orderNumber of [quoteNumber, quoteNumber.toLowerCase(), `Q${digits}`]) {
      const response = await lookup({ orderNumber, email: buyer.customerEmail });
      expect(response.statusCode, orderNumber).toBe(200);
      expect(response.json()).toMatchObject({ id, quoteNumber });
    }
    // Three lookups by the quote's number and one by the order's reach the limit of four.
    expect((await lookup({ orderNumber: id, email: 'guess@example.com' })).statusCode).toBe(404);
    const refused = await lookup({ orderNumber: quoteNumber, email: buyer.customerEmail });
    expect(refused.statusCode).toBe(429);
    const unknown = await lookup({ orderNumber: 'Q-999999', email: buyer.customerEmail });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: ORDER_LOOKUP_MISS });
  });

  it('answers a wrong e-mail address and a wrong number alike, telling nobody which exists', async () => {
    const orderId = await placeGuestOrder();
    const wrongEmail = await lookup({ orderNumber: orderId, email: 'someone@else.example' });
    const wrongNumber = await lookup({ orderNumber: orderId + 1000, email: buyer.customerEmail });
    for (const response of [wrongEmail, wrongNumber]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: ORDER_LOOKUP_MISS });
    }
  });

  it('refuses malformed input with a 400 naming the field, never read as some order', async () => {
    const cases: [object, string][] = [
      [{ orderNumber: true, email: buyer.customerEmail }, 'orderNumber'],
      [{ orderNumber: [orderId], email: buyer.customerEmail }, 'orderNumber'],
      [{ orderNumber: `${orderId}.0`, email: buyer.customerEmail }, 'orderNumber'],
      [{ orderNumber: 0, email: buyer.customerEmail }, 'orderNumber'],
      [{ orderNumber: 1.5, email: buyer.customerEmail }, 'orderNumber'],
      [{ orderNumber: '0x1', email: buyer.customerEmail }, 'orderNumber'],
      [{ orderNumber: 'Q-', email: buyer.customerEmail }, 'orderNumber'],
      [{ orderNumber: 'Q-1.5', email: buyer.customerEmail }, 'orderNumber'],
      [{ orderNumber: 'QQ-7', email: buyer.customerEmail }, 'orderNumber'],
      [{ orderNumber: 99_999_999_999, email: buyer.customerEmail }, 'orderNumber'],
      [{ orderNumber: orderId, email: 'not-an-address' }, 'email'],
      [{ orderNumber: orderId, email: { $ne: null } }, 'email'],
      [{ orderNumber: orderId }, 'email'],
      [{ orderNumber: orderId, email: buyer.customerEmail, admin: true }, ''],
    ];
    for (const [payload, field] of cases) {
      const response = await lookup(payload);
      const what = JSON.stringify(payload);
      expect(response.statusCode, what).toBe(400);
      const body = response.json();
      expect(body.message, what).toEqual(expect.any(String));
      if (field) expect(Object.keys(body.errors ?? {}), what).toContain(field);
    }
    for (const raw of ['not json', '']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/orders/lookup',
        headers: { 'content-type': 'application/json' },
        payload: raw,
        remoteAddress: freshClient(),
      });
      expect(response.statusCode, raw).toBe(400);
    }
  });
});

describe('lookup limits', () => {
  it('limit one client, whatever the numbers, with a 429 saying when to try again', async () => {
    const client = freshClient();
    for (let attempt = 1; attempt <= limits.orderLookupClient.points; attempt++) {
      const response = await lookup(
        { orderNumber: 500_000 + attempt, email: buyer.customerEmail },
        client,
      );
      expect(response.statusCode).toBe(404);
    }
    const refused = await lookup({ orderNumber: orderId, email: buyer.customerEmail }, client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many order lookups\. Please try again in \d+ minutes?\.$/,
    );
    // Another client is not held to it.
    const other = await placeGuestOrder();
    expect((await lookup({ orderNumber: other, email: buyer.customerEmail })).statusCode).toBe(200);
  });

  it('limit one order number, whatever the clients, so its address cannot be guessed', async () => {
    const target = await placeGuestOrder();
    for (let attempt = 1; attempt <= limits.orderLookupOrder.points; attempt++) {
      const guess = await lookup({ orderNumber: target, email: `guess${attempt}@example.com` });
      expect(guess.statusCode).toBe(404);
    }
    const refused = await lookup({ orderNumber: `#${target}`, email: buyer.customerEmail });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many lookups of this order number\./);
    // Another order's lookups go on.
    const other = await placeGuestOrder();
    expect((await lookup({ orderNumber: other, email: buyer.customerEmail })).statusCode).toBe(200);
  });

  it('count the shop’s own tRPC call against the same limits', async () => {
    const target = await placeGuestOrder();
    for (let attempt = 1; attempt <= limits.orderLookupOrder.points; attempt++) {
      await lookup({ orderNumber: target, email: `guess${attempt}@example.com` });
    }
    const response = await t.app.inject({
      method: 'POST',
      url: '/trpc/orders.lookup',
      payload: { json: { orderNumber: target, email: buyer.customerEmail } },
      remoteAddress: freshClient(),
    });
    expect(response.statusCode).toBe(429);
  });
});
