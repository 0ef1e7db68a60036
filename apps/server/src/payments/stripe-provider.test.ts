import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addProduct } from '../testing/fixtures.ts';
import { buyer, orderRow, startPayment, trpc } from '../testing/payments.ts';
import { startStripeStandIn } from '../testing/stripe-stand-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
let t: TestApp;
let categoryId: number;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_standin',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
      STRIPE_API_BASE: standIn.url,
    },
  });
  categoryId = (await addCategory(t.db)).id;
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

describe('the Stripe provider', () => {
  it('is what the shop is told to show, with the publishable key from the server', async () => {
    expect((await trpc(t, 'payments.config')).data).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_standin',
    });
  });

  it('creates the PaymentIntent for the server-computed amount in USD cents, with an idempotency key and the order id', async () => {
    const excavatorKit = await addProduct(t.db, {
      categoryId,
      price: '12500.00',
      salePrice: '11999.50',
      stock: 4,
    });
    const pins = await addProduct(t.db, { categoryId, price: '19.99', stock: 50 });
    const checkoutId = randomUUID();
    standIn.calls.length = 0;

    const started = await startPayment(
      t,
      [
        { id: excavatorKit.id, price: '1.00', quantity: 1 },
        { id: pins.id, price: '0.01', quantity: 3 },
      ],
      { checkoutId, amount: 1.03 },
    );

    expect(standIn.calls).toHaveLength(1);
    const [create] = standIn.calls;
    expect(create).toMatchObject({ method: 'POST', path: '/v1/payment_intents' });
    expect(create!.headers.authorization).toBe('Bearer sk_test_standin');
    expect(create!.form.get('amount')).toBe('1205947');
    expect(create!.form.get('currency')).toBe('usd');
    expect(create!.form.get('metadata[orderId]')).toBe(String(started.orderId));
    expect(create!.headers['idempotency-key']).toBe(
      `buildright:${checkoutId}:order-${started.orderId}`,
    );

    expect(started).toMatchObject({
      clientSecret: 'pi_standin_1_secret_standin',
      amount: '12059.47',
      amountCents: 1205947,
      provider: 'stripe',
      publishableKey: 'pk_test_standin',
    });
    expect(await orderRow(t, started.orderId)).toMatchObject({
      paymentProviderId: 'pi_standin_1',
      paymentStatus: 'pending',
      total: '12059.47',
    });
  });

  it('asking again for the same checkout retrieves the intent instead of creating another', async () => {
    const product = await addProduct(t.db, { categoryId, price: '80.00' });
    const checkoutId = randomUUID();
    const first = await startPayment(t, [{ id: product.id, quantity: 1 }], { checkoutId });
    standIn.calls.length = 0;
    const again = await startPayment(t, [{ id: product.id, quantity: 1 }], { checkoutId });
    expect(again).toEqual(first);
    expect(standIn.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      `GET /v1/payment_intents/${(await orderRow(t, first.orderId))!.paymentProviderId}`,
    ]);
  });

  it('a changed cart cancels the old intent at Stripe', async () => {
    const product = await addProduct(t.db, { categoryId, price: '80.00' });
    const checkoutId = randomUUID();
    const first = await startPayment(t, [{ id: product.id, quantity: 1 }], { checkoutId });
    const oldIntentId = (await orderRow(t, first.orderId))!.paymentProviderId!;
    const second = await startPayment(t, [{ id: product.id, quantity: 2 }], { checkoutId });
    expect(standIn.intents.get(oldIntentId)!.status).toBe('canceled');
    expect(second.amount).toBe('160.00');
  });

  it('the success page retrieves the intent from Stripe: only a succeeded one pays the order', async () => {
    const product = await addProduct(t.db, { categoryId, price: '45.00' });
    const started = await startPayment(t, [{ id: product.id, quantity: 1 }]);
    const intentId = (await orderRow(t, started.orderId))!.paymentProviderId!;
    const confirm = () =>
      trpc(t, 'payments.confirm', {
        paymentIntentId: intentId,
        clientSecret: started.clientSecret,
      });

    expect((await confirm()).data.paymentStatus).toBe('pending');
    standIn.intents.get(intentId)!.last_payment_error = { message: 'Your card was declined.' };
    expect((await confirm()).data).toMatchObject({
      paymentStatus: 'failed',
      message: 'Your card was declined.',
    });
    standIn.intents.get(intentId)!.status = 'succeeded';
    standIn.intents.get(intentId)!.last_payment_error = null;
    expect((await confirm()).data).toMatchObject({
      paymentStatus: 'paid',
      orderId: started.orderId,
    });
    await t.deliverMail();
    expect(t.outbox.filter((m) => m.to === buyer.customerEmail).map((m) => m.subject)).toEqual([
      `Payment received for your order #${started.orderId}`,
    ]);
  });

  it('an unknown intent id is a 404, not a server error', async () => {
    const result = await trpc(t, 'payments.confirm', {
      paymentIntentId: 'pi_nope',
      clientSecret: 'pi_nope_secret_x',
    });
    expect(result.status).toBe(404);
  });
});
