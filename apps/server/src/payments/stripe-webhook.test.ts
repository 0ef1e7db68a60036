import { orders, paymentEvents } from '@buildright/db';
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addCategory, addProduct } from '../testing/fixtures.ts';
import {
  orderRow,
  startPayment,
  succeedAtProvider,
  testIntentOf,
  trpc,
} from '../testing/payments.ts';
import { deliverStripeEvent } from '../testing/stripe-stand-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const secret = 'whsec_test_webhook_secret_for_the_suite';
let t: TestApp;
let categoryId: number;
let eventCounter = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { STRIPE_WEBHOOK_SECRET: secret } });
  categoryId = (await addCategory(t.db)).id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.deliverMail();
  t.outbox.length = 0;
});

type Intent = Awaited<ReturnType<typeof testIntentOf>>;

/** A Stripe event about an intent, as Stripe would send it. */
function eventFor(
  intent: Intent,
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed',
) {
  const failed = type === 'payment_intent.payment_failed';
  return {
    id: `evt_test_${++eventCounter}_${Date.now()}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: intent.id,
        object: 'payment_intent',
        amount: intent.amountCents,
        currency: intent.currency,
        client_secret: intent.clientSecret,
        metadata: { orderId: String(intent.orderId) },
        status: failed ? 'requires_payment_method' : 'succeeded',
        last_payment_error: failed ? { message: 'Your card was declined.' } : null,
      },
    },
  };
}

function deliver(
  event: object,
  options: { signWith?: string; timestamp?: number; unsigned?: boolean } = {},
) {
  return deliverStripeEvent(t, event, options.signWith ?? secret, options);
}

async function pendingCardOrder() {
  const product = await addProduct(t.db, { categoryId, price: '310.50', stock: 10 });
  const started = await startPayment(t, [{ id: product.id, quantity: 2 }]);
  return { started, intent: await testIntentOf(t, started.orderId) };
}

describe('POST /api/stripe/webhook', () => {
  it('payment_intent.succeeded with a valid signature marks the order paid and mails once', async () => {
    const { started, intent } = await pendingCardOrder();
    const response = await deliver(eventFor(intent, 'payment_intent.succeeded'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false });
    expect((await orderRow(t, started.orderId))!.paymentStatus).toBe('paid');
    await t.deliverMail();
    expect(t.outbox).toHaveLength(2);
  });

  it('payment_intent.payment_failed marks it failed; the order stays for another try', async () => {
    const { started, intent } = await pendingCardOrder();
    expect((await deliver(eventFor(intent, 'payment_intent.payment_failed'))).statusCode).toBe(200);
    expect(await orderRow(t, started.orderId)).toMatchObject({
      paymentStatus: 'failed',
      status: 'pending',
    });
    // A later success still pays it; a late failure never undoes a payment.
    await deliver(eventFor(intent, 'payment_intent.succeeded'));
    await deliver(eventFor(intent, 'payment_intent.payment_failed'));
    expect((await orderRow(t, started.orderId))!.paymentStatus).toBe('paid');
  });

  it('a success for an order refunded meanwhile is acknowledged and changes nothing', async () => {
    const { started, intent } = await pendingCardOrder();
    await deliver(eventFor(intent, 'payment_intent.succeeded'));
    await t.deliverMail();
    t.outbox.length = 0;
    // Refunded (as the returns issue will record it): a refund is never paid again.
    await t.db
      .update(orders)
      .set({ paymentStatus: 'refunded' })
      .where(eq(orders.id, started.orderId));
    const again = eventFor(intent, 'payment_intent.succeeded');
    expect((await deliver(again)).json()).toEqual({ received: true, duplicate: false });
    expect((await orderRow(t, started.orderId))!.paymentStatus).toBe('refunded');
    await t.deliverMail();
    expect(t.outbox).toEqual([]);
  });

  it('refuses unsigned, forged and stale calls with 400 and changes nothing', async () => {
    const { started, intent } = await pendingCardOrder();
    const event = eventFor(intent, 'payment_intent.succeeded');
    const unsigned = await deliver(event, { unsigned: true });
    const forged = await deliver(event, { signWith: 'whsec_someone_else' });
    const stale = await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 60 * 60 });
    for (const response of [unsigned, forged, stale]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Invalid or missing Stripe signature');
    }
    // A signed body that was altered afterwards is forged too.
    const payload = JSON.stringify(event);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    const altered = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: payload.replace(`"amount":${intent.amountCents}`, '"amount":1'),
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
    });
    expect(altered.statusCode).toBe(400);
    // Malformed headers are refused the same way (the SDK throws a plain Error for some).
    for (const malformed of ['v1=', 't=1,v1=', 't=,v1=', ',,,', 't=abc,v1=00', 'x'.repeat(5000)]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': malformed },
      });
      expect(response.statusCode, malformed).toBe(400);
    }
    expect((await orderRow(t, started.orderId))!.paymentStatus).toBe('pending');
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toEqual(
      [],
    );
  });

  it('handles each event id once: a replay answers 200 and changes nothing', async () => {
    const { started, intent } = await pendingCardOrder();
    const event = eventFor(intent, 'payment_intent.succeeded');
    expect((await deliver(event)).json()).toEqual({ received: true, duplicate: false });
    const replay = await deliver(event);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect((await orderRow(t, started.orderId))!.paymentStatus).toBe('paid');
    await t.deliverMail();
    expect(t.outbox).toHaveLength(2);
  });

  it('acknowledges events it has no use for', async () => {
    const response = await deliver({
      id: `evt_other_${Date.now()}`,
      object: 'event',
      type: 'charge.refunded',
      data: { object: {} },
    });
    expect(response.statusCode).toBe(200);
  });

  it('an event that does not match the order total does not pay it', async () => {
    const { started, intent } = await pendingCardOrder();
    const event = eventFor(intent, 'payment_intent.succeeded');
    event.data.object.amount = 100;
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await orderRow(t, started.orderId))!.paymentStatus).toBe('pending');
  });
});

describe('the success page and the webhook, in any order', () => {
  const confirmFromSuccessPage = (intent: Intent) =>
    trpc(t, 'payments.confirm', { paymentIntentId: intent.id, clientSecret: intent.clientSecret });

  async function expectPaidOnce(orderId: number) {
    expect(await orderRow(t, orderId)).toMatchObject({ paymentStatus: 'paid', status: 'pending' });
    await t.deliverMail();
    expect(t.outbox.filter((m) => m.subject.includes(`#${orderId}`))).toHaveLength(2);
  }

  it('webhook first, then the success page', async () => {
    const { started } = await pendingCardOrder();
    const intent = await succeedAtProvider(t, started.orderId);
    await deliver(eventFor(intent, 'payment_intent.succeeded'));
    expect((await confirmFromSuccessPage(intent)).data.paymentStatus).toBe('paid');
    await expectPaidOnce(started.orderId);
  });

  it('success page first, then the webhook', async () => {
    const { started } = await pendingCardOrder();
    const intent = await succeedAtProvider(t, started.orderId);
    expect((await confirmFromSuccessPage(intent)).data.paymentStatus).toBe('paid');
    expect((await deliver(eventFor(intent, 'payment_intent.succeeded'))).statusCode).toBe(200);
    await expectPaidOnce(started.orderId);
  });

  it('both at once, several times over', async () => {
    const { started } = await pendingCardOrder();
    const intent = await succeedAtProvider(t, started.orderId);
    const event = eventFor(intent, 'payment_intent.succeeded');
    const results = await Promise.all([
      deliver(event),
      confirmFromSuccessPage(intent),
      deliver(eventFor(intent, 'payment_intent.succeeded')),
      confirmFromSuccessPage(intent),
      deliver(event),
    ]);
    expect(results.map((r) => ('statusCode' in r ? r.statusCode : r.status))).toEqual([
      200, 200, 200, 200, 200,
    ]);
    await expectPaidOnce(started.orderId);
  });
});
