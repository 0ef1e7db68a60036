import { randomUUID } from 'node:crypto';
import { contactSubmissions, orders, outboxEmails, rateLimits } from '@buildright/db';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addProduct } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Two server processes on one database, as behind a load balancer, with low limits: whichever
// process and transport a request takes, it meets the same counters.
let first: TestApp;
let second: TestApp;
let productId: number;

const limits = {
  orderRequestClient: { points: 3, durationSeconds: 60 },
  orderRequestAddress: { points: 2, durationSeconds: 60 },
  contact: { points: 50, durationSeconds: 60 },
  contactAckAddress: { points: 2, durationSeconds: 60 },
};

beforeAll(async () => {
  first = await createTestApp({ rateLimits: limits });
  second = await createTestApp({ rateLimits: limits, sameDatabaseAs: first });
  const categoryId = (await addCategory(first.db)).id;
  productId = (await addProduct(first.db, { categoryId, stock: 500 })).id;
});

afterAll(async () => {
  await second?.close();
  await first?.close();
});

let nextAddress = 1;
const freshClient = () => `10.2.0.${nextAddress++}`;

const buyer = (email: string) => ({
  customerName: 'Jordan Miller',
  customerEmail: email,
  customerPhone: '+1 503 555 0100',
  customerAddress: '12 Quarry Road\nPortland, OR 97201',
  items: [{ productId, quantity: 1 }],
});

/** The three ways a visitor places an order: REST and tRPC quote requests, a card checkout. */
const ways = {
  restQuote: (t: TestApp, email: string, client: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: buyer(email),
      remoteAddress: client,
    }),
  trpcQuote: (t: TestApp, email: string, client: string) =>
    t.app.inject({
      method: 'POST',
      url: '/trpc/checkout.requestQuote',
      payload: { json: buyer(email) },
      remoteAddress: client,
    }),
  card: (t: TestApp, email: string, client: string, checkoutId = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { ...buyer(email), checkoutId },
      remoteAddress: client,
    }),
};

/** The message of a refusal, whichever transport answered it. */
function messageOf(response: Awaited<ReturnType<TestApp['app']['inject']>>): string {
  const body = response.json();
  return body.message ?? body.error?.json?.message;
}

const ordersFor = (t: TestApp, email: string) =>
  t.db.$count(orders, eq(orders.customerEmail, email));

const mailTo = (t: TestApp, email: string) =>
  t.db.$count(outboxEmails, eq(outboxEmails.recipient, email));

describe('order and quote requests from one client', () => {
  it('are counted together on both transports and both processes, then refused with 429', async () => {
    const client = freshClient();
    expect((await ways.restQuote(first, 'a1@example.com', client)).statusCode).toBe(201);
    expect((await ways.trpcQuote(second, 'a2@example.com', client)).statusCode).toBe(200);
    expect((await ways.card(first, 'a3@example.com', client)).statusCode).toBe(200);

    for (const [t, refused] of [
      [second, await ways.restQuote(second, 'a4@example.com', client)],
      [first, await ways.trpcQuote(first, 'a4@example.com', client)],
      [second, await ways.card(second, 'a4@example.com', client)],
    ] as const) {
      expect(refused.statusCode).toBe(429);
      expect(messageOf(refused)).toBe(
        'Too many orders and quote requests. Please try again in 1 minute.',
      );
      expect(await ordersFor(t, 'a4@example.com')).toBe(0);
    }
    // Another client still places one.
    expect((await ways.restQuote(second, 'a4@example.com', freshClient())).statusCode).toBe(201);
  });

  it('asking again for the same card checkout and cart is no new request', async () => {
    const client = freshClient();
    const checkoutId = randomUUID();
    const started = [];
    for (let i = 0; i < 5; i++) {
      const response = await ways.card(
        i % 2 ? first : second,
        'b1@example.com',
        client,
        checkoutId,
      );
      expect(response.statusCode).toBe(200);
      started.push(response.json().orderId);
    }
    expect(new Set(started).size).toBe(1);
    const [counter] = await first.db
      .select({ points: rateLimits.points })
      .from(rateLimits)
      .where(eq(rateLimits.key, `orderRequestClient:${client}`));
    expect(counter).toEqual({ points: 1 });
  });
});

describe('order and quote requests for one e-mail address', () => {
  it('are counted per mailbox, whatever the client, case or +tag, so nobody floods an inbox', async () => {
    const victim = 'victim@example.com';
    expect((await ways.restQuote(first, victim, freshClient())).statusCode).toBe(201);
    expect((await ways.card(second, 'Victim+1@Example.com', freshClient())).statusCode).toBe(200);

    const refused = await ways.trpcQuote(first, 'VICTIM+2@example.com', freshClient());
    expect(refused.statusCode).toBe(429);
    expect(messageOf(refused)).toBe(
      'Too many orders and quote requests for this e-mail address. Please try again in 1 minute.',
    );
    const again = await ways.restQuote(second, victim, freshClient());
    expect(again.statusCode).toBe(429);

    // One quote request's acknowledgement reached the address; the card order writes on payment.
    expect(await mailTo(first, victim)).toBe(1);
    expect(await ordersFor(first, victim)).toBe(1);
    const [counter] = await first.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(like(rateLimits.key, 'orderRequestAddress:victim%'));
    expect(counter).toEqual({ key: 'orderRequestAddress:victim@example.com' });
  });
});

describe('contact acknowledgements', () => {
  const message = (email: string) => ({
    name: 'Visit spam.example',
    email,
    subject: 'Cheap watches',
    message: 'Buy cheap watches at spam.example today',
  });

  it('go to one address at most twice a minute here; the messages are still kept and the shop told', async () => {
    const email = 'inbox@example.com';
    for (const t of [first, second, first, second]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: message(email),
        remoteAddress: freshClient(),
      });
      expect(response.statusCode).toBe(201);
    }
    expect(await first.db.$count(contactSubmissions, eq(contactSubmissions.email, email))).toBe(4);
    expect(await mailTo(first, 'shop@buildright.test')).toBeGreaterThanOrEqual(4);
    const acknowledgements = await first.db
      .select({ subject: outboxEmails.subject, data: outboxEmails.data })
      .from(outboxEmails)
      .where(eq(outboxEmails.recipient, email));
    // Only the shop's words: nothing the sender typed is stored for the acknowledgement either.
    expect(acknowledgements).toEqual([
      { subject: 'We received your message', data: {} },
      { subject: 'We received your message', data: {} },
    ]);
  });

  it('carry none of the text the sender typed', async () => {
    const email = 'reader@example.com';
    await first.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: message(email),
      remoteAddress: freshClient(),
    });
    // Either process's mail worker may be the one that sends it (both hear the outbox).
    const sentTo = () =>
      [...first.outbox, ...second.outbox].find((mail) => mail.to === email) ?? null;
    await Promise.all([first.deliverMail(), second.deliverMail()]);
    await expect.poll(sentTo).not.toBeNull();
    const acknowledgement = sentTo()!;
    expect(acknowledgement.subject).toBe('We received your message');
    for (const typed of ['spam.example', 'Cheap watches', 'Buy cheap']) {
      expect(acknowledgement.html).not.toContain(typed);
      expect(acknowledgement.text).not.toContain(typed);
    }
  });
});

describe('the OpenAPI description', () => {
  it('tells API users of the limits, the guest share and the holds endpoints', async () => {
    const { paths } = (await first.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of ['/api/orders', '/api/create-payment-intent']) {
      expect(paths[path].post.description).toContain('10 an hour per client and 5 an hour');
      expect(paths[path].post.description).toContain('429');
      expect(paths[path].post.description).toContain('409');
    }
    expect(paths['/api/contact'].post.description).toContain("in the shop's words only");
    expect(paths['/api/orders/holds'].get.description).toContain('X-Total-Count');
    expect(paths['/api/orders/{id}/release-hold'].post.description).toContain('409');
  });
});
