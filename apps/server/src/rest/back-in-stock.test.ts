import { backInStockRequests, products } from '@buildright/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addCategory, addProduct, signInStaff } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { trpcMutation } from '../testing/trpc.ts';

let t: TestApp;
let categoryId: number;
let warehouse: string;

// Every rate-limited test calls from its own address, so the low limit only meets on purpose.
let nextAddress = 1;
const freshAddress = () => `10.1.0.${nextAddress++}`;

function ask(productId: number | string, payload: unknown, remoteAddress = freshAddress()) {
  return t.app.inject({
    method: 'POST',
    url: `/api/products/${productId}/back-in-stock`,
    payload: payload as object,
    remoteAddress,
  });
}

const unsubscribe = (payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/back-in-stock/unsubscribe',
    payload: payload as object,
    remoteAddress: freshAddress(),
  });

const setStock = (id: number, stock: number) =>
  trpcMutation(t, 'catalog.setStock', { id, stock }, warehouse);

/** The back-in-stock e-mails delivered since the last call, by recipient and subject. */
async function deliveredNotices() {
  await t.deliverMail();
  const notices = t.outbox
    .filter((message) => message.subject.endsWith('is back in stock'))
    .map((message) => ({ to: message.to, subject: message.subject, text: message.text }));
  t.outbox.length = 0;
  return notices;
}

async function tokenOf(productId: number, email: string) {
  const [row] = await t.db
    .select({ token: backInStockRequests.token })
    .from(backInStockRequests)
    .where(sql`${backInStockRequests.productId} = ${productId} and email = ${email}`);
  return row!.token;
}

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { backInStock: { points: 3, durationSeconds: 60 } } });
  categoryId = (await addCategory(t.db)).id;
  warehouse = (await signInStaff(t, 'warehouse')).cookie;
});
afterAll(() => t?.close());
beforeEach(() => {
  t.outbox.length = 0;
});

describe('POST /api/products/{id}/back-in-stock', () => {
  it('takes an address for a sold-out product once, however often it is asked', async () => {
    const product = await addProduct(t.db, { categoryId, name: 'Rock Bucket', stock: 0 });
    const first = await ask(product.id, { email: ' Dana@Example.com ' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({
      productId: product.id,
      productName: 'Rock Bucket',
      email: 'dana@example.com',
    });
    expect((await ask(product.id, { email: 'dana@example.com' })).statusCode).toBe(201);
    const rows = await t.db
      .select()
      .from(backInStockRequests)
      .where(eq(backInStockRequests.productId, product.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a product in stock, one the shop does not show and bad input, changing nothing', async () => {
    const inStock = await addProduct(t.db, { categoryId, name: 'Pallet Forks', stock: 4 });
    const hidden = await addProduct(t.db, { categoryId, stock: 0, isActive: false });
    const soldOut = await addProduct(t.db, { categoryId, stock: 0 });
    const refusals: [number | string, unknown, number, string][] = [
      [inStock.id, { email: 'a@example.com' }, 409, 'Pallet Forks is in stock (4 left)'],
      [hidden.id, { email: 'a@example.com' }, 404, `No product with id ${hidden.id}`],
      [999_999, { email: 'a@example.com' }, 404, 'No product with id 999999'],
      [soldOut.id, { email: 'not an address' }, 400, 'Valid email is required'],
      [soldOut.id, { email: true }, 400, 'Valid email is required'],
      [soldOut.id, {}, 400, 'Valid email is required'],
      ['true', { email: 'a@example.com' }, 400, 'Id'],
      ['1.5', { email: 'a@example.com' }, 400, 'Id'],
    ];
    for (const [id, payload, status, message] of refusals) {
      const response = await ask(id, payload);
      expect(response.statusCode, `${id} ${JSON.stringify(payload)}: ${response.body}`).toBe(
        status,
      );
      expect(response.body).toContain(message);
    }
    expect(
      await t.db
        .select()
        .from(backInStockRequests)
        .where(
          sql`${backInStockRequests.productId} in (${inStock.id}, ${hidden.id}, ${soldOut.id})`,
        ),
    ).toEqual([]);
  });

  it('limits how often one client asks', async () => {
    const product = await addProduct(t.db, { categoryId, stock: 0 });
    const from = freshAddress();
    for (let i = 0; i < 3; i++) {
      expect((await ask(product.id, { email: `n${i}@example.com` }, from)).statusCode).toBe(201);
    }
    const refused = await ask(product.id, { email: 'n4@example.com' }, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Too many back-in-stock requests/);
  });
});

describe('the e-mail when the product returns', () => {
  it('goes once when stock goes from 0 to more, and again only after it sells out', async () => {
    const product = await addProduct(t.db, { categoryId, name: 'Auger Drive', stock: 0 });
    await ask(product.id, { email: 'ann@example.com' });
    await ask(product.id, { email: 'bob@example.com' });
    expect(await deliveredNotices()).toEqual([]);

    await setStock(product.id, 3);
    const notices = await deliveredNotices();
    expect(notices.map((notice) => notice.to).sort()).toEqual([
      'ann@example.com',
      'bob@example.com',
    ]);
    expect(notices[0]!.subject).toBe('Auger Drive is back in stock');
    expect(notices[0]!.text).toContain(`/equipment/${product.id}`);
    expect(notices[0]!.text).toContain('/back-in-stock/unsubscribe/');

    // More stock, or a sale that leaves some, is no return.
    await setStock(product.id, 8);
    await t.db.update(products).set({ stock: 2 }).where(eq(products.id, product.id));
    expect(await deliveredNotices()).toEqual([]);

    // Sold out, then back through any path (here a bulk update, as an import writes).
    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, product.id));
    await t.db.update(products).set({ stock: 5 }).where(eq(products.id, product.id));
    expect((await deliveredNotices()).map((notice) => notice.to).sort()).toEqual([
      'ann@example.com',
      'bob@example.com',
    ]);
  });

  it('is not sent when the product is sold out or hidden again before its turn', async () => {
    const product = await addProduct(t.db, { categoryId, stock: 0 });
    await ask(product.id, { email: 'cy@example.com' });
    // Both in one transaction: the worker only sees the end, still sold out.
    await t.db.transaction(async (tx) => {
      await tx.update(products).set({ stock: 2 }).where(eq(products.id, product.id));
      await tx.update(products).set({ stock: 0 }).where(eq(products.id, product.id));
    });
    expect(await deliveredNotices()).toEqual([]);
    const [request] = await t.db
      .select({ dueAt: backInStockRequests.dueAt })
      .from(backInStockRequests)
      .where(eq(backInStockRequests.productId, product.id));
    expect(request!.dueAt).toBeNull();
  });

  it('stops after the unsubscribe link, which works once', async () => {
    const product = await addProduct(t.db, { categoryId, name: 'Laser Level', stock: 0 });
    await ask(product.id, { email: 'dee@example.com' });
    const token = await tokenOf(product.id, 'dee@example.com');
    const done = await unsubscribe({ token });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ productName: 'Laser Level' });
    const again = await unsubscribe({ token });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This link is no longer valid: you will not get that e-mail');
    for (const payload of [{}, { token: '' }, { token: 42 }]) {
      expect((await unsubscribe(payload)).statusCode).toBe(400);
    }
    await setStock(product.id, 1);
    expect(await deliveredNotices()).toEqual([]);
  });
});
