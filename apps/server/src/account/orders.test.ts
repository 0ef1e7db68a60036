import { orderStatusEvents, products } from '@buildright/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addProduct, registerCustomer, signInAdmin } from '../testing/fixtures.ts';
import { buyer } from '../testing/payments.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { trpcMutation, trpcQuery } from '../testing/trpc.ts';

let t: TestApp;
let admin: string;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
  categoryId = (await addCategory(t.db, { name: 'Attachments' })).id;
});
afterAll(() => t.close());

async function placeOrder(cookie: string, items: { productId: number; quantity: number }[]) {
  const placed = await trpcMutation<{ id: number }>(
    t,
    'checkout.requestQuote',
    { ...buyer, items },
    cookie,
  );
  expect(placed.status).toBe(200);
  return placed.data.id;
}

async function setStatus(orderId: number, status: string, trackingNumber: string | null = null) {
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/api/orders/${orderId}/tracking`,
    headers: { cookie: admin },
    payload: { status, trackingNumber, estimatedDelivery: trackingNumber ? '2030-03-04' : null },
  });
  expect(response.statusCode).toBe(200);
}

describe("the customer's order page", () => {
  it('shows lines, totals, payment, tracking and the status history', async () => {
    const bucket = await addProduct(t.db, {
      categoryId,
      name: 'Ditch bucket',
      price: '1200.00',
      salePrice: '999.50',
    });
    const { cookie } = await registerCustomer(t);
    const orderId = await placeOrder(cookie, [{ productId: bucket.id, quantity: 2 }]);
    await setStatus(orderId, 'processing');
    await setStatus(orderId, 'shipped', '1Z999AA10123456784');
    // Saving tracking details again without a new status adds no history.
    await setStatus(orderId, 'shipped', '1Z999AA10123456784');

    const answer = await trpcQuery<Record<string, unknown>>(
      t,
      'account.orders.byId',
      { id: orderId },
      cookie,
    );
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      id: orderId,
      total: '1999.00',
      status: 'shipped',
      paymentMethod: 'quote',
      paymentStatus: 'unpaid',
      trackingNumber: '1Z999AA10123456784',
      lines: [
        {
          productId: bucket.id,
          name: 'Ditch bucket',
          unitPrice: '999.50',
          quantity: 2,
          lineTotal: '1999.00',
        },
      ],
    });
    expect(answer.data).not.toHaveProperty('notes');
    const history = answer.data.statusHistory as { status: string; changedAt: string }[];
    expect(history.map((change) => change.status)).toEqual(['pending', 'processing', 'shipped']);
    expect(history.every((change) => !Number.isNaN(Date.parse(change.changedAt)))).toBe(true);
  });

  it("answers another customer's order, or none, with a 404", async () => {
    const product = await addProduct(t.db, { categoryId });
    const owner = await registerCustomer(t);
    const other = await registerCustomer(t);
    const orderId = await placeOrder(owner.cookie, [{ productId: product.id, quantity: 1 }]);

    for (const path of ['account.orders.byId', 'account.orders.reorder']) {
      const refused = await trpcQuery(t, path, { id: orderId }, other.cookie);
      expect(refused.status).toBe(404);
      expect(refused.error.message).toBe(`No order with id ${orderId}`);
    }
    expect((await trpcQuery(t, 'account.orders.byId', { id: 99_999 }, owner.cookie)).status).toBe(
      404,
    );
    expect((await trpcQuery(t, 'account.orders.byId', { id: orderId })).status).toBe(401);
    expect((await trpcQuery(t, 'account.orders.byId', { id: 'abc' }, owner.cookie)).status).toBe(
      400,
    );
  });

  it('records the status history when an order is placed and when its status changes', async () => {
    const product = await addProduct(t.db, { categoryId });
    const { cookie } = await registerCustomer(t);
    const orderId = await placeOrder(cookie, [{ productId: product.id, quantity: 1 }]);
    await setStatus(orderId, 'cancelled');
    const rows = await t.db
      .select({ status: orderStatusEvents.status })
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, orderId));
    expect(rows.map((row) => row.status)).toEqual(['pending', 'cancelled']);
  });
});

describe('order again', () => {
  it("answers today's prices, caps quantities to stock and names what is gone", async () => {
    const onSale = await addProduct(t.db, {
      categoryId,
      name: 'Quick coupler',
      price: '800.00',
      stock: 10,
    });
    const scarce = await addProduct(t.db, {
      categoryId,
      name: 'Thumb kit',
      price: '500.00',
      stock: 10,
    });
    const retired = await addProduct(t.db, { categoryId, name: 'Old ripper', stock: 10 });
    const soldOut = await addProduct(t.db, { categoryId, name: 'Hydraulic hose', stock: 10 });
    const removed = await addProduct(t.db, { categoryId, name: 'Grease gun', stock: 10 });
    const { cookie } = await registerCustomer(t);
    const orderId = await placeOrder(cookie, [
      { productId: onSale.id, quantity: 2 },
      { productId: scarce.id, quantity: 5 },
      { productId: retired.id, quantity: 1 },
      { productId: soldOut.id, quantity: 1 },
      { productId: removed.id, quantity: 1 },
    ]);

    await t.db.update(products).set({ salePrice: '750.00' }).where(eq(products.id, onSale.id));
    await t.db.update(products).set({ stock: 3 }).where(eq(products.id, scarce.id));
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, retired.id));
    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, soldOut.id));
    await t.db.delete(products).where(eq(products.id, removed.id));

    const answer = await trpcQuery<{
      lines: {
        product: { id: number; price: string; salePrice: string | null; stock: number };
        quantity: number;
        ordered: number;
      }[];
      unavailable: { name: string; reason: string }[];
    }>(t, 'account.orders.reorder', { id: orderId }, cookie);
    expect(answer.status).toBe(200);
    expect(answer.data.lines).toEqual([
      expect.objectContaining({
        product: expect.objectContaining({
          id: onSale.id,
          price: '800.00',
          salePrice: '750.00',
          category: 'Attachments',
        }),
        quantity: 2,
        ordered: 2,
      }),
      expect.objectContaining({
        product: expect.objectContaining({ id: scarce.id, stock: 3 }),
        quantity: 3,
        ordered: 5,
      }),
    ]);
    expect(answer.data.lines[0]!.product).not.toHaveProperty('isActive');
    expect(answer.data.unavailable).toEqual([
      { name: 'Old ripper', reason: 'inactive' },
      { name: 'Hydraulic hose', reason: 'out-of-stock' },
      { name: 'Grease gun', reason: 'deleted' },
    ]);
  });
});
