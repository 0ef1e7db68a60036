// Card refunds through the real `stripe` SDK against a local stand-in of Stripe's API, and
// Stripe's signed webhooks saying how each refund ended.
import { refunds } from '@buildright/db';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addCategory, addProduct, signInAdmin } from '../testing/fixtures.ts';
import { buyer, orderRow, startPayment, trpc } from '../testing/payments.ts';
import {
  deliverStripeEvent,
  startStripeStandIn,
  type StandInRefund,
} from '../testing/stripe-stand-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const secret = 'whsec_refunds_suite_secret';
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
let t: TestApp;
let admin: string;
let categoryId: number;
let events = 0;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_standin',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
      STRIPE_API_BASE: standIn.url,
      STRIPE_WEBHOOK_SECRET: secret,
    },
  });
  admin = await signInAdmin(t);
  categoryId = (await addCategory(t.db)).id;
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});
beforeEach(async () => {
  await t.deliverMail();
  t.outbox.length = 0;
  standIn.calls.length = 0;
});

/** A card order of 2 × $60.00, paid at the stand-in and confirmed by the success page. */
async function paidOrder() {
  const product = await addProduct(t.db, { categoryId, price: '60.00', stock: 20 });
  const started = await startPayment(t, [{ id: product.id, quantity: 2 }]);
  const intentId = (await orderRow(t, started.orderId))!.paymentProviderId!;
  standIn.intents.get(intentId)!.status = 'succeeded';
  const confirmed = await trpc(t, 'payments.confirm', {
    paymentIntentId: intentId,
    clientSecret: started.clientSecret,
  });
  expect(confirmed.data.paymentStatus).toBe('paid');
  await t.deliverMail();
  t.outbox.length = 0;
  standIn.calls.length = 0;
  return { orderId: started.orderId, intentId };
}

const refund = (orderId: number, amount: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers: { cookie: admin },
    payload: { amount, reason: 'goodwill' },
  });

/** A refund.* event about the stand-in's refund, as it now stands. */
const refundEvent = (type: 'refund.updated' | 'refund.failed', object: StandInRefund) => ({
  id: `evt_refund_${++events}_${Date.now()}`,
  object: 'event',
  type,
  created: Math.floor(Date.now() / 1000),
  data: { object },
});

const refundRow = async (id: number) =>
  (await t.db.select().from(refunds).where(eq(refunds.id, id)))[0]!;

describe('a card refund through Stripe', () => {
  it('is asked with the PaymentIntent and an idempotency key, and pending until the webhook', async () => {
    const { orderId, intentId } = await paidOrder();
    const asked = await refund(orderId, '30.00');
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({ amount: '30.00', status: 'pending', method: 'card' });

    const refundId: number = asked.json().id;
    const row = await refundRow(refundId);
    expect(standIn.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /v1/refunds',
    ]);
    const [create] = standIn.calls;
    expect(create!.headers.authorization).toBe('Bearer sk_test_standin');
    expect(create!.headers['idempotency-key']).toBe(row.idempotencyKey);
    expect(create!.form.get('payment_intent')).toBe(intentId);
    expect(create!.form.get('amount')).toBe('3000');
    expect(create!.form.get('metadata[refundId]')).toBe(String(refundId));
    expect(row.providerRefundId).toBe('re_standin_1');
    expect((await orderRow(t, orderId))!.paymentStatus).toBe('paid');

    // Pending still counts: only $90.00 is left to refund.
    const tooMuch = await refund(orderId, '90.01');
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors.amount).toEqual([
      'Amount must be at most $90.00, what is left to refund',
    ]);

    const stripeRefund = standIn.refunds.get('re_standin_1')!;
    stripeRefund.status = 'succeeded';
    const event = refundEvent('refund.updated', stripeRefund);
    const delivered = await deliverStripeEvent(t, event, secret);
    expect(delivered.json()).toEqual({ received: true, duplicate: false });
    expect(await refundRow(refundId)).toMatchObject({ status: 'succeeded', failureReason: null });
    expect((await orderRow(t, orderId))!.paymentStatus).toBe('partly_refunded');
    // A replay changes nothing and mails nothing more.
    expect((await deliverStripeEvent(t, event, secret)).json()).toEqual({
      received: true,
      duplicate: true,
    });
    await t.deliverMail();
    expect(t.outbox.map((mail) => [mail.to, mail.subject])).toEqual([
      [buyer.customerEmail, `Refund of $30.00 for your order #${orderId}`],
    ]);
  });

  it('that fails at the bank reads failed, with the reason, and gives its amount back', async () => {
    const { orderId } = await paidOrder();
    const asked = await refund(orderId, '120.00');
    const refundId: number = asked.json().id;
    const stripeRefund = [...standIn.refunds.values()].find(
      (candidate) => candidate.metadata.refundId === String(refundId),
    )!;
    stripeRefund.status = 'failed';
    stripeRefund.failure_reason = 'expired_or_canceled_card';
    await deliverStripeEvent(t, refundEvent('refund.failed', stripeRefund), secret);
    expect(await refundRow(refundId)).toMatchObject({
      status: 'failed',
      failureReason: 'The card has expired or was cancelled',
    });
    expect((await orderRow(t, orderId))!.paymentStatus).toBe('paid');
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/refunds`,
      headers: { cookie: admin },
    });
    expect(listed.json()).toMatchObject([{ id: refundId, status: 'failed' }]);
    // A later word of success for a failed refund changes nothing.
    stripeRefund.status = 'succeeded';
    await deliverStripeEvent(t, refundEvent('refund.updated', stripeRefund), secret);
    expect((await refundRow(refundId)).status).toBe('failed');

    // charge.refunded lists the charge's refunds: a new one, in full, refunds the order.
    const again = await refund(orderId, '120.00');
    expect(again.statusCode, again.body).toBe(201);
    const second = [...standIn.refunds.values()].find(
      (candidate) => candidate.metadata.refundId === String(again.json().id),
    )!;
    second.status = 'succeeded';
    await deliverStripeEvent(
      t,
      {
        id: `evt_charge_${++events}`,
        object: 'event',
        type: 'charge.refunded',
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            id: 'ch_standin',
            object: 'charge',
            refunds: { object: 'list', data: [stripeRefund, second] },
          },
        },
      },
      secret,
    );
    expect((await refundRow(again.json().id)).status).toBe('succeeded');
    expect((await orderRow(t, orderId))!.paymentStatus).toBe('refunded');
  });

  it('that Stripe refuses is failed at once, in its words', async () => {
    const { orderId } = await paidOrder();
    standIn.refundReplies.push({
      error: {
        status: 400,
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: 'Charge ch_standin has already been refunded.',
      },
    });
    const refused = await refund(orderId, '10.00');
    expect(refused.statusCode).toBe(201);
    expect(refused.json()).toMatchObject({
      status: 'failed',
      failureReason: 'Charge ch_standin has already been refunded.',
    });
    expect((await orderRow(t, orderId))!.paymentStatus).toBe('paid');
  });

  it('that could not reach Stripe stays pending, and the sweep sends it with the same key', async () => {
    const { orderId } = await paidOrder();
    standIn.refundReplies.push(
      ...Array.from({ length: 3 }, () => ({
        error: { status: 500, type: 'api_error', message: 'Stripe is having a bad day' },
      })),
    );
    const asked = await refund(orderId, '15.00');
    expect(asked.json()).toMatchObject({ status: 'pending' });
    const refundId: number = asked.json().id;
    expect((await refundRow(refundId)).providerRefundId).toBeNull();
    const keys = standIn.calls.map((call) => call.headers['idempotency-key']);

    // The job leaves a refund sent a moment ago to its sender; a minute on, it asks again.
    expect(await t.runJob('refund-submissions')).toBe('Sent 0 refunds');
    await t.db
      .update(refunds)
      .set({ createdAt: sql`${refunds.createdAt} - interval '2 minutes'` })
      .where(eq(refunds.id, refundId));
    expect(await t.runJob('refund-submissions')).toBe('Sent 1 refund');
    const row = await refundRow(refundId);
    expect(row.providerRefundId).toMatch(/^re_standin_/);
    expect(new Set([...keys, standIn.calls.at(-1)!.headers['idempotency-key']])).toEqual(
      new Set([row.idempotencyKey]),
    );
  });
});

describe('a card refund whose webhook never came', () => {
  /** Makes the refunds look sent (or last asked about) `minutes` ago. */
  const sentAgo = (ids: number[], minutes: number) =>
    t.db
      .update(refunds)
      .set({
        createdAt: sql`${refunds.createdAt} - make_interval(mins => ${minutes})`,
        checkedAt: sql`${refunds.checkedAt} - make_interval(mins => ${minutes})`,
      })
      .where(inArray(refunds.id, ids));
  const lookups = () =>
    standIn.calls.filter((call) => call.method === 'GET').map((call) => call.path);
  const stripeRefundOf = (refundId: number) =>
    [...standIn.refunds.values()].find(
      (candidate) => candidate.metadata.refundId === String(refundId),
    )!;

  it('is asked at Stripe after 15 minutes and settled as Stripe has it, once', async () => {
    const { orderId } = await paidOrder();
    const ids: Record<string, number> = {};
    for (const [name, amount] of Object.entries({
      succeeds: '30.00',
      fails: '20.00',
      slow: '10.00',
      settled: '15.00',
      recent: '5.00',
    })) {
      const asked = await refund(orderId, amount);
      expect(asked.json()).toMatchObject({ status: 'pending' });
      ids[name] = asked.json().id;
    }
    const { succeeds, fails, slow, settled, recent } = ids as Record<string, number>;
    stripeRefundOf(succeeds!).status = 'succeeded';
    stripeRefundOf(fails!).status = 'failed';
    stripeRefundOf(fails!).failure_reason = 'expired_or_canceled_card';
    // The webhook settled this one failed; Stripe's later word is never asked for.
    stripeRefundOf(settled!).status = 'failed';
    await deliverStripeEvent(t, refundEvent('refund.failed', stripeRefundOf(settled!)), secret);
    stripeRefundOf(settled!).status = 'succeeded';
    stripeRefundOf(recent!).status = 'succeeded';
    await sentAgo([succeeds!, fails!, slow!, settled!], 16);
    standIn.calls.length = 0;

    expect(await t.runJob('refund-reconciliation')).toBe('Settled 2 refunds');
    expect(lookups().sort()).toEqual(
      [succeeds!, fails!, slow!].map((id) => `/v1/refunds/${stripeRefundOf(id).id}`).sort(),
    );
    expect(await refundRow(succeeds!)).toMatchObject({ status: 'succeeded', failureReason: null });
    expect(await refundRow(fails!)).toMatchObject({
      status: 'failed',
      failureReason: 'The card has expired or was cancelled',
    });
    expect(await refundRow(slow!)).toMatchObject({
      status: 'pending',
      checkedAt: expect.any(Date),
    });
    expect(await refundRow(settled!)).toMatchObject({ status: 'failed' });
    expect(await refundRow(recent!)).toMatchObject({ status: 'pending', checkedAt: null });
    expect((await orderRow(t, orderId))!.paymentStatus).toBe('partly_refunded');

    // Asked a moment ago: the slow one waits another quarter of an hour.
    standIn.calls.length = 0;
    expect(await t.runJob('refund-reconciliation')).toBe('Settled 0 refunds');
    expect(lookups()).toEqual([]);

    // The webhook that finally comes changes nothing and mails nothing more.
    const late = await deliverStripeEvent(
      t,
      refundEvent('refund.updated', stripeRefundOf(succeeds!)),
      secret,
    );
    expect(late.json()).toEqual({ received: true, duplicate: false });
    await t.deliverMail();
    expect(t.outbox.map((mail) => mail.subject)).toEqual([
      `Refund of $30.00 for your order #${orderId}`,
    ]);

    stripeRefundOf(slow!).status = 'succeeded';
    await sentAgo([slow!], 16);
    expect(await t.runJob('refund-reconciliation')).toBe('Settled 1 refund');
    expect(await refundRow(slow!)).toMatchObject({ status: 'succeeded' });
  });
});
