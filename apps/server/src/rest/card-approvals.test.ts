import { createPaymentProvider, sweepAbandonedPayments } from '@buildright/api';
import { invoices, orders } from '@buildright/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyAdmin, joinedMember } from '../testing/companies.ts';
import { addCategory, addProduct, registerCustomer } from '../testing/fixtures.ts';
import { placeOrder } from '../testing/orders.ts';
import {
  buyer as checkout,
  card,
  CARDS,
  orderRow,
  startPayment,
  stockOf,
  trpc,
} from '../testing/payments.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { noMetrics } from '../metrics/shop-metrics.ts';

let t: TestApp;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await addCategory(t.db)).id;
});
afterAll(() => t?.close());

const DAY = 86_400_000;

/** A company (no payment terms: card buyers have limits too) with an approver and a $500 buyer. */
async function company() {
  const admin = await companyAdmin(t, `Card Co ${Date.now()}`);
  const approver = await joinedMember(t, admin.cookie, 'approver');
  const buyer = await joinedMember(t, admin.cookie, 'buyer', {
    orderLimit: '500.00',
    monthlyLimit: '1000.00',
  });
  const product = await addProduct(t.db, { categoryId, price: '100.00', stock: 100 });
  return { admin, approver, buyer, product };
}

const sendForApproval = (cookie: string, productId: number, quantity: number) =>
  placeOrder(t, { ...checkout, items: [{ productId, quantity }], paymentMethod: 'card' }, cookie);

const pay = (cookie: string, orderId: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/my/${orderId}/payment`,
    headers: { cookie },
  });

const approve = (cookie: string, orderId: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/companies/me/approvals/${orderId}/approve`,
    headers: { cookie },
  });

const mailsTo = async (email: string) => {
  await t.deliverMail();
  return t.outbox.filter((mail) => mail.to === email);
};

describe("a company buyer's card order", () => {
  it('within the limits is paid at checkout and counts for the company', async () => {
    const { buyer, product } = await company();
    const started = await startPayment(t, [{ id: product.id, quantity: 4 }], {}, buyer.cookie);
    expect(started.amount).toBe('400.00');
    expect((await orderRow(t, started.orderId))!.companyId).not.toBeNull();
  });

  it('past the limits is refused at checkout, with the way to send it for approval', async () => {
    const { buyer, product } = await company();
    const priced = await t.app.inject({
      method: 'POST',
      url: '/api/cart/prices',
      headers: { cookie: buyer.cookie },
      payload: { items: [{ productId: product.id, quantity: 6 }] },
    });
    expect(priced.json()).toMatchObject({
      total: '600.00',
      approval: 'Above the $500.00 order limit',
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: { cookie: buyer.cookie },
      payload: { ...checkout, items: [{ id: product.id, quantity: 6 }] },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "Above the $500.00 order limit: send this order for your company's approval at checkout, and pay by card once it is approved",
    );
    expect(await stockOf(t, product.id)).toBe(100);
  });

  it('is sent for approval, approved, and then paid by its buyer, which invoices it', async () => {
    const { buyer, approver, product } = await company();
    const sent = await sendForApproval(buyer.cookie, product.id, 6);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      status: 'awaiting_approval',
      paymentMethod: 'card',
      paymentStatus: 'unpaid',
      total: '600.00',
      approvalReason: 'Above the $500.00 order limit',
    });
    const orderId: number = sent.json().id;
    expect(await stockOf(t, product.id)).toBe(94);
    const asked = (await mailsTo(approver.email)).find((mail) =>
      mail.subject.includes(`#${orderId}`),
    );
    expect(asked?.text).toContain('to pay by card once approved');

    const early = await pay(buyer.cookie, orderId);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      `Order #${orderId} is still waiting for your company's approval: you can pay once it is approved.`,
    );

    const approved = await approve(approver.cookie, orderId);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    const row = (await orderRow(t, orderId))!;
    expect(row.cardPaymentDueAt!.getTime()).toBeGreaterThan(Date.now() + 3 * DAY - 60_000);
    expect(row.approvalExpiresAt).toBeNull();
    expect(await t.db.select().from(invoices).where(eq(invoices.orderId, orderId))).toEqual([]);
    const told = (await mailsTo(checkout.customerEmail)).map((mail) => mail.subject);
    expect(told).toContain(`Your order #${orderId} was approved: pay by card`);

    const someoneElse = await registerCustomer(t);
    expect((await pay(someoneElse.cookie, orderId)).statusCode).toBe(404);
    expect((await pay(approver.cookie, orderId)).statusCode).toBe(404);

    const payment = await pay(buyer.cookie, orderId);
    expect(payment.statusCode, payment.body).toBe(200);
    expect(payment.json()).toMatchObject({ orderId, amount: '600.00', amountCents: 60000 });
    const again = await pay(buyer.cookie, orderId);
    expect(again.json().clientSecret).toBe(payment.json().clientSecret);

    const declined = await trpc(t, 'payments.confirmTestPayment', {
      clientSecret: payment.json().clientSecret,
      card: card(CARDS.declined),
    });
    expect(declined.data.outcome).toBe('failed');
    // Its units stay held for the buyer's next card, until the pay-by day.
    expect(await stockOf(t, product.id)).toBe(94);

    const paid = await trpc(t, 'payments.confirmTestPayment', {
      clientSecret: (await pay(buyer.cookie, orderId)).json().clientSecret,
      card: card(CARDS.succeeds),
    });
    expect(paid.data).toMatchObject({ outcome: 'succeeded', orderId });
    expect(await orderRow(t, orderId)).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
    expect(await t.db.select().from(invoices).where(eq(invoices.orderId, orderId))).toHaveLength(1);
    expect(await stockOf(t, product.id)).toBe(94);
    expect((await pay(buyer.cookie, orderId)).json().message).toBe(
      `Order #${orderId} is already paid.`,
    );
  });

  it('is refused for approval within the limits, outside a company, or signed out', async () => {
    const { buyer, product } = await company();
    const within = await sendForApproval(buyer.cookie, product.id, 2);
    expect(within.statusCode).toBe(409);
    expect(within.json().message).toBe(
      'This order is within your spending limits: pay for it by card at checkout',
    );
    const loner = await registerCustomer(t);
    const alone = await sendForApproval(loner.cookie, product.id, 9);
    expect(alone.statusCode).toBe(409);
    expect(alone.json().message).toMatch(/^Only a company member's order waits for approval/);
    expect((await sendForApproval('', product.id, 9)).statusCode).toBe(401);
    expect(await stockOf(t, product.id)).toBe(100);
  });

  it('counts against the month while it waits, so a second one waits too', async () => {
    const { buyer, product } = await company();
    expect((await sendForApproval(buyer.cookie, product.id, 6)).statusCode).toBe(201);
    const second = await sendForApproval(buyer.cookie, product.id, 5);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().approvalReason).toBe(
      "Takes this month's orders to $1,100.00, past the $1,000.00 monthly limit",
    );
  });

  it('two checkouts at once cannot both slip under the monthly limit', async () => {
    const { buyer, product } = await company();
    const start = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: { cookie: buyer.cookie },
        payload: { ...checkout, items: [{ id: product.id, quantity: 5 }] },
      });
    // $500 each: after a first one, either of the next two fits the $1,000 month, not both.
    const first = await start();
    expect(first.statusCode, first.body).toBe(200);
    const answers = await Promise.all([start(), start()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().message).toMatch(/past the \$1,000\.00 monthly limit/);
    expect(await stockOf(t, product.id)).toBe(90);
  });

  it('left unpaid after approval is kept past the checkout window and cancelled after its day', async () => {
    const { buyer, approver, product } = await company();
    const orderId: number = (await sendForApproval(buyer.cookie, product.id, 7)).json().id;
    expect((await approve(approver.cookie, orderId)).statusCode).toBe(200);
    expect((await pay(buyer.cookie, orderId)).statusCode).toBe(200);
    const deps = {
      db: t.db,
      payments: createPaymentProvider({ provider: 'test' }, t.db),
      shopEmail: 'shop@buildright.test',
      log: { info: () => {}, warn: () => {}, error: () => {} },
      metrics: noMetrics,
    };
    // An hour later a card checkout's order would be gone; this one waits for its buyer.
    expect(await sweepAbandonedPayments(deps, new Date(Date.now() + 3_600_000))).not.toContain(
      orderId,
    );
    expect(await stockOf(t, product.id)).toBe(93);
    const late = new Date(Date.now() + 3 * DAY + 60_000);
    expect(await sweepAbandonedPayments(deps, late)).toContain(orderId);
    expect(await orderRow(t, orderId)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'cancelled',
    });
    expect(await stockOf(t, product.id)).toBe(100);
    const subjects = (await mailsTo(checkout.customerEmail)).map((mail) => mail.subject);
    expect(
      subjects.some((subject) => subject.includes(`#${orderId}`) && /cancel/i.test(subject)),
    ).toBe(true);
    expect((await pay(buyer.cookie, orderId)).json().message).toBe(
      `Order #${orderId} was cancelled.`,
    );
  });
});

describe('orders awaiting approval', () => {
  it('never reach the card sweep', async () => {
    const { buyer, product } = await company();
    const orderId: number = (await sendForApproval(buyer.cookie, product.id, 6)).json().id;
    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 2 * DAY) })
      .where(eq(orders.id, orderId));
    const deps = {
      db: t.db,
      payments: createPaymentProvider({ provider: 'test' }, t.db),
      shopEmail: 'shop@buildright.test',
      log: { info: () => {}, warn: () => {}, error: () => {} },
      metrics: noMetrics,
    };
    expect(await sweepAbandonedPayments(deps)).not.toContain(orderId);
    expect((await orderRow(t, orderId))!.status).toBe('awaiting_approval');
  });
});
