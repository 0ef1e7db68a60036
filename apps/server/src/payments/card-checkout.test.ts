import { randomUUID } from 'node:crypto';
import { orders } from '@buildright/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addCategory, addProduct, registerCustomer, signInAdmin } from '../testing/fixtures.ts';
import { trpcMutation } from '../testing/trpc.ts';
import {
  buyer,
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

beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await addCategory(t.db)).id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.deliverMail();
  t.outbox.length = 0;
});

describe('payments.config', () => {
  it('tells the shop to show the test card form, with no publishable key', async () => {
    const { data } = await trpc(t, 'payments.config');
    expect(data).toEqual({ provider: 'test', publishableKey: null });
  });
});

describe('POST /api/create-payment-intent', () => {
  it('places a pending card order at database prices, reserves stock and answers a client secret', async () => {
    const bucket = await addProduct(t.db, {
      categoryId,
      price: '1000.00',
      salePrice: '899.99',
      stock: 5,
    });
    const pins = await addProduct(t.db, { categoryId, price: '19.99', stock: 50 });

    // The documented client's payload with tampered prices and amount.
    const started = await startPayment(
      t,
      [
        { id: bucket.id, name: 'x', price: '0.01', quantity: 2 },
        { productId: pins.id, price: '0.01', quantity: 3 },
      ],
      { amount: 0.05 },
    );
    expect(started).toMatchObject({
      orderId: expect.any(Number),
      amount: '1859.95',
      amountCents: 185995,
      provider: 'test',
      publishableKey: null,
    });
    expect(started.clientSecret).toMatch(/^tpi_[0-9a-f]{24}_secret_[0-9a-f]{36}$/);
    expect(await orderRow(t, started.orderId)).toMatchObject({
      total: '1859.95',
      status: 'pending',
      paymentMethod: 'card',
      paymentStatus: 'pending',
    });
    const intent = await testIntentOf(t, started.orderId);
    expect(intent).toMatchObject({
      amountCents: 185995,
      currency: 'usd',
      status: 'requires_payment_method',
    });
    expect((await orderRow(t, started.orderId))!.paymentProviderId).toBe(intent.id);
    expect(await stockOf(t, bucket.id)).toBe(3);
    expect(await stockOf(t, pins.id)).toBe(47);
    // Nothing is mailed before the money arrives.
    await t.deliverMail();
    expect(t.outbox).toEqual([]);
  });

  it('reuses the order and intent of the same checkout while the cart is unchanged', async () => {
    const drill = await addProduct(t.db, { categoryId, price: '250.00', stock: 10 });
    const checkoutId = randomUUID();
    const first = await startPayment(t, [{ id: drill.id, quantity: 2 }], { checkoutId });
    const again = await startPayment(t, [{ id: drill.id, quantity: 2 }], { checkoutId });
    expect(again).toEqual(first);
    expect(await stockOf(t, drill.id)).toBe(8);
  });

  it('replaces the order when the cart changed: old intent cancelled, old stock released', async () => {
    const saw = await addProduct(t.db, { categoryId, price: '120.00', stock: 10 });
    const checkoutId = randomUUID();
    const first = await startPayment(t, [{ id: saw.id, quantity: 2 }], { checkoutId });
    const oldIntent = await testIntentOf(t, first.orderId);
    const second = await startPayment(t, [{ id: saw.id, quantity: 3 }], { checkoutId });

    expect(second.orderId).not.toBe(first.orderId);
    expect(second.amount).toBe('360.00');
    expect(await orderRow(t, first.orderId)).toBeUndefined();
    expect(
      (await t.db.select().from(orders).where(eq(orders.checkoutId, checkoutId))).map((o) => o.id),
    ).toEqual([second.orderId]);
    expect(
      (
        await trpc(t, 'payments.confirm', {
          paymentIntentId: oldIntent.id,
          clientSecret: oldIntent.clientSecret,
        })
      ).status,
    ).toBe(404);
    expect(await stockOf(t, saw.id)).toBe(7);
  });

  it('refuses an unknown product or too little stock and keeps nothing', async () => {
    const rare = await addProduct(t.db, { categoryId, stock: 1 });
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { ...buyer, checkoutId: randomUUID(), items: [{ id: rare.id, quantity: 2 }] },
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(`Not enough stock for ${rare.name}: only 1 left`);
    const missingInfo = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { ...buyer, customerName: ' ', items: [{ id: rare.id, quantity: 1 }] },
    });
    expect(missingInfo.statusCode).toBe(400);
    expect(missingInfo.json().message).toBe('Full name is required');
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { ...buyer, items: [] },
    });
    expect(empty.json().message).toBe('Your cart is empty');
    expect(await stockOf(t, rare.id)).toBe(1);
  });
});

describe('paying with the test provider', () => {
  it('4242 pays the order through the shared finalisation and mails the receipt', async () => {
    const gloves = await addProduct(t.db, { categoryId, name: 'Work Gloves', price: '12.00' });
    const started = await startPayment(t, [{ id: gloves.id, quantity: 2 }]);
    const paid = await trpc(t, 'payments.confirmTestPayment', {
      clientSecret: started.clientSecret,
      card: card(CARDS.succeeds),
    });
    expect(paid.data).toMatchObject({
      outcome: 'succeeded',
      message: null,
      orderId: started.orderId,
    });
    expect((await orderRow(t, started.orderId))!.paymentStatus).toBe('paid');
    await t.deliverMail();
    expect(t.outbox.map((m) => m.subject).sort()).toEqual([
      `Paid order #${started.orderId}`,
      `Payment received for your order #${started.orderId}`,
    ]);

    // The success page asks the server, which asks the provider.
    const confirmed = await trpc(t, 'payments.confirm', {
      paymentIntentId: paid.data.paymentIntentId,
      clientSecret: started.clientSecret,
    });
    expect(confirmed.data).toMatchObject({
      orderId: started.orderId,
      paymentStatus: 'paid',
      total: '24.00',
    });
    await t.deliverMail();
    expect(t.outbox).toHaveLength(2);
  });

  it('a decline leaves the order failed with the bank message; another card may pay it', async () => {
    const helmet = await addProduct(t.db, { categoryId, price: '45.00', stock: 3 });
    const started = await startPayment(t, [{ id: helmet.id, quantity: 1 }]);

    const declined = await trpc(t, 'payments.confirmTestPayment', {
      clientSecret: started.clientSecret,
      card: card(CARDS.declined),
    });
    expect(declined.data).toMatchObject({ outcome: 'failed', message: 'Your card was declined.' });
    expect(await orderRow(t, started.orderId)).toMatchObject({
      paymentStatus: 'failed',
      status: 'pending',
    });

    const poor = await trpc(t, 'payments.confirmTestPayment', {
      clientSecret: started.clientSecret,
      card: card(CARDS.insufficientFunds),
    });
    expect(poor.data).toMatchObject({
      outcome: 'failed',
      message: 'Your card has insufficient funds.',
    });
    await t.deliverMail();
    expect(t.outbox).toEqual([]);

    const retried = await trpc(t, 'payments.confirmTestPayment', {
      clientSecret: started.clientSecret,
      card: card(CARDS.succeeds),
    });
    expect(retried.data.outcome).toBe('succeeded');
    expect((await orderRow(t, started.orderId))!.paymentStatus).toBe('paid');
    expect(await stockOf(t, helmet.id)).toBe(2);
  });

  it('staff cancelling an unpaid card order cancel its payment too: it reads cancelled, never pending', async () => {
    const boss = await signInAdmin(t);
    const steer = await addProduct(t.db, { categoryId, stock: 3 });
    const { cookie } = await registerCustomer(t);
    const started = await startPayment(t, [{ id: steer.id, quantity: 3 }], {}, cookie);
    const cancelled = await trpcMutation(
      t,
      'orders.update',
      {
        id: started.orderId,
        values: { status: 'cancelled', trackingNumber: null, estimatedDelivery: null },
      },
      boss,
    );
    expect(cancelled.status, JSON.stringify(cancelled.error)).toBe(200);
    expect(cancelled.data).toMatchObject({ status: 'cancelled', paymentStatus: 'cancelled' });
    expect((await testIntentOf(t, started.orderId)).status).toBe('canceled');
    expect(await stockOf(t, steer.id)).toBe(3);
    const late = await trpc(t, 'payments.confirmTestPayment', {
      clientSecret: started.clientSecret,
      card: card(CARDS.succeeds),
    });
    expect(late.data.outcome).toBe('canceled');
    expect((await orderRow(t, started.orderId))!.paymentStatus).toBe('cancelled');
  });

  it('staff cannot cancel a card order paid a moment before: it is marked paid instead', async () => {
    const boss = await signInAdmin(t);
    const drill = await addProduct(t.db, { categoryId, stock: 2 });
    const started = await startPayment(t, [{ id: drill.id, quantity: 1 }]);
    await succeedAtProvider(t, started.orderId);
    const refused = await trpcMutation(
      t,
      'orders.update',
      {
        id: started.orderId,
        values: { status: 'cancelled', trackingNumber: null, estimatedDelivery: null },
      },
      boss,
    );
    expect(refused.status).toBe(409);
    expect(refused.error.message).toContain('was paid by card a moment ago');
    expect(await orderRow(t, started.orderId)).toMatchObject({
      status: 'pending',
      paymentStatus: 'paid',
    });
    expect(await stockOf(t, drill.id)).toBe(1);
  });

  it('checks the card like a card form does', async () => {
    const started = await startPayment(t, [
      { id: (await addProduct(t.db, { categoryId })).id, quantity: 1 },
    ]);
    const cases: [object, string][] = [
      [card('4242 4242 4242 4241'), 'Your card number is invalid.'],
      [card('4242 4242'), 'Your card number is incomplete.'],
      [
        { ...card(CARDS.succeeds), expiry: '13 / 30' },
        "Your card's expiration date is incomplete.",
      ],
      [
        { ...card(CARDS.succeeds), expiry: '01 / 20' },
        "Your card's expiration date is in the past.",
      ],
      [{ ...card(CARDS.succeeds), cvc: '12' }, "Your card's security code is incomplete."],
    ];
    for (const [badCard, message] of cases) {
      const result = await trpc(t, 'payments.confirmTestPayment', {
        clientSecret: started.clientSecret,
        card: badCard,
      });
      expect(result.status).toBe(400);
      expect(result.error?.message).toBe(message);
    }
    expect((await orderRow(t, started.orderId))!.paymentStatus).toBe('pending');
  });

  it('a reached success page proves nothing: a wrong secret or an unpaid intent leaves the order pending', async () => {
    const started = await startPayment(t, [
      { id: (await addProduct(t.db, { categoryId })).id, quantity: 1 },
    ]);
    const intent = await testIntentOf(t, started.orderId);
    const forged = await trpc(t, 'payments.confirm', {
      paymentIntentId: intent.id,
      clientSecret: 'tpi_x_secret_y',
    });
    expect(forged.status).toBe(404);
    const early = await trpc(t, 'payments.confirm', {
      paymentIntentId: intent.id,
      clientSecret: intent.clientSecret,
    });
    expect(early.data).toMatchObject({ paymentStatus: 'pending', outcome: 'pending' });
    expect((await orderRow(t, started.orderId))!.paymentStatus).toBe('pending');
  });

  it('a paid checkout is not charged twice', async () => {
    const product = await addProduct(t.db, { categoryId });
    const checkoutId = randomUUID();
    const started = await startPayment(t, [{ id: product.id, quantity: 1 }], { checkoutId });
    await trpc(t, 'payments.confirmTestPayment', {
      clientSecret: started.clientSecret,
      card: card(CARDS.succeeds),
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { ...buyer, checkoutId, items: [{ id: product.id, quantity: 1 }] },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `This checkout has already been paid: your order number is #${started.orderId}.`,
    );
  });
});

describe('the payment endpoints', () => {
  it('are documented in the OpenAPI description', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining(['/api/create-payment-intent', '/api/stripe/webhook']),
    );
  });

  it('the webhook refuses every call while STRIPE_WEBHOOK_SECRET is not set', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: { id: 'evt_1', type: 'payment_intent.succeeded' },
      headers: { 'stripe-signature': 't=1,v1=abc' },
    });
    expect(response.statusCode).toBe(503);
  });
});
