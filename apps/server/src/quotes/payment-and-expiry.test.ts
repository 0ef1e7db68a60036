import { createPaymentProvider, expireQuotes, noMetrics } from '@buildright/api';
import { invoices, quoteRevisions, quotes, testPaymentIntents } from '@buildright/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addProduct, registerCustomer, signInAdmin } from '../testing/fixtures.ts';
import { card, CARDS, orderRow, stockOf, trpc } from '../testing/payments.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { trpcQuery } from '../testing/trpc.ts';
import { buyerCall, inDays, priceAndSend, requestQuote, revision } from './helpers.ts';

let t: TestApp;
let admin: string;
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
  const category = await addCategory(t.db);
  productId = (await addProduct(t.db, { categoryId: category.id, price: '2500.00', stock: 50 })).id;
});
afterAll(() => t.close());

async function quoted(unitPrice = '2200.00', cookie?: string) {
  const request = await requestQuote(t, [{ productId, quantity: 1 }], cookie);
  await priceAndSend(
    t,
    admin,
    request.quoteId,
    revision([{ productId, quantity: 1, unitPrice }], { deliveryCharge: '99.50' }),
  );
  return request;
}

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** The expiry sweep as another server process runs it: its own provider instance and cache. */
const sweep = (now?: Date) =>
  expireQuotes(
    {
      db: t.db,
      payments: createPaymentProvider({ provider: 'test' }, t.db),
      shopEmail: 'shop@buildright.test',
      log: quiet,
      metrics: noMetrics,
      settings: { shopEmail: 'shop@buildright.test', publicUrl: 'http://localhost:3000' },
    },
    now,
  );

/** The revision's last valid day has passed, as if the calendar moved on. */
async function pastItsDate(quoteId: number) {
  await t.db
    .update(quoteRevisions)
    .set({ validUntil: inDays(-1) })
    .where(eq(quoteRevisions.quoteId, quoteId));
}

describe('accept and pay by card', () => {
  it('charges exactly the quoted total, whatever the catalogue says, and the paid quote is the order', async () => {
    const { token, orderId, quoteId } = await quoted();
    const accepted = await buyerCall(t, token, 'accept', { method: 'card' });
    expect(accepted.statusCode).toBe(200);
    const { status, payment } = accepted.json();
    expect(status).toBe('accepted');
    expect(payment).toMatchObject({
      orderId,
      amount: '2299.50',
      amountCents: 229_950,
      provider: 'test',
    });

    // Asking again reopens the same payment: no second intent, no second order.
    const again = await buyerCall(t, token, 'accept', { method: 'card' });
    expect(again.json().payment.clientSecret).toBe(payment.clientSecret);
    expect(await t.db.$count(testPaymentIntents, eq(testPaymentIntents.orderId, orderId))).toBe(1);

    const paid = await trpc(t, 'payments.confirmTestPayment', {
      clientSecret: payment.clientSecret,
      card: card(CARDS.succeeds),
    });
    expect(paid.data).toMatchObject({ outcome: 'succeeded', orderId });
    expect(await orderRow(t, orderId)).toMatchObject({
      paymentStatus: 'paid',
      paymentMethod: 'card',
      total: '2299.50',
    });
    const [quote] = await t.db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(quote).toMatchObject({ status: 'ordered', acceptedMethod: 'card', acceptedRevision: 1 });
    expect(await t.db.$count(invoices, eq(invoices.orderId, orderId))).toBe(1);

    const afterPaid = await buyerCall(t, token, 'accept', { method: 'card' });
    expect(afterPaid.statusCode).toBe(409);
    expect(afterPaid.json().message).toBe('This quote has already been accepted and ordered.');
  });

  it('two accepts at once make one order and one payment', async () => {
    const { token, orderId } = await quoted();
    const answers = await Promise.all([
      buyerCall(t, token, 'accept', { method: 'card' }),
      buyerCall(t, token, 'accept', { method: 'card' }),
      buyerCall(t, token, 'accept', { method: 'card' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json().payment.clientSecret)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.json().orderId))).toEqual(new Set([orderId]));
  });

  it('a card accept and a purchase-order accept at once: one wins, the other is told', async () => {
    const { token } = await quoted();
    const [byCard, byPo] = await Promise.all([
      buyerCall(t, token, 'accept', { method: 'card' }),
      buyerCall(t, token, 'accept', { method: 'po', poNumber: 'PO-77' }),
    ]);
    expect([byCard.statusCode, byPo.statusCode].sort()).toEqual([200, 409]);
  });
});

describe('expiry', () => {
  it('the sweep expires a quote past its date: stock released, both sides told, accept refused', async () => {
    const { token, quoteId, orderId } = await quoted();
    const before = await stockOf(t, productId);
    expect(await sweep()).not.toContain(quoteId);
    await pastItsDate(quoteId);
    expect(await sweep()).toContain(quoteId);
    expect(await sweep()).not.toContain(quoteId);
    expect(await stockOf(t, productId)).toBe(before + 1);
    expect((await orderRow(t, orderId))!.status).toBe('cancelled');
    const accept = await buyerCall(t, token, 'accept', { method: 'po', poNumber: 'PO-1' });
    expect(accept.statusCode).toBe(409);
    expect(accept.json().message).toBe('This quote has expired. Contact us for a new quote.');
  });

  it('an accept after the date expires the quote itself, and says so', async () => {
    const { token, quoteId } = await quoted();
    await pastItsDate(quoteId);
    const accept = await buyerCall(t, token, 'accept', { method: 'card' });
    expect(accept.statusCode).toBe(409);
    expect(accept.json().message).toBe('This quote has expired. Contact us for a new quote.');
    const [quote] = await t.db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(quote!.status).toBe('expired');
  });

  it('an accept racing the sweep has one outcome', async () => {
    const { token, quoteId, orderId } = await quoted();
    await t.db
      .update(quoteRevisions)
      .set({ validUntil: inDays(0) })
      .where(eq(quoteRevisions.quoteId, quoteId));
    const tomorrow = new Date(Date.now() + 86_400_000);
    const [accept, swept] = await Promise.all([
      buyerCall(t, token, 'accept', { method: 'po', poNumber: 'PO-RACE' }),
      sweep(tomorrow),
    ]);
    const [quote] = await t.db.select().from(quotes).where(eq(quotes.id, quoteId));
    const order = await orderRow(t, orderId);
    if (accept.statusCode === 200) {
      expect(swept).not.toContain(quoteId);
      expect(quote!.status).toBe('ordered');
      expect(order!.status).toBe('processing');
    } else {
      expect(swept).toContain(quoteId);
      expect(quote!.status).toBe('expired');
      expect(order!.status).toBe('cancelled');
    }
  });

  it('an accepted card quote left unpaid expires with its payment cancelled', async () => {
    const { token, quoteId, orderId } = await quoted();
    await buyerCall(t, token, 'accept', { method: 'card' });
    await pastItsDate(quoteId);
    expect(await sweep()).toContain(quoteId);
    const [intent] = await t.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.orderId, orderId));
    expect(intent!.status).toBe('canceled');
    expect(await orderRow(t, orderId)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'cancelled',
    });
  });
});

describe('documents', () => {
  it('serves the quote PDF by its link, and nothing for an unpriced one', async () => {
    const { token } = await quoted();
    const pdf = await t.app.inject({ method: 'GET', url: `/api/quotes/${token}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const unpriced = await requestQuote(t, [{ productId, quantity: 1 }]);
    const none = await t.app.inject({ method: 'GET', url: `/api/quotes/${unpriced.token}/pdf` });
    expect(none.statusCode).toBe(404);
  });

  it('lets staff preview the draft before sending it, and nobody else', async () => {
    const { quoteId } = await requestQuote(t, [{ productId, quantity: 1 }]);
    const url = `/api/admin/quotes/${quoteId}/draft.pdf`;
    expect(
      (await t.app.inject({ method: 'GET', url, headers: { cookie: admin } })).statusCode,
    ).toBe(404);
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/quotes/${quoteId}`,
      payload: revision([{ productId, quantity: 1, unitPrice: '10.00' }]),
      headers: { cookie: admin },
    });
    const preview = await t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('gives the invoice to staff, the customer and the quote link holder, to nobody else', async () => {
    const customer = await registerCustomer(t);
    const stranger = await registerCustomer(t);
    const { token, orderId } = await quoted('2000.00', customer.cookie);
    const url = `/api/orders/${orderId}/invoice.pdf`;
    const notYet = await t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
    expect(notYet.statusCode).toBe(404);
    expect(notYet.json().message).toBe(
      'This order has no invoice yet: it is issued once the order is paid or confirmed',
    );

    await buyerCall(t, token, 'accept', { method: 'po', poNumber: 'PO-INV' });
    for (const [who, request] of [
      ['staff', { url, headers: { cookie: admin } }],
      ['customer', { url, headers: { cookie: customer.cookie } }],
      ['quote link', { url: `${url}?quote=${token}` }],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', ...request });
      expect(response.statusCode, who).toBe(200);
      expect(response.headers['content-type'], who).toBe('application/pdf');
    }
    for (const request of [
      { url },
      { url, headers: { cookie: stranger.cookie } },
      { url: `${url}?quote=${'y'.repeat(32)}` },
    ]) {
      const response = await t.app.inject({ method: 'GET', ...request });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('There is no invoice for this order');
    }
  });
});

describe('a signed-in buyer', () => {
  it('finds their quotes under My Account', async () => {
    const customer = await registerCustomer(t);
    const { token } = await quoted('1999.00', customer.cookie);
    const mine = await trpcQuery(t, 'quotes.mine', undefined, customer.cookie);
    expect(mine.data).toEqual([
      expect.objectContaining({ token, status: 'quoted', total: '2098.50', revision: 1 }),
    ]);
  });
});
