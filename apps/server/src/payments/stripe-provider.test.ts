import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addProduct } from '../testing/fixtures.ts';
import { buyer, orderRow, startPayment, trpc } from '../testing/payments.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  client_secret: string;
  status: string;
  metadata: Record<string, string>;
  last_payment_error: null | { message: string };
}

interface ReceivedCall {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
}

/** Just enough of Stripe's PaymentIntents API, on a local port, recording every call. */
function stripeStandIn() {
  const intents = new Map<string, StandInIntent>();
  const calls: ReceivedCall[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const path = request.url!.split('?')[0]!;
      const form = new URLSearchParams(body);
      calls.push({ method: request.method!, path, headers: request.headers, form });
      const send = (status: number, payload: object) => {
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${calls.length}`,
        });
        response.end(JSON.stringify(payload));
      };
      const [, , resource, id, action] = path.split('/');
      if (resource !== 'payment_intents')
        return send(404, { error: { type: 'invalid_request_error', message: 'Unknown path' } });
      if (request.method === 'POST' && !id) {
        const intentId = `pi_standin_${intents.size + 1}`;
        const metadata: Record<string, string> = {};
        for (const [key, value] of form) {
          const match = /^metadata\[(\w+)\]$/.exec(key);
          if (match) metadata[match[1]!] = value;
        }
        const intent: StandInIntent = {
          id: intentId,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: form.get('currency')!,
          client_secret: `${intentId}_secret_standin`,
          status: 'requires_payment_method',
          metadata,
          last_payment_error: null,
        };
        intents.set(intentId, intent);
        return send(200, intent);
      }
      const intent = intents.get(id!);
      if (!intent)
        return send(404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: 'No such payment_intent',
          },
        });
      if (request.method === 'GET') return send(200, intent);
      if (action === 'cancel') {
        if (intent.status === 'succeeded' || intent.status === 'canceled') {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: `This PaymentIntent's status is ${intent.status}.`,
            },
          });
        }
        intent.status = 'canceled';
        return send(200, intent);
      }
      return send(404, { error: { type: 'invalid_request_error', message: 'Unknown action' } });
    });
  });
  return { server, intents, calls };
}

let standIn: ReturnType<typeof stripeStandIn>;
let t: TestApp;
let categoryId: number;

beforeAll(async () => {
  standIn = stripeStandIn();
  await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
  const { port } = standIn.server.address() as AddressInfo;
  t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_standin',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
      STRIPE_API_BASE: `http://127.0.0.1:${port}`,
    },
  });
  categoryId = (await addCategory(t.db)).id;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => (standIn.server as Server).close(resolve));
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
