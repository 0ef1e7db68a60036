import { randomUUID } from 'node:crypto';
import { auditEntries, orders, orderStatusEvents } from '@buildright/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addProduct, registerCustomer, signInAdmin } from '../testing/fixtures.ts';
import { buyer, card, CARDS, orderRow, startPayment, stockOf, trpc } from '../testing/payments.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { trpcMutation } from '../testing/trpc.ts';

let t: TestApp;
let admin: string;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
  categoryId = (await addCategory(t.db, { name: 'Lifecycle' })).id;
});
afterAll(() => t.close());

const patch = (id: number, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/orders/${id}/tracking`,
    headers: { cookie: admin },
    payload,
  });

/** A quote-request order of `quantity` units from a product with `stock` units. */
async function newOrder(stock = 10, quantity = 4) {
  const product = await addProduct(t.db, { categoryId, stock });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { ...buyer, items: [{ productId: product.id, quantity }] },
  });
  return { product, id: response.json().id as number };
}

async function deliveredOrder() {
  const placed = await newOrder(10, 4);
  expect(
    (await patch(placed.id, { status: 'shipped', trackingNumber: '1ZDELIVER' })).statusCode,
  ).toBe(200);
  expect(
    (await patch(placed.id, { status: 'delivered', trackingNumber: '1ZDELIVER' })).statusCode,
  ).toBe(200);
  return placed;
}

const historyOf = async (id: number) =>
  (
    await t.db
      .select({ status: orderStatusEvents.status })
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, id))
  ).map((event) => event.status);

const auditsOf = (id: number) =>
  t.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entityType, 'order'), eq(auditEntries.entityId, id)));

describe('a delivered order is final', () => {
  it('cancelling it is refused with the reason and its units stay with the customer', async () => {
    const { product, id } = await deliveredOrder();
    expect(await stockOf(t, product.id)).toBe(6);
    const response = await patch(id, { status: 'cancelled', trackingNumber: '1ZDELIVER' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'A delivered order cannot be cancelled: its units are with the customer.',
    );
    expect(await stockOf(t, product.id)).toBe(6);
    expect((await orderRow(t, id))!.status).toBe('delivered');
  });

  it('moving it back to pending answers 409 and changes nothing, by REST and by the admin dialog', async () => {
    const { product, id } = await deliveredOrder();
    const before = await orderRow(t, id);
    const history = await historyOf(id);
    const audits = (await auditsOf(id)).length;
    await t.deliverMail();
    t.outbox.length = 0;

    const rest = await patch(id, { status: 'pending', trackingNumber: null, notes: 'Oops' });
    expect(rest.statusCode).toBe(409);
    expect(rest.json().message).toBe('A delivered order cannot go back to pending.');

    const dialog = await trpcMutation(
      t,
      'orders.update',
      { id, values: { status: 'pending', trackingNumber: null, estimatedDelivery: null } },
      admin,
    );
    expect(dialog.status).toBe(409);
    expect(dialog.error.message).toBe('A delivered order cannot go back to pending.');

    expect(await orderRow(t, id)).toEqual(before);
    expect(await historyOf(id)).toEqual(history);
    expect(await auditsOf(id)).toHaveLength(audits);
    expect(await stockOf(t, product.id)).toBe(6);
    await t.deliverMail();
    expect(t.outbox).toEqual([]);
  });

  it('the legacy completed reads as delivered: final too, and deleting it restocks nothing', async () => {
    const { product, id } = await newOrder(10, 4);
    await patch(id, { status: 'shipped' });
    await t.db.update(orders).set({ status: 'completed' }).where(eq(orders.id, id));
    expect((await patch(id, { status: 'cancelled' })).statusCode).toBe(409);
    expect((await patch(id, { status: 'delivered', notes: 'Signed by J.' })).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/orders/${id}`,
      headers: { cookie: admin },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await stockOf(t, product.id)).toBe(6);
  });
});

describe('staff moves', () => {
  it('are documented on PATCH /api/orders/{id}/tracking', async () => {
    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(paths['/api/orders/{id}/tracking'].patch.description).toContain('delivered is final');
  });

  it('write the status history and one audit entry per edit', async () => {
    const { id } = await newOrder();
    await patch(id, { status: 'processing' });
    await patch(id, { status: 'shipped', trackingNumber: '1ZAUDIT' });
    expect(await historyOf(id)).toEqual(['pending', 'processing', 'shipped']);
    const audits = await auditsOf(id);
    expect(audits.map((entry) => entry.changes)).toEqual([
      [{ field: 'status', from: 'pending', to: 'processing' }],
      [
        { field: 'status', from: 'processing', to: 'shipped' },
        { field: 'trackingNumber', from: null, to: '1ZAUDIT' },
      ],
    ]);
  });

  it('a shipped order may be cancelled (lost in transit) without its units coming back', async () => {
    const { product, id } = await newOrder(10, 4);
    await patch(id, { status: 'shipped' });
    const back = await patch(id, { status: 'processing' });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe(
      'A shipped order cannot go back to processing: its units have left the warehouse.',
    );
    expect((await patch(id, { status: 'cancelled' })).statusCode).toBe(200);
    expect(await stockOf(t, product.id)).toBe(6);
  });

  it('a cancelled order is revived as pending, not straight to shipped', async () => {
    const { product, id } = await newOrder(10, 4);
    await patch(id, { status: 'cancelled' });
    expect(await stockOf(t, product.id)).toBe(10);
    const shipped = await patch(id, { status: 'shipped' });
    expect(shipped.statusCode).toBe(409);
    expect(shipped.json().message).toBe(
      'A cancelled order cannot be shipped; revive it as pending first.',
    );
    expect(await stockOf(t, product.id)).toBe(10);
  });
});

describe('declined card attempts hold no stock', () => {
  const decline = (clientSecret: string) =>
    trpc(t, 'payments.confirmTestPayment', { clientSecret, card: card(CARDS.declined) });
  const pay = (clientSecret: string) =>
    trpc(t, 'payments.confirmTestPayment', { clientSecret, card: card(CARDS.succeeds) });

  it('a decline releases the units at once; another card takes them again', async () => {
    const bucket = await addProduct(t.db, { categoryId, name: 'Bucket', stock: 14 });
    const started = await startPayment(t, [{ id: bucket.id, quantity: 2 }]);
    expect(await stockOf(t, bucket.id)).toBe(12);
    await decline(started.clientSecret);
    expect(await orderRow(t, started.orderId)).toMatchObject({
      status: 'pending',
      paymentStatus: 'failed',
    });
    expect(await stockOf(t, bucket.id)).toBe(14);
    expect((await pay(started.clientSecret)).data.outcome).toBe('succeeded');
    expect(await orderRow(t, started.orderId)).toMatchObject({
      status: 'pending',
      paymentStatus: 'paid',
    });
    expect(await stockOf(t, bucket.id)).toBe(12);
  });

  it('asking the same checkout again after a decline holds the units again, or says they are gone', async () => {
    const bucket = await addProduct(t.db, { categoryId, name: 'Rake', stock: 3 });
    // Signed in: a guest's checkout may hold only half of a product (guest-holds.test.ts).
    const { cookie } = await registerCustomer(t);
    const checkoutId = randomUUID();
    const items = [{ id: bucket.id, quantity: 2 }];
    const started = await startPayment(t, items, { checkoutId }, cookie);
    await decline(started.clientSecret);
    expect(await stockOf(t, bucket.id)).toBe(3);

    const again = await startPayment(t, items, { checkoutId }, cookie);
    expect(again).toEqual(started);
    expect(await orderRow(t, started.orderId)).toMatchObject({ paymentStatus: 'pending' });
    expect(await stockOf(t, bucket.id)).toBe(1);

    await decline(started.clientSecret);
    await startPayment(t, [{ id: bucket.id, quantity: 2 }], {}, cookie);
    const soldOut = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { ...buyer, checkoutId, items },
      headers: { cookie },
    });
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().message).toBe('Not enough stock for Rake: only 1 left');
    expect(await stockOf(t, bucket.id)).toBe(1);
  });

  it('a payment after the released units sold out cancels the order and is refunded', async () => {
    const blade = await addProduct(t.db, { categoryId, name: 'Blade', stock: 2 });
    const { cookie } = await registerCustomer(t);
    const started = await startPayment(t, [{ id: blade.id, quantity: 2 }], {}, cookie);
    await decline(started.clientSecret);
    await startPayment(t, [{ id: blade.id, quantity: 2 }], {}, cookie);
    expect(await stockOf(t, blade.id)).toBe(0);

    expect((await pay(started.clientSecret)).data.outcome).toBe('succeeded');
    const order = await orderRow(t, started.orderId);
    expect(order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(order!.notes).toContain('the order is cancelled and the payment refunded');
    expect(await stockOf(t, blade.id)).toBe(0);
    expect(await historyOf(started.orderId)).toEqual(['pending', 'cancelled']);
  });
});
