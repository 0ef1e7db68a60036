import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, registerCustomer } from '../testing/fixtures.ts';
import { ordersShop, placeOrder } from '../testing/orders.ts';
import { buyer, stockOf as stockIn } from '../testing/payments.ts';
import type { TestApp } from '../testing/test-app.ts';

let t: TestApp, admin: string, categoryId: number;
beforeAll(async () => {
  ({ t, admin, categoryId } = await ordersShop());
});
afterAll(() => t.close());

const place = (payload: object, cookie?: string) => placeOrder(t, payload, cookie);
const stockOf = (id: number) => stockIn(t, id);

describe("customers' own orders", () => {
  it('links orders to the signed-in customer and shows each only their own', async () => {
    const mine = await registerCustomer(t);
    const theirs = await registerCustomer(t);
    const product = await addProduct(t.db, { categoryId });
    const items = [{ productId: product.id, quantity: 1 }];
    const placed = (await place({ ...buyer, items, userId: theirs.user.id }, mine.cookie)).json();
    expect(placed.userId).toBe(mine.user.id);
    await place({ ...buyer, items }, theirs.cookie);
    await place({ ...buyer, items });

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/orders/my',
      headers: { cookie: mine.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((o: { id: number }) => o.id)).toEqual([placed.id]);
  });

  it('requires a signed-in customer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/orders/my' });
    expect(response.statusCode).toBe(401);
  });
});

describe('order administration', () => {
  async function newOrder(stock = 10, quantity = 4) {
    const product = await addProduct(t.db, { categoryId, stock });
    const order = (await place({ ...buyer, items: [{ productId: product.id, quantity }] })).json();
    return { product, order };
  }
  const patch = (id: number, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${id}/tracking`,
      headers: { cookie: admin },
      payload,
    });

  it('sets status, tracking number, estimated delivery and notes', async () => {
    const { order } = await newOrder();
    const response = await patch(order.id, {
      status: 'shipped',
      trackingNumber: '1Z999AA10123456784',
      estimatedDelivery: '2026-12-01T00:00:00.000Z',
      notes: 'Deliver to gate B',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'shipped',
      trackingNumber: '1Z999AA10123456784',
      estimatedDelivery: '2026-12-01T00:00:00.000Z',
      notes: 'Deliver to gate B',
    });
  });

  it('e-mails the customer each new status and the tracking of a shipped order, nothing for a note', async () => {
    const { order } = await newOrder();
    const customerMail = async () => {
      await t.deliverMail();
      return t.outbox.filter(
        (m) => m.to === buyer.customerEmail && m.subject.includes(`#${order.id} `),
      );
    };
    await t.deliverMail();
    t.outbox.length = 0;

    await patch(order.id, { status: 'pending', notes: 'Called the customer' });
    expect(await customerMail()).toEqual([]);

    await patch(order.id, { status: 'processing' });
    expect((await customerMail()).map((m) => m.subject)).toEqual([
      `Your order #${order.id} is being prepared`,
    ]);

    t.outbox.length = 0;
    await patch(order.id, { status: 'shipped', estimatedDelivery: '2026-12-01T12:00:00.000Z' });
    await patch(order.id, {
      status: 'shipped',
      trackingNumber: '1Z999AA10123456784',
      estimatedDelivery: '2026-12-01T12:00:00.000Z',
    });
    const shipped = await customerMail();
    expect(shipped.map((m) => m.subject)).toEqual([
      `Your order #${order.id} has shipped`,
      `Your order #${order.id} has shipped`,
    ]);
    expect(shipped[1]!.text).toMatch(/Tracking number +1Z999AA10123456784/);
    expect(shipped[1]!.text).toMatch(/Estimated delivery +December 1, 2026/);

    t.outbox.length = 0;
    await patch(order.id, {
      status: 'shipped',
      trackingNumber: '1Z999AA10123456784',
      notes: 'Left at gate',
    });
    expect(await customerMail()).toEqual([]);
  });

  it('refuses an unknown status and a tracking number over 100 characters', async () => {
    const { order } = await newOrder();
    const badStatus = await patch(order.id, { status: 'lost' });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().message).toBe(
      'Status must be one of awaiting_approval, pending, processing, shipped, delivered, cancelled',
    );
    const longTracking = await patch(order.id, {
      status: 'shipped',
      trackingNumber: 'x'.repeat(101),
    });
    expect(longTracking.statusCode).toBe(400);
    expect(longTracking.json().message).toBe('Tracking number must be at most 100 characters');
    const missing = await patch(999999, { status: 'shipped' });
    expect(missing.statusCode).toBe(404);
  });

  it('puts stock back on cancel and takes it again when revived as pending', async () => {
    const { product, order } = await newOrder(10, 4);
    expect(await stockOf(product.id)).toBe(6);
    await patch(order.id, { status: 'cancelled' });
    expect(await stockOf(product.id)).toBe(10);
    await patch(order.id, { status: 'cancelled', trackingNumber: null });
    expect(await stockOf(product.id)).toBe(10);
    await patch(order.id, { status: 'pending' });
    expect(await stockOf(product.id)).toBe(6);
  });

  it('cannot revive a cancelled order whose stock was sold meanwhile', async () => {
    // Signed in: a guest's request may hold only half of a product (guest-holds.test.ts).
    const { cookie } = await registerCustomer(t);
    const product = await addProduct(t.db, { categoryId, stock: 4 });
    const items = [{ productId: product.id, quantity: 4 }];
    const order = (await place({ ...buyer, items }, cookie)).json();
    await patch(order.id, { status: 'cancelled' });
    await place({ ...buyer, items: [{ productId: product.id, quantity: 3 }] }, cookie);
    const revive = await patch(order.id, { status: 'pending' });
    expect(revive.statusCode).toBe(409);
    expect(await stockOf(product.id)).toBe(1);
  });

  it('deletes an order, returning unshipped goods to stock', async () => {
    const { product, order } = await newOrder(10, 4);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/orders/${order.id}`,
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(204);
    expect(await stockOf(product.id)).toBe(10);

    const shipped = await newOrder(10, 4);
    await patch(shipped.order.id, { status: 'shipped' });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/orders/${shipped.order.id}`,
      headers: { cookie: admin },
    });
    expect(await stockOf(shipped.product.id)).toBe(6);

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/orders/${order.id}`,
      headers: { cookie: admin },
    });
    expect(again.statusCode).toBe(404);
  });

  it('shows the shop the stock an order took', async () => {
    const product = await addProduct(t.db, { categoryId, stock: 9 });
    const url = `/api/products/${product.id}`;
    expect((await t.app.inject({ method: 'GET', url })).json().stock).toBe(9);
    await place({ ...buyer, items: [{ productId: product.id, quantity: 2 }] });
    expect((await t.app.inject({ method: 'GET', url })).json().stock).toBe(7);
  });
});
