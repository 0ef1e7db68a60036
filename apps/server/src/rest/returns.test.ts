// The returns' REST contract (issue 46 item 7): order answers' `lines`, a buyer's return, its
// cancel, the Returns desk and its steps, answer shapes, bad input that names the field and
// changes nothing, and another customer's order answering 404.
import { returns } from '@buildright/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCategory,
  addProduct,
  registerCustomer,
  signInAdmin,
  signInStaff,
} from '../testing/fixtures.ts';
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

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** A signed-in customer's card order of 2 × $30.00, paid and delivered. */
async function deliveredOrder() {
  const customer = await registerCustomer(t);
  const product = await addProduct(t.db, { categoryId, price: '30.00', stock: 10 });
  const started = await startPayment(t, [{ id: product.id, quantity: 2 }], {}, customer.cookie);
  const paid = await trpc(t, 'payments.confirmTestPayment', {
    clientSecret: started.clientSecret,
    card: card(CARDS.succeeds),
  });
  expect(paid.data.outcome).toBe('succeeded');
  const delivered = await call('PATCH', `/api/orders/${started.orderId}/tracking`, admin, {
    status: 'delivered',
  });
  expect(delivered.statusCode, delivered.body).toBe(200);
  return { cookie: customer.cookie, orderId: started.orderId, productId: product.id };
}

const returnShape = {
  id: expect.any(Number),
  number: expect.stringMatching(/^RMA-\d{6}$/),
  orderId: expect.any(Number),
  kind: 'return',
  status: 'requested',
  reason: 'damaged',
  note: null,
  rejectionReason: null,
  requestedBy: 'Casey Builder',
  replacementOrderId: null,
  customerName: expect.any(String),
  customerEmail: expect.any(String),
  lines: [
    {
      itemId: expect.any(Number),
      productId: expect.any(Number),
      name: expect.any(String),
      unitPrice: '30.00',
      quantity: 1,
      receivedQuantity: null,
      restock: null,
    },
  ],
  refunds: [],
  photos: [],
  createdAt: expect.any(String),
  updatedAt: expect.any(String),
};

describe('a buyer’s return over REST', () => {
  it('reads lines with returnableQuantity, asks (201), lists and cancels', async () => {
    const { cookie, orderId, productId } = await deliveredOrder();
    const mine = await call('GET', '/api/orders/my', cookie);
    expect(mine.statusCode).toBe(200);
    const order = mine.json().find((o: { id: number }) => o.id === orderId);
    expect(order.lines).toEqual([
      {
        itemId: expect.any(Number),
        productId,
        name: expect.any(String),
        quantity: 2,
        unitPrice: '30.00',
        returnableQuantity: 2,
        claimableQuantity: 0,
      },
    ]);
    expect(typeof order.items).toBe('string');
    const itemId = order.lines[0].itemId as number;

    const asked = await call('POST', `/api/orders/my/${orderId}/returns`, cookie, {
      lines: [{ itemId, quantity: 1 }],
      reason: 'damaged',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toEqual({ ...returnShape, orderId });

    const listed = await call('GET', `/api/orders/my/${orderId}/returns`, cookie);
    expect(listed.json()).toEqual([asked.json()]);
    const staffView = await call('GET', `/api/orders?q=%23${orderId}`, admin);
    expect(staffView.json()[0].lines[0].returnableQuantity).toBe(1);

    const cancelled = await call('POST', `/api/returns/${asked.json().id}/cancel`, cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    const again = await call('POST', `/api/returns/${asked.json().id}/cancel`, cookie);
    expect(again.statusCode).toBe(409);
  });

  it('answers bad input with a 400 naming the field, another’s order with a 404', async () => {
    const { cookie, orderId } = await deliveredOrder();
    const [{ lines }] = (await call('GET', '/api/orders/my', cookie)).json();
    const itemId = lines[0].itemId as number;
    const ask = (body: object, who = cookie, id: number | string = orderId) =>
      call('POST', `/api/orders/my/${id}/returns`, who, body);

    const cases: [object, string][] = [
      [{ lines: [{ itemId, quantity: 3 }], reason: 'damaged' }, 'lines.0.quantity'],
      [{ lines: [{ itemId, quantity: 0 }], reason: 'damaged' }, 'lines.0.quantity'],
      [{ lines: [{ itemId, quantity: -1 }], reason: 'damaged' }, 'lines.0.quantity'],
      [{ lines: [{ itemId, quantity: 1.5 }], reason: 'damaged' }, 'lines.0.quantity'],
      [{ lines: [{ itemId, quantity: '1' }], reason: 'damaged' }, 'lines.0.quantity'],
      [{ lines: [{ itemId: itemId + 100_000, quantity: 1 }], reason: 'damaged' }, 'lines.0.itemId'],
      [{ lines: [{ itemId, quantity: 1 }], reason: 'broken' }, 'reason'],
      [{ lines: [{ itemId, quantity: 1 }], reason: 'other' }, 'note'],
    ];
    for (const [body, field] of cases) {
      const response = await ask(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    const stranger = await registerCustomer(t);
    const theirs = await ask(
      { lines: [{ itemId, quantity: 1 }], reason: 'damaged' },
      stranger.cookie,
    );
    expect(theirs.statusCode).toBe(404);
    expect(
      (await call('GET', `/api/orders/my/${orderId}/returns`, stranger.cookie)).statusCode,
    ).toBe(404);
    expect(await t.db.select().from(returns).where(eq(returns.orderId, orderId))).toEqual([]);
  });
});

describe('the Returns desk over REST', () => {
  it('pages, approves, receives with restock and refunds; refuses a second approve', async () => {
    const { cookie, orderId, productId } = await deliveredOrder();
    const [{ lines }] = (await call('GET', '/api/orders/my', cookie)).json();
    const itemId = lines[0].itemId as number;
    const asked = (
      await call('POST', `/api/orders/my/${orderId}/returns`, cookie, {
        lines: [{ itemId, quantity: 2 }],
        reason: 'defective',
      })
    ).json();

    const page = await call('GET', `/api/admin/returns?q=${asked.number}&status=requested`, admin);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['x-total-count']).toBe('1');
    expect(page.json()).toEqual([asked]);
    expect((await call('GET', '/api/admin/returns?status=lost', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/returns?pageSize=0', admin)).statusCode).toBe(400);
    expect((await call('GET', `/api/admin/returns/${asked.id}`, admin)).json()).toEqual(asked);

    const approve = () => call('POST', `/api/admin/returns/${asked.id}/approve`, admin);
    expect((await approve()).json()).toMatchObject({ status: 'approved' });
    expect((await approve()).statusCode).toBe(409);

    const before = await stockOf(t, productId);
    const tooMany = await call('POST', `/api/admin/returns/${asked.id}/receive`, admin, {
      lines: [{ itemId, quantity: 3, restock: true }],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(Object.keys(tooMany.json().errors)).toContain('lines.0.quantity');
    const received = await call('POST', `/api/admin/returns/${asked.id}/receive`, admin, {
      lines: [{ itemId, quantity: 2, restock: true }],
    });
    expect(received.json()).toMatchObject({
      status: 'received',
      lines: [{ itemId, receivedQuantity: 2, restock: true }],
    });
    expect(await stockOf(t, productId)).toBe(before + 2);

    const sales = await signInStaff(t, 'sales');
    expect(
      (await call('POST', `/api/admin/returns/${asked.id}/refund`, sales.cookie, {})).statusCode,
    ).toBe(403);
    for (const amount of ['0.00', '-5', '10.001', 'ten']) {
      const refused = await call('POST', `/api/admin/returns/${asked.id}/refund`, admin, {
        amount,
      });
      expect(refused.statusCode, amount).toBe(400);
      expect(Object.keys(refused.json().errors), amount).toEqual(['amount']);
    }
    const refunded = await call('POST', `/api/admin/returns/${asked.id}/refund`, admin, {});
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({
      status: 'refunded',
      refunds: [
        {
          id: expect.any(Number),
          amount: '60.00',
          status: 'succeeded',
          method: 'card',
          reason: 'return',
          createdAt: expect.any(String),
        },
      ],
    });
    const orderRefunds = await call('GET', `/api/admin/orders/${orderId}/refunds`, admin);
    expect(orderRefunds.json()).toEqual([
      expect.objectContaining({ amount: '60.00', reason: 'return' }),
    ]);
  });
});
