import { createPaymentProvider, sweepAbandonedPayments, noMetrics } from '@buildright/api';
import { orders } from '@buildright/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addProduct, registerCustomer, signInAdmin } from '../testing/fixtures.ts';
import { trpcMutation, trpcQuery } from '../testing/trpc.ts';
import {
  card,
  CARDS,
  orderRow,
  startPayment,
  stockOf,
  succeedAtProvider,
  testIntentOf,
  trpc,
} from '../testing/payments.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let categoryId: number;
/** A signed-in buyer: a guest's checkouts may hold only half of a product (guest-holds.test.ts). */
let customer: string;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await addCategory(t.db)).id;
  customer = (await registerCustomer(t)).cookie;
});
afterAll(() => t.close());

// The provider keeps its state in the database: a second instance is what another process sees.
const deps = () => ({
  db: t.db,
  payments: createPaymentProvider({ provider: 'test' }, t.db),
  mailer: { send: async (message: (typeof t.outbox)[number]) => void t.outbox.push(message) },
  shopEmail: 'shop@buildright.test',
  log: quiet,
  metrics: noMetrics,
});

const backdate = (orderId: number, minutes: number) =>
  t.db
    .update(orders)
    .set({ createdAt: new Date(Date.now() - minutes * 60 * 1000) })
    .where(eq(orders.id, orderId));

describe('sweeping abandoned card payments', () => {
  it('cancels card orders unpaid after 30 minutes, cancels their intent and releases their stock', async () => {
    const product = await addProduct(t.db, { categoryId, stock: 10 });
    const abandoned = await startPayment(t, [{ id: product.id, quantity: 3 }], {}, customer);
    const declined = await startPayment(t, [{ id: product.id, quantity: 1 }], {}, customer);
    await trpc(t, 'payments.confirmTestPayment', {
      clientSecret: declined.clientSecret,
      card: card(CARDS.declined),
    });
    const recent = await startPayment(t, [{ id: product.id, quantity: 2 }], {}, customer);
    const paid = await startPayment(t, [{ id: product.id, quantity: 1 }], {}, customer);
    await trpc(t, 'payments.confirmTestPayment', {
      clientSecret: paid.clientSecret,
      card: card(CARDS.succeeds),
    });
    await backdate(abandoned.orderId, 31);
    await backdate(declined.orderId, 45);
    await backdate(recent.orderId, 29);
    await backdate(paid.orderId, 60);
    // The declined attempt gave its unit back at once; the abandoned one holds its 3 till swept.
    expect(await stockOf(t, product.id)).toBe(4);

    const cancelled = await sweepAbandonedPayments(deps());
    expect(cancelled.sort()).toEqual([abandoned.orderId, declined.orderId].sort());
    for (const id of cancelled) {
      expect(await orderRow(t, id)).toMatchObject({
        status: 'cancelled',
        paymentStatus: 'cancelled',
      });
      expect((await orderRow(t, id))!.notes).toContain('not completed within 30 minutes');
      expect((await testIntentOf(t, id)).status).toBe('canceled');
    }
    expect(await orderRow(t, recent.orderId)).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
    });
    expect(await orderRow(t, paid.orderId)).toMatchObject({
      status: 'pending',
      paymentStatus: 'paid',
    });
    expect(await stockOf(t, product.id)).toBe(7);

    // A cancelled intent can no longer be paid.
    const late = await trpc(t, 'payments.confirmTestPayment', {
      clientSecret: abandoned.clientSecret,
      card: card(CARDS.succeeds),
    });
    expect(late.data.outcome).toBe('canceled');
    expect((await orderRow(t, abandoned.orderId))!.paymentStatus).toBe('cancelled');
  });

  it('puts the released stock back in the catalogue at once, in every server process', async () => {
    const product = await addProduct(t.db, { categoryId, stock: 4 });
    const started = await startPayment(t, [{ id: product.id, quantity: 3 }], {}, customer);
    const shown = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json().stock;
    expect(await shown()).toBe(1);
    await backdate(started.orderId, 31);
    // The sweep's own cache is not the app's: the app hears of it through the database.
    await sweepAbandonedPayments(deps());
    await expect.poll(shown).toBe(4);
  });

  it('an order paid at the last moment is kept and marked paid instead', async () => {
    const product = await addProduct(t.db, { categoryId, stock: 5 });
    const started = await startPayment(t, [{ id: product.id, quantity: 2 }]);
    await succeedAtProvider(t, started.orderId);
    await backdate(started.orderId, 40);
    expect(await sweepAbandonedPayments(deps())).toEqual([]);
    expect(await orderRow(t, started.orderId)).toMatchObject({
      status: 'pending',
      paymentStatus: 'paid',
    });
    expect(await stockOf(t, product.id)).toBe(3);
  });

  it('several sweeps at once cancel each order once and release its stock once', async () => {
    const product = await addProduct(t.db, { categoryId, stock: 30 });
    const started = [];
    for (let i = 0; i < 5; i++)
      started.push(await startPayment(t, [{ id: product.id, quantity: 2 }]));
    for (const { orderId } of started) await backdate(orderId, 35);
    const results = await Promise.all([
      sweepAbandonedPayments(deps()),
      sweepAbandonedPayments(deps()),
      sweepAbandonedPayments(deps()),
    ]);
    expect(results.flat().sort()).toEqual(started.map((s) => s.orderId).sort());
    expect(await stockOf(t, product.id)).toBe(30);
  });

  it("gives units back after the shop's hold period, which staff may change", async () => {
    const product = await addProduct(t.db, { categoryId, stock: 6 });
    const boss = await signInAdmin(t);
    const changed = await trpcMutation(
      t,
      'settings.update',
      { cardHoldMinutes: 10, remitToAddress: null, paymentInstructions: null },
      boss,
    );
    expect(changed.status).toBe(200);
    const older = await startPayment(t, [{ id: product.id, quantity: 2 }], {}, customer);
    const newer = await startPayment(t, [{ id: product.id, quantity: 3 }], {}, customer);
    await backdate(older.orderId, 11);
    await backdate(newer.orderId, 9);
    try {
      const swept = await sweepAbandonedPayments(deps());
      expect(swept).toContain(older.orderId);
      expect(swept).not.toContain(newer.orderId);
      expect((await orderRow(t, older.orderId))!.notes).toContain(
        'not completed within 10 minutes',
      );
      expect(await stockOf(t, product.id)).toBe(3);
    } finally {
      await trpcMutation(
        t,
        'settings.update',
        { cardHoldMinutes: 30, remitToAddress: null, paymentInstructions: null },
        boss,
      );
    }
  });

  it('refuses a hold period out of range, naming the field, and changes nothing', async () => {
    const boss = await signInAdmin(t);
    for (const cardHoldMinutes of [4, 1441, 12.5, '30']) {
      const refused = await trpcMutation(
        t,
        'settings.update',
        { cardHoldMinutes, remitToAddress: null, paymentInstructions: null },
        boss,
      );
      expect(refused.status).toBe(400);
      expect(refused.error.data?.fieldErrors).toHaveProperty('cardHoldMinutes');
    }
    const { data } = await trpcQuery<{ cardHoldMinutes: number }>(
      t,
      'settings.get',
      undefined,
      boss,
    );
    expect(data.cardHoldMinutes).toBe(30);
  });
});
