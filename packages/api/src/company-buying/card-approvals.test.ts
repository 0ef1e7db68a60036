import { randomUUID } from 'node:crypto';
import { invoices, orders } from '@buildright/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentProvider, sweepAbandonedPayments } from '../payments/index.ts';
import { noMetrics } from '../shared/ports.ts';
import { companyAdmin, joinedMember } from '../testing/companies.ts';
import {
  addCategory,
  addProduct,
  buyer as checkout,
  card,
  CARDS,
  newCustomer,
  orderRow,
  refusalOf,
  stockOf,
  type Customer,
} from '../testing/fixtures.ts';
import { createTestShop, type TestShop } from '../testing/test-shop.ts';

let shop: TestShop;
let categoryId: number;

beforeAll(async () => {
  shop = await createTestShop();
  categoryId = (await addCategory(shop.db)).id;
});
afterAll(() => shop?.close());

const DAY = 86_400_000;

/** A company (no payment terms: card buyers have limits too) with an approver and a $500 buyer. */
async function company() {
  const admin = await companyAdmin(shop, `Card Co ${Date.now()}`);
  const approver = await joinedMember(shop, admin, 'approver');
  const buyer = await joinedMember(shop, admin, 'buyer', {
    orderLimit: '500.00',
    monthlyLimit: '1000.00',
  });
  const product = await addProduct(shop.db, { categoryId, price: '100.00', stock: 100 });
  return { admin, approver, buyer, product };
}

type Who = Pick<Customer, 'api'>;

const sendForApproval = (who: Who, productId: number, quantity: number) =>
  who.api.companies.member.sendForApproval({ ...checkout, items: [{ productId, quantity }] });

/** A card checkout: the order placed (or reused) and its payment opened. */
const startPayment = (who: Who, productId: number, quantity: number) =>
  who.api.payments.createIntent({
    ...checkout,
    checkoutId: randomUUID(),
    items: [{ id: productId, quantity }],
  });

const pay = (who: Who, orderId: number) => who.api.orders.payApproved({ id: orderId });

/** The test provider's card form, as the buyer's browser submits it. */
const confirm = (clientSecret: string, cardNumber: string) =>
  shop.as().payments.confirmTestPayment({ clientSecret, card: card(cardNumber) });

const stock = (id: number) => stockOf(shop.db, id);

const mailsTo = async (email: string) => {
  await shop.deliverMail();
  return shop.outbox.filter((mail) => mail.to === email);
};

/** The card sweep's dependencies, as its job has them. */
const sweepDeps = () => ({
  db: shop.db,
  payments: createPaymentProvider({ provider: 'test' }, shop.db),
  shopEmail: 'shop@buildright.test',
  log: { info: () => {}, warn: () => {}, error: () => {} },
  metrics: noMetrics,
});

describe("a company buyer's card order", () => {
  it('within the limits is paid at checkout and counts for the company', async () => {
    const { buyer, product } = await company();
    const started = await startPayment(buyer, product.id, 4);
    expect(started.amount).toBe('400.00');
    expect((await orderRow(shop.db, started.orderId))!.companyId).not.toBeNull();
  });

  it('past the limits is refused at checkout, with the way to send it for approval', async () => {
    const { buyer, product } = await company();
    const priced = await buyer.api.orders.priceCart({
      items: [{ productId: product.id, quantity: 6 }],
    });
    expect(priced).toMatchObject({ total: '600.00', approval: 'Above the $500.00 order limit' });
    expect(await refusalOf(startPayment(buyer, product.id, 6))).toMatchObject({
      code: 'CONFLICT',
      message:
        "Above the $500.00 order limit: send this order for your company's approval at checkout, and pay by card once it is approved",
    });
    expect(await stock(product.id)).toBe(100);
  });

  it('is sent for approval, approved, and then paid by its buyer, which invoices it', async () => {
    const { buyer, approver, product } = await company();
    const sent = await sendForApproval(buyer, product.id, 6);
    expect(sent).toMatchObject({
      status: 'awaiting_approval',
      paymentMethod: 'card',
      paymentStatus: 'unpaid',
      total: '600.00',
      approvalReason: 'Above the $500.00 order limit',
    });
    const orderId = sent.id;
    expect(await stock(product.id)).toBe(94);
    const asked = (await mailsTo(approver.email)).find((mail) =>
      mail.subject.includes(`#${orderId}`),
    );
    expect(asked?.text).toContain('to pay by card once approved');

    expect(await refusalOf(pay(buyer, orderId))).toMatchObject({
      code: 'CONFLICT',
      message: `Order #${orderId} is still waiting for your company's approval: you can pay once it is approved.`,
    });

    const approved = await approver.api.companies.member.approve({ orderId });
    expect(approved).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    const row = (await orderRow(shop.db, orderId))!;
    expect(row.cardPaymentDueAt!.getTime()).toBeGreaterThan(Date.now() + 3 * DAY - 60_000);
    expect(row.approvalExpiresAt).toBeNull();
    expect(await shop.db.select().from(invoices).where(eq(invoices.orderId, orderId))).toEqual([]);
    const told = (await mailsTo(checkout.customerEmail)).map((mail) => mail.subject);
    expect(told).toContain(`Your order #${orderId} was approved: pay by card`);

    const someoneElse = await newCustomer(shop);
    expect((await refusalOf(pay(someoneElse, orderId))).code).toBe('NOT_FOUND');
    expect((await refusalOf(pay(approver, orderId))).code).toBe('NOT_FOUND');

    const payment = await pay(buyer, orderId);
    expect(payment).toMatchObject({ orderId, amount: '600.00', amountCents: 60000 });
    expect((await pay(buyer, orderId)).clientSecret).toBe(payment.clientSecret);

    const declined = await confirm(payment.clientSecret, CARDS.declined);
    expect(declined.outcome).toBe('failed');
    // Its units stay held for the buyer's next card, until the pay-by day.
    expect(await stock(product.id)).toBe(94);

    const paid = await confirm((await pay(buyer, orderId)).clientSecret, CARDS.succeeds);
    expect(paid).toMatchObject({ outcome: 'succeeded', orderId });
    expect(await orderRow(shop.db, orderId)).toMatchObject({
      status: 'pending',
      paymentStatus: 'paid',
    });
    expect(await shop.db.select().from(invoices).where(eq(invoices.orderId, orderId))).toHaveLength(
      1,
    );
    expect(await stock(product.id)).toBe(94);
    expect(await refusalOf(pay(buyer, orderId))).toMatchObject({
      code: 'CONFLICT',
      message: `Order #${orderId} is already paid.`,
    });
  });

  it('is refused for approval within the limits, outside a company, or signed out', async () => {
    const { buyer, product } = await company();
    expect(await refusalOf(sendForApproval(buyer, product.id, 2))).toMatchObject({
      code: 'CONFLICT',
      message: 'This order is within your spending limits: pay for it by card at checkout',
    });
    const loner = await newCustomer(shop);
    const alone = await refusalOf(sendForApproval(loner, product.id, 9));
    expect(alone.code).toBe('CONFLICT');
    expect(alone.message).toMatch(/^Only a company member's order waits for approval/);
    expect((await refusalOf(sendForApproval({ api: shop.as() }, product.id, 9))).code).toBe(
      'UNAUTHORIZED',
    );
    expect(await stock(product.id)).toBe(100);
  });

  it('counts against the month while it waits, so a second one waits too', async () => {
    const { buyer, product } = await company();
    await sendForApproval(buyer, product.id, 6);
    const second = await sendForApproval(buyer, product.id, 5);
    expect(second.approvalReason).toBe(
      "Takes this month's orders to $1,100.00, past the $1,000.00 monthly limit",
    );
  });

  it('two checkouts at once cannot both slip under the monthly limit', async () => {
    const { buyer, product } = await company();
    // $500 each: after a first one, either of the next two fits the $1,000 month, not both.
    await startPayment(buyer, product.id, 5);
    const answers = await Promise.allSettled([
      startPayment(buyer, product.id, 5),
      startPayment(buyer, product.id, 5),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = answers.find((answer) => answer.status === 'rejected')!;
    expect(await refusalOf(Promise.reject(refused.reason))).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/past the \$1,000\.00 monthly limit/),
    });
    expect(await stock(product.id)).toBe(90);
  });

  it('left unpaid after approval is kept past the checkout window and cancelled after its day', async () => {
    const { buyer, approver, product } = await company();
    const orderId = (await sendForApproval(buyer, product.id, 7)).id;
    await approver.api.companies.member.approve({ orderId });
    await pay(buyer, orderId);
    // An hour later a card checkout's order would be gone; this one waits for its buyer.
    expect(
      await sweepAbandonedPayments(sweepDeps(), new Date(Date.now() + 3_600_000)),
    ).not.toContain(orderId);
    expect(await stock(product.id)).toBe(93);
    const late = new Date(Date.now() + 3 * DAY + 60_000);
    expect(await sweepAbandonedPayments(sweepDeps(), late)).toContain(orderId);
    expect(await orderRow(shop.db, orderId)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'cancelled',
    });
    expect(await stock(product.id)).toBe(100);
    const subjects = (await mailsTo(checkout.customerEmail)).map((mail) => mail.subject);
    expect(
      subjects.some((subject) => subject.includes(`#${orderId}`) && /cancel/i.test(subject)),
    ).toBe(true);
    expect((await refusalOf(pay(buyer, orderId))).message).toBe(`Order #${orderId} was cancelled.`);
  });
});

describe('orders awaiting approval', () => {
  it('never reach the card sweep', async () => {
    const { buyer, product } = await company();
    const orderId = (await sendForApproval(buyer, product.id, 6)).id;
    await shop.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 2 * DAY) })
      .where(eq(orders.id, orderId));
    expect(await sweepAbandonedPayments(sweepDeps())).not.toContain(orderId);
    expect((await orderRow(shop.db, orderId))!.status).toBe('awaiting_approval');
  });
});
