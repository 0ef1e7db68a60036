import { randomUUID } from 'node:crypto';
import { auditEntries, orders, outboxEmails, quotes } from '@buildright/db';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addCategory,
  addProduct,
  registerCustomer,
  signInAdmin,
  signInStaff,
} from '../testing/fixtures.ts';
import { card, CARDS, orderRow, stockOf, testIntentOf, trpc } from '../testing/payments.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { trpcMutation, trpcQuery } from '../testing/trpc.ts';

let t: TestApp;
let admin: string;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
  categoryId = (await addCategory(t.db)).id;
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.deliverMail();
  t.outbox.length = 0;
});

let buyers = 0;
/** A different guest each time, as a script rotating through addresses would be. */
const guest = () => {
  const n = ++buyers;
  return {
    customerName: `Guest ${n}`,
    customerEmail: `guest${n}@example.com`,
    customerPhone: '+1 503 555 0100',
    customerAddress: '12 Quarry Road\nPortland, OR 97201',
  };
};

function requestQuote(productId: number, quantity: number, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { ...guest(), items: [{ productId, quantity }] },
    headers: cookie ? { cookie } : {},
  });
}

function cardCheckout(productId: number, quantity: number, checkoutId = randomUUID()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    payload: { ...guest(), checkoutId, items: [{ productId, quantity }] },
  });
}

const product = (stock: number, name?: string) => addProduct(t.db, { categoryId, stock, name });

describe("the units guests' unconfirmed requests may hold", () => {
  it('are half of a product: past it a request is refused with 409 and nothing is kept', async () => {
    const kit = await product(10, 'Thumb Kit');
    expect((await requestQuote(kit.id, 3)).statusCode).toBe(201);
    expect((await requestQuote(kit.id, 2)).statusCode).toBe(201);
    const before = await t.db.$count(orders);

    const refused = await requestQuote(kit.id, 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message:
        'Thumb Kit cannot be held for more requests without an account right now. Please sign in to request it, or contact us.',
    });
    expect(await stockOf(t, kit.id)).toBe(5);
    expect(await t.db.$count(orders)).toBe(before);
    await t.deliverMail();
    expect(t.outbox.map((mail) => mail.to)).not.toContain(`guest${buyers}@example.com`);
  });

  it("let one request take the whole share, as a contractor's large quote does", async () => {
    const pins = await product(64, 'Pins');
    const tooMany = await requestQuote(pins.id, 33);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(
      'Without an account, a request can hold at most 32 of Pins right now. Please sign in to request more, or contact us.',
    );
    expect((await requestQuote(pins.id, 32)).statusCode).toBe(201);
    expect(await stockOf(t, pins.id)).toBe(32);
  });

  it('always include the last unit of a product', async () => {
    const excavator = await product(1);
    expect((await requestQuote(excavator.id, 1)).statusCode).toBe(201);
  });

  it('leave signed-in customers out', async () => {
    const { cookie } = await registerCustomer(t);
    const bucket = await product(4);
    expect((await requestQuote(bucket.id, 4, cookie)).statusCode).toBe(201);
    expect(await stockOf(t, bucket.id)).toBe(0);
  });

  it('never go past the share under concurrent requests', async () => {
    const ripper = await product(6);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => requestQuote(ripper.id, 1)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    expect(await stockOf(t, ripper.id)).toBe(3);
  });

  it('count unpaid card checkouts too, until they are paid', async () => {
    const coupler = await product(4);
    const started = await cardCheckout(coupler.id, 2);
    expect(started.statusCode).toBe(200);
    const refused = await cardCheckout(coupler.id, 1);
    expect(refused.statusCode).toBe(409);
    expect((await requestQuote(coupler.id, 1)).statusCode).toBe(409);

    const paid = await trpc(t, 'payments.confirmTestPayment', {
      clientSecret: started.json().clientSecret,
      card: card(CARDS.succeeds),
    });
    expect(paid.data.outcome).toBe('succeeded');
    // A paid order is no request any more: the guests' share is free again.
    expect((await requestQuote(coupler.id, 1)).statusCode).toBe(201);
  });

  it('hold a declined card attempt again only within the share', async () => {
    const auger = await product(4, 'Auger');
    const checkoutId = randomUUID();
    const started = await cardCheckout(auger.id, 2, checkoutId);
    const declined = await trpc(t, 'payments.confirmTestPayment', {
      clientSecret: started.json().clientSecret,
      card: card(CARDS.declined),
    });
    expect(declined.data.outcome).toBe('failed');
    // The declined attempt gave its units back; another guest takes the share meanwhile.
    expect(await stockOf(t, auger.id)).toBe(4);
    expect((await requestQuote(auger.id, 2)).statusCode).toBe(201);

    const again = await cardCheckout(auger.id, 2, checkoutId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Auger cannot be held for more requests without an account right now. Please sign in to request it, or contact us.',
    );
    expect(await stockOf(t, auger.id)).toBe(2);
    expect((await orderRow(t, started.json().orderId))!.paymentStatus).toBe('failed');
  });
});

interface Hold {
  orderId: number;
  customerEmail: string;
  paymentMethod: string;
  quoteStatus: string | null;
  lines: { name: string; quantity: number }[];
  units: number;
}

const listHolds = (query = '', cookie = admin) =>
  t.app.inject({ method: 'GET', url: `/api/orders/holds${query}`, headers: { cookie } });

const release = (orderId: number, cookie = admin) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/release-hold`, headers: { cookie } });

describe("staff's view of the holds", () => {
  it("lists guests' unconfirmed requests a page at a time, newest first, and how many", async () => {
    const before = Number((await listHolds()).headers['x-total-count']);
    const saw = await product(40, 'Saw');
    const quoted = (await requestQuote(saw.id, 2)).json().id;
    const carded = (await cardCheckout(saw.id, 1)).json().orderId;
    const last = (await requestQuote(saw.id, 3)).json().id;
    // Not holds of a guest's unconfirmed request: a customer's order, one staff confirmed.
    const { cookie } = await registerCustomer(t);
    await requestQuote(saw.id, 1, cookie);
    const confirmed = (await requestQuote(saw.id, 1)).json().id;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${confirmed}/tracking`,
      headers: { cookie: admin },
      payload: { status: 'processing' },
    });

    const page = await listHolds('?pageSize=2');
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-total-count']).toBe(String(before + 3));
    expect(page.json<Hold[]>().map((hold) => hold.orderId)).toEqual([last, carded]);
    const next = await listHolds('?pageSize=2&page=2');
    expect(next.json<Hold[]>()[0]).toMatchObject({
      orderId: quoted,
      paymentMethod: 'quote',
      quoteStatus: 'requested',
      lines: [{ name: 'Saw', quantity: 2 }],
      units: 2,
    });

    const viaTrpc = await trpcQuery<{ holds: Hold[]; total: number }>(
      t,
      'orders.holds',
      { pageSize: 2 },
      admin,
    );
    expect(viaTrpc.data.total).toBe(before + 3);
    expect(viaTrpc.data.holds[1]).toMatchObject({
      orderId: carded,
      paymentMethod: 'card',
      quoteStatus: null,
    });
    expect((await listHolds('?pageSize=500')).statusCode).toBe(400);
  });

  it('release a hold through the lifecycle: units back, quote withdrawn, logged, buyer not told', async () => {
    const plate = await product(10, 'Plate');
    const placed = await requestQuote(plate.id, 5);
    const { id: orderId, customerEmail } = placed.json();
    expect(await stockOf(t, plate.id)).toBe(5);
    await t.deliverMail();
    t.outbox.length = 0;

    const released = await release(orderId);
    expect(released.statusCode).toBe(200);
    expect(released.json()).toMatchObject({ id: orderId, status: 'cancelled' });
    expect(await stockOf(t, plate.id)).toBe(10);
    const [quote] = await t.db.select().from(quotes).where(eq(quotes.orderId, orderId));
    expect(quote!.status).toBe('withdrawn');
    expect((await orderRow(t, orderId))!.notes).toBe(
      'Hold released by boss: an unconfirmed request placed without an account.',
    );
    const [entry] = await t.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.entityId, orderId))
      .orderBy(desc(auditEntries.id))
      .limit(1);
    expect(entry).toMatchObject({
      action: 'order.hold_released',
      actorName: 'boss',
      entityType: 'order',
      entityLabel: `Order #${orderId}`,
      changes: [{ field: 'status', from: 'pending', to: 'cancelled' }],
    });
    await t.deliverMail();
    expect(t.outbox.filter((mail) => mail.to === customerEmail)).toEqual([]);
    expect(
      await t.db.$count(
        outboxEmails,
        and(eq(outboxEmails.recipient, customerEmail), eq(outboxEmails.template, 'quoteRequested')),
      ),
    ).toBe(1);
    // The share is free for the next guest.
    expect((await requestQuote(plate.id, 5)).statusCode).toBe(201);
  });

  it("release an unpaid card checkout and cancel its payment, so it can't be paid later", async () => {
    const cutter = await product(10);
    const started = (await cardCheckout(cutter.id, 2)).json();
    const released = await trpcMutation(t, 'orders.releaseHold', { id: started.orderId }, admin);
    expect(released.status).toBe(200);
    expect((await testIntentOf(t, started.orderId)).status).toBe('canceled');
    expect(await orderRow(t, started.orderId)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'cancelled',
    });
    expect(await stockOf(t, cutter.id)).toBe(10);
  });

  it("list a signed-in buyer's unpaid card checkout with when it is released, and release it", async () => {
    const steer = await product(3, 'Skid Steer');
    const { cookie } = await registerCustomer(t);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: { cookie },
      payload: {
        ...guest(),
        checkoutId: randomUUID(),
        items: [{ productId: steer.id, quantity: 3 }],
      },
    });
    expect(started.statusCode, started.body).toBe(200);
    const { orderId } = started.json();
    expect(await stockOf(t, steer.id)).toBe(0);

    const [listed] = (await listHolds('?pageSize=1')).json<(Hold & { heldUntil: string })[]>();
    const { createdAt } = (await orderRow(t, orderId))!;
    expect(listed).toMatchObject({ orderId, signedIn: true, paymentMethod: 'card', units: 3 });
    expect(new Date(listed!.heldUntil).getTime() - createdAt.getTime()).toBe(30 * 60_000);

    expect((await release(orderId)).statusCode).toBe(200);
    expect((await orderRow(t, orderId))!.notes).toBe(
      'Hold released by boss: a card payment that was not completed.',
    );
    expect(await orderRow(t, orderId)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'cancelled',
    });
    expect((await testIntentOf(t, orderId)).status).toBe('canceled');
    expect(await stockOf(t, steer.id)).toBe(3);
  });

  it('refuse to release what is no longer a hold (409) and change nothing', async () => {
    const hook = await product(10);
    const guestOrder = (await requestQuote(hook.id, 1)).json().id;
    expect((await release(guestOrder)).statusCode).toBe(200);
    const again = await release(guestOrder);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `Order #${guestOrder} no longer holds stock unpaid: it was confirmed, paid or cancelled meanwhile.`,
    );

    const { cookie } = await registerCustomer(t);
    const customerOrder = (await requestQuote(hook.id, 1, cookie)).json().id;
    expect((await release(customerOrder)).statusCode).toBe(409);
    expect((await orderRow(t, customerOrder))!.status).toBe('pending');
    expect(await stockOf(t, hook.id)).toBe(9);
    expect((await release(999999)).statusCode).toBe(404);
  });

  it('is for staff: any role sees and releases, customers and guests are refused', async () => {
    const warehouse = await signInStaff(t, 'warehouse');
    const spade = await product(10);
    const orderId = (await requestQuote(spade.id, 1)).json().id;
    expect((await listHolds('', warehouse.cookie)).statusCode).toBe(200);
    const { cookie } = await registerCustomer(t);
    expect((await listHolds('', cookie)).statusCode).toBe(403);
    expect((await release(orderId, '')).statusCode).toBe(401);
    expect((await release(orderId, warehouse.cookie)).statusCode).toBe(200);
  });
});
