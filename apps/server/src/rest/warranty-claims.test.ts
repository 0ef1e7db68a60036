// Warranty claims' REST contract (issue 46 item 5): the order answers' `claimableQuantity` and
// `warrantyEndsAt`, a buyer's claim (201) past the return window, a 409 within it and after two
// years, bad input naming the field, another customer's order 404, and staff's replacement under
// the Returns desk.
import { warrantyEnds } from '@buildright/api/shared';
import { orderStatusEvents, returns } from '@buildright/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addProduct, registerCustomer, signInAdmin } from '../testing/fixtures.ts';
import { card, CARDS, startPayment, stockOf, trpc } from '../testing/payments.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let admin: string;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
  categoryId = (await addCategory(t.db)).id;
});
afterAll(() => t?.close());

const DAY = 86_400_000;

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** Moves the order's delivery `days` into the past; answers when it now was. */
async function deliveredDaysAgo(orderId: number, days: number): Promise<Date> {
  const at = new Date(Date.now() - days * DAY);
  await t.db
    .update(orderStatusEvents)
    .set({ changedAt: at })
    .where(eq(orderStatusEvents.orderId, orderId));
  return at;
}

/** A signed-in customer's card order of 2 × $30.00, paid and delivered. */
async function deliveredOrder() {
  const customer = await registerCustomer(t);
  const product = await addProduct(t.db, { categoryId, price: '30.00', stock: 10 });
  const started = await startPayment(t, [{ id: product.id, quantity: 2 }], {}, customer.cookie);
  await trpc(t, 'payments.confirmTestPayment', {
    clientSecret: started.clientSecret,
    card: card(CARDS.succeeds),
  });
  const delivered = await call('PATCH', `/api/orders/${started.orderId}/tracking`, admin, {
    status: 'delivered',
  });
  expect(delivered.statusCode, delivered.body).toBe(200);
  const [{ lines }] = (await call('GET', '/api/orders/my', customer.cookie)).json();
  return {
    cookie: customer.cookie,
    orderId: started.orderId,
    productId: product.id,
    itemId: lines[0].itemId as number,
  };
}

describe("the order answers' claimableQuantity over REST", () => {
  it('is 0 in the window, what is left after it, 0 past two years; documented', async () => {
    const { cookie, orderId, itemId } = await deliveredOrder();
    const line = async () => {
      const [order] = (await call('GET', '/api/orders/my', cookie)).json();
      expect(order.id).toBe(orderId);
      return { warrantyEndsAt: order.warrantyEndsAt, ...order.lines[0] };
    };
    expect(await line()).toMatchObject({ returnableQuantity: 2, claimableQuantity: 0 });

    const deliveredAt = await deliveredDaysAgo(orderId, 60);
    expect(await line()).toEqual({
      itemId,
      productId: expect.any(Number),
      name: expect.any(String),
      quantity: 2,
      unitPrice: '30.00',
      returnableQuantity: 0,
      claimableQuantity: 2,
      warrantyEndsAt: warrantyEnds(deliveredAt).toISOString(),
    });
    const claimed = await call('POST', `/api/orders/my/${orderId}/warranty-claims`, cookie, {
      lines: [{ itemId, quantity: 1 }],
      description: 'The clutch slips',
    });
    expect(claimed.statusCode, claimed.body).toBe(201);
    expect((await line()).claimableQuantity).toBe(1);
    const staff = (await call('GET', `/api/orders?q=%23${orderId}`, admin)).json();
    expect(staff[0].lines[0].claimableQuantity).toBe(1);

    await deliveredDaysAgo(orderId, 800);
    expect(await line()).toMatchObject({ returnableQuantity: 0, claimableQuantity: 0 });

    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const [path, method] of [
      ['/api/orders/my', 'get'],
      ['/api/orders', 'get'],
      ['/api/orders/lookup', 'post'],
      ['/api/orders/my/{id}/warranty-claims', 'post'],
    ] as const) {
      expect(paths[path][method].description, path).toContain('`claimableQuantity`');
    }
  });
});

describe('a warranty claim over REST', () => {
  it('is a 409 within the window and after two years, a 201 between; staff replace it', async () => {
    const { cookie, orderId, productId, itemId } = await deliveredOrder();
    const claim = (body: object, who = cookie) =>
      call('POST', `/api/orders/my/${orderId}/warranty-claims`, who, body);
    const good = { lines: [{ itemId, quantity: 1 }], description: 'The motor stalls' };

    const early = await claim(good);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('ask to return the defective items instead');
    await deliveredDaysAgo(orderId, 800);
    expect((await claim(good)).statusCode).toBe(409);
    await deliveredDaysAgo(orderId, 60);

    const cases: [object, string][] = [
      [{ ...good, lines: [{ itemId, quantity: 3 }] }, 'lines.0.quantity'],
      [{ ...good, lines: [{ itemId, quantity: 0 }] }, 'lines.0.quantity'],
      [{ ...good, lines: [{ itemId, quantity: '1' }] }, 'lines.0.quantity'],
      [{ ...good, lines: [{ itemId: itemId + 100_000, quantity: 1 }] }, 'lines.0.itemId'],
      [{ lines: good.lines }, 'description'],
    ];
    for (const [body, field] of cases) {
      const response = await claim(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    const stranger = await registerCustomer(t);
    expect((await claim(good, stranger.cookie)).statusCode).toBe(404);
    expect(await t.db.select().from(returns).where(eq(returns.orderId, orderId))).toEqual([]);

    const claimed = await claim(good);
    expect(claimed.statusCode, claimed.body).toBe(201);
    expect(claimed.json()).toMatchObject({
      number: expect.stringMatching(/^RMA-\d{6}$/),
      orderId,
      kind: 'warranty',
      status: 'requested',
      reason: 'defective',
      note: 'The motor stalls',
      replacementOrderId: null,
      lines: [{ itemId, quantity: 1 }],
    });
    const { id } = claimed.json();
    const desk = await call('GET', `/api/admin/returns?kind=warranty&q=%23${orderId}`, admin);
    expect(desk.headers['x-total-count']).toBe('1');
    expect((await call('GET', '/api/admin/returns?kind=exchange', admin)).statusCode).toBe(400);

    const before = await stockOf(t, productId);
    const replaced = await call('POST', `/api/admin/returns/${id}/replace`, admin);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({
      status: 'replaced',
      replacementOrderId: expect.any(Number),
    });
    expect(await stockOf(t, productId)).toBe(before - 1);
    expect((await call('POST', `/api/admin/returns/${id}/replace`, admin)).statusCode).toBe(409);
  });
});
