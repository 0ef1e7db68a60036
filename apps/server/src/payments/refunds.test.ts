// Staff refunds through the real app: the contract of POST and GET /api/admin/orders/{id}/refunds,
// the payment's moves, bad input that changes nothing, who may refund, cancelling a paid order,
// credit notes on account, and ten refunds racing for what is left on PostgreSQL.
import { auditEntries, companyCredits, invoices, refunds, testRefunds } from '@buildright/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companyAdmin } from '../testing/companies.ts';
import { ADMIN, addCategory, addProduct, signInAdmin, signInStaff } from '../testing/fixtures.ts';
import { placeOrder } from '../testing/orders.ts';
import {
  buyer,
  card,
  CARDS,
  orderRow,
  startPayment,
  succeedAtProvider,
  trpc,
} from '../testing/payments.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

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

/** A card order of `quantity` units at `price`, paid with the test provider's good card. */
async function paidCardOrder(price = '45.00', quantity = 2) {
  const product = await addProduct(t.db, { categoryId, price, stock: 50 });
  const started = await startPayment(t, [{ id: product.id, quantity }]);
  const paid = await trpc(t, 'payments.confirmTestPayment', {
    clientSecret: started.clientSecret,
    card: card(CARDS.succeeds),
  });
  expect(paid.data.outcome).toBe('succeeded');
  await t.deliverMail();
  t.outbox.length = 0;
  return { orderId: started.orderId, productId: product.id };
}

const refund = (orderId: number | string, payload: unknown, cookie = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers: { cookie },
    payload: payload as object,
  });

const refundsOf = (orderId: number, cookie = admin, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/orders/${orderId}/refunds${query}`,
    headers: { cookie },
  });

const rowsOf = (orderId: number) => t.db.select().from(refunds).where(eq(refunds.orderId, orderId));

describe('POST /api/admin/orders/{id}/refunds', () => {
  it('refunds part of a card payment, then the rest: partly refunded, then refunded', async () => {
    const { orderId } = await paidCardOrder('45.00', 2);

    const first = await refund(orderId, { amount: '25.00', reason: 'goodwill', note: 'Late' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      orderId,
      amount: '25.00',
      status: 'succeeded',
      method: 'card',
      reason: 'goodwill',
      note: 'Late',
      failureReason: null,
      recordedBy: ADMIN.username,
      createdAt: expect.any(String),
      settledAt: expect.any(String),
    });
    expect((await orderRow(t, orderId))!.paymentStatus).toBe('partly_refunded');

    const rest = await refund(orderId, { amount: 65, reason: 'price_adjustment' });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json()).toMatchObject({ amount: '65.00', status: 'succeeded' });
    const order = (await orderRow(t, orderId))!;
    expect(order).toMatchObject({ paymentStatus: 'refunded', status: 'pending', total: '90.00' });

    // The test provider gave back exactly what was asked, once per refund.
    const given = await t.db.select().from(testRefunds);
    const mine = given.filter((row) => [first.json().id, rest.json().id].includes(row.refundId));
    expect(mine.map((row) => row.amountCents).sort()).toEqual([2500, 6500]);

    await t.deliverMail();
    expect(t.outbox.map((mail) => [mail.to, mail.subject])).toEqual([
      [buyer.customerEmail, `Refund of $25.00 for your order #${orderId}`],
      [buyer.customerEmail, `Refund of $65.00 for your order #${orderId}`],
    ]);
    const logged = await t.db
      .select({ action: auditEntries.action, changes: auditEntries.changes })
      .from(auditEntries)
      .where(and(eq(auditEntries.entityId, orderId), eq(auditEntries.action, 'order.refunded')));
    expect(logged.map((entry) => entry.changes[0]!.to)).toEqual(['25.00', '65.00']);
  });

  it('lists the refunds newest first in the documented shape, the total in X-Total-Count', async () => {
    const { orderId } = await paidCardOrder('30.00', 1);
    expect((await refund(orderId, { amount: '10.00', reason: 'goodwill' })).statusCode).toBe(201);
    expect((await refund(orderId, { amount: '5.50', reason: 'price_adjustment' })).statusCode).toBe(
      201,
    );

    const listed = await refundsOf(orderId);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['x-total-count']).toBe('2');
    expect(listed.json()).toEqual([
      {
        id: expect.any(Number),
        amount: '5.50',
        status: 'succeeded',
        method: 'card',
        reason: 'price_adjustment',
        createdAt: expect.any(String),
      },
      {
        id: expect.any(Number),
        amount: '10.00',
        status: 'succeeded',
        method: 'card',
        reason: 'goodwill',
        createdAt: expect.any(String),
      },
    ]);
    const second = await refundsOf(orderId, admin, '?page=2&pageSize=1');
    expect(second.json().map((row: { amount: string }) => row.amount)).toEqual(['10.00']);
    expect((await refundsOf(orderId, admin, '?pageSize=0')).statusCode).toBe(400);
    expect((await refundsOf(999_999)).statusCode).toBe(404);
  });

  it.each([
    ['0.00', { amount: '0.00', reason: 'goodwill' }, 'amount', 'Amount must be more than 0.00'],
    ['a negative amount', { amount: '-5.00', reason: 'goodwill' }, 'amount', 'Amount must be'],
    ['three decimals', { amount: '1.234', reason: 'goodwill' }, 'amount', 'at most two decimals'],
    ['a word', { amount: 'ten', reason: 'goodwill' }, 'amount', 'Amount must be'],
    ['no amount', { reason: 'goodwill' }, 'amount', 'Amount is required'],
    ['an unknown reason', { amount: '1.00', reason: 'whim' }, 'reason', 'Reason must be'],
    ['more than is left', { amount: '90.01', reason: 'goodwill' }, 'amount', '$90.00'],
  ])(
    'refuses %s with a 400 naming the field, and changes nothing',
    async (_, payload, field, words) => {
      const { orderId } = await paidCardOrder('45.00', 2);
      const before = await orderRow(t, orderId);
      const refused = await refund(orderId, payload);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().message).toContain(words);
      expect(Object.keys(refused.json().errors ?? {})).toEqual([field]);
      expect(await rowsOf(orderId)).toEqual([]);
      expect(await orderRow(t, orderId)).toEqual(before);
    },
  );

  it('refuses an unpaid order (409), an order that does not exist (404), a bad id (400)', async () => {
    const product = await addProduct(t.db, { categoryId, price: '12.00' });
    const unpaid = await startPayment(t, [{ id: product.id, quantity: 1 }]);
    const notPaid = await refund(unpaid.orderId, { amount: '1.00', reason: 'goodwill' });
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().message).toBe(
      `Order #${unpaid.orderId} is not paid: there is nothing to refund`,
    );
    expect(await rowsOf(unpaid.orderId)).toEqual([]);
    expect((await refund(987_654, { amount: '1.00', reason: 'goodwill' })).statusCode).toBe(404);
    expect((await refund('abc', { amount: '1.00', reason: 'goodwill' })).statusCode).toBe(400);
  });

  it('refuses a refund of an order refunded in full (409), whatever the amount', async () => {
    const { orderId } = await paidCardOrder('20.00', 1);
    expect((await refund(orderId, { amount: '20.00', reason: 'goodwill' })).statusCode).toBe(201);
    const again = await refund(orderId, { amount: '0.01', reason: 'goodwill' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('refunded in full');
  });

  it('is for the roles that handle money: sales and warehouse may read, not refund', async () => {
    const { orderId } = await paidCardOrder('20.00', 1);
    for (const role of ['sales', 'warehouse'] as const) {
      const { cookie } = await signInStaff(t, role);
      const refused = await refund(orderId, { amount: '1.00', reason: 'goodwill' }, cookie);
      expect(refused.statusCode).toBe(403);
      expect((await refundsOf(orderId, cookie)).statusCode).toBe(200);
    }
    const manager = (await signInStaff(t, 'manager')).cookie;
    expect(
      (await refund(orderId, { amount: '1.00', reason: 'goodwill' }, manager)).statusCode,
    ).toBe(201);
    expect((await refund(orderId, { amount: '1.00', reason: 'goodwill' }, '')).statusCode).toBe(
      401,
    );
    expect(await rowsOf(orderId)).toHaveLength(1);
  });
});

const cancel = (orderId: number, cookie = admin) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/orders/${orderId}/tracking`,
    headers: { cookie },
    payload: { status: 'cancelled', trackingNumber: null, estimatedDelivery: null },
  });

describe('cancelling a paid order', () => {
  it('refunds what is left of it in full, as a cancellation, and tells the buyer', async () => {
    const { orderId } = await paidCardOrder('45.00', 2);
    expect((await refund(orderId, { amount: '10.00', reason: 'goodwill' })).statusCode).toBe(201);
    await t.deliverMail();
    t.outbox.length = 0;

    const cancelled = await cancel(orderId);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const rows = await rowsOf(orderId);
    expect(rows.map((row) => [row.amount, row.reason, row.status, row.undoesSale])).toEqual([
      ['10.00', 'goodwill', 'succeeded', false],
      ['80.00', 'cancellation', 'succeeded', true],
    ]);
    await t.deliverMail();
    expect(t.outbox.map((mail) => mail.subject)).toEqual([
      `Your order #${orderId} was cancelled`,
      `Refund of $80.00 for your order #${orderId}`,
    ]);
  });

  it('needs the role that may refund; an unpaid order any fulfiller may cancel', async () => {
    const warehouse = (await signInStaff(t, 'warehouse')).cookie;
    const { orderId } = await paidCardOrder('45.00', 1);
    const refused = await cancel(orderId, warehouse);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('Cancelling this order refunds what was paid');
    expect(await orderRow(t, orderId)).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
    expect(await rowsOf(orderId)).toEqual([]);

    const product = await addProduct(t.db, { categoryId, price: '12.00' });
    const unpaid = await startPayment(t, [{ id: product.id, quantity: 1 }]);
    expect((await cancel(unpaid.orderId, warehouse)).statusCode).toBe(200);
    expect(await rowsOf(unpaid.orderId)).toEqual([]);
  });

  it('paid at the bank after it was cancelled: the payment is refunded at once', async () => {
    const product = await addProduct(t.db, { categoryId, price: '33.00', stock: 3 });
    const started = await startPayment(t, [{ id: product.id, quantity: 1 }]);
    expect((await cancel(started.orderId)).statusCode).toBe(200);
    const intent = await succeedAtProvider(t, started.orderId);
    const confirmed = await trpc(t, 'payments.confirm', {
      paymentIntentId: intent.id,
      clientSecret: intent.clientSecret,
    });
    expect(confirmed.data).toMatchObject({ status: 'cancelled' });
    expect(await orderRow(t, started.orderId)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
    });
    expect((await rowsOf(started.orderId)).map((row) => [row.amount, row.recordedBy])).toEqual([
      ['33.00', 'The shop'],
    ]);
  });
});

describe('a refund of an order on account', () => {
  it('is a credit note on its invoice; beyond what it owes, company credit for the next invoice', async () => {
    const manager = (await signInStaff(t, 'manager')).cookie;
    const company = await companyAdmin(t, `Credit Co ${Date.now()}`);
    const terms = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/companies/${company.companyId}`,
      headers: { cookie: manager },
      payload: { paymentTerms: 'net30', creditLimit: '5000.00', creditHold: false, graceDays: 3 },
    });
    expect(terms.statusCode, terms.body).toBe(200);
    const product = await addProduct(t.db, { categoryId, price: '100.00', stock: 10 });
    const onAccount = async (quantity: number) => {
      const placed = await placeOrder(
        t,
        { ...buyer, items: [{ productId: product.id, quantity }], paymentMethod: 'account' },
        company.cookie,
      );
      expect(placed.statusCode, placed.body).toBe(201);
      const orderId: number = placed.json().id;
      const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
      return { orderId, invoiceId: invoice!.id };
    };
    const invoiceOf = async (id: number) =>
      (await t.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;

    const { orderId, invoiceId } = await onAccount(2);
    const credit = await refund(orderId, { amount: '50.00', reason: 'price_adjustment' }, manager);
    expect(credit.statusCode, credit.body).toBe(201);
    expect(credit.json()).toMatchObject({ method: 'on_account', status: 'succeeded' });
    expect(await invoiceOf(invoiceId)).toMatchObject({ amount: '200.00', credited: '50.00' });
    expect((await orderRow(t, orderId))!.paymentStatus).toBe('partly_refunded');

    // The company pays what is still owed: the invoice is settled, the order partly refunded.
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/admin/invoices/${invoiceId}/payments`,
      headers: { cookie: manager },
      payload: { amount: '150.00', reference: 'Wire 1' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const settled = paid.json().invoices.find((row: { id: number }) => row.id === invoiceId);
    expect(settled).toMatchObject({ state: 'paid', balance: '0.00', credited: '50.00' });

    // Refunding what was paid: nothing is owed, so it is the company's credit.
    expect(
      (await refund(orderId, { amount: '150.00', reason: 'goodwill' }, manager)).statusCode,
    ).toBe(201);
    expect((await orderRow(t, orderId))!.paymentStatus).toBe('refunded');
    const credits = () =>
      t.db
        .select({ amount: companyCredits.amount })
        .from(companyCredits)
        .where(eq(companyCredits.companyId, company.companyId));
    expect((await credits()).map((row) => row.amount)).toEqual(['150.00']);
    const account = await t.app.inject({
      method: 'GET',
      url: `/api/admin/companies/${company.companyId}/invoices`,
      headers: { cookie: manager },
    });
    expect(account.json().account).toMatchObject({ balance: '0.00', credit: '150.00' });

    // The next invoice takes the credit off what it asks for.
    const next = await onAccount(1);
    expect(await invoiceOf(next.invoiceId)).toMatchObject({ amount: '100.00', credited: '100.00' });
    expect((await credits()).map((row) => row.amount)).toEqual(['150.00', '-100.00']);
  });
});

describe.runIf(process.env.DATABASE_URL)('ten refunds at once on PostgreSQL', () => {
  it('give back exactly what was left, never more', async () => {
    const { orderId } = await paidCardOrder('45.00', 1);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => refund(orderId, { amount: '10.00', reason: 'goodwill' })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 400, 400, 400, 400, 400, 400]);
    const rows = await rowsOf(orderId);
    expect(rows.map((row) => row.amount)).toEqual(['10.00', '10.00', '10.00', '10.00']);
    expect((await refund(orderId, { amount: '5.00', reason: 'goodwill' })).statusCode).toBe(201);
    expect((await orderRow(t, orderId))!.paymentStatus).toBe('refunded');
  });
});
