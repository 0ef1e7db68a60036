import { expireApprovals } from '@buildright/api';
import { auditEntries, invoices, orders, products } from '@buildright/db';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyAdmin, joinedMember } from '../testing/companies.ts';
import { addCategory, addProduct, registerCustomer, signInStaff } from '../testing/fixtures.ts';
import { placeOrder } from '../testing/orders.ts';
import { buyer as checkout } from '../testing/payments.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let manager: string;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  manager = (await signInStaff(t, 'manager')).cookie;
  categoryId = (await addCategory(t.db)).id;
});
afterAll(() => t?.close());

function call(method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload }),
  });
}

const terms = { paymentTerms: 'net30', creditLimit: '10000.00', creditHold: false, graceDays: 5 };

/**
 * A company on Net 30 with an admin, an approver and a buyer whose limits are $500 an order and
 * $1,000 a month; a product at $100.
 */
async function companyOnTerms(values: Partial<typeof terms> = {}) {
  const admin = await companyAdmin(t, `Terms Co ${Date.now()}`);
  const set = await call('PUT', `/api/admin/companies/${admin.companyId}`, manager, {
    ...terms,
    ...values,
  });
  expect(set.statusCode, set.body).toBe(200);
  const approver = await joinedMember(t, admin.cookie, 'approver');
  const buyer = await joinedMember(t, admin.cookie, 'buyer', {
    orderLimit: '500.00',
    monthlyLimit: '1000.00',
  });
  const product = await addProduct(t.db, { categoryId, price: '100.00', stock: 100 });
  return { admin, approver, buyer, product, companyId: admin.companyId };
}

const onAccount = (cookie: string, productId: number, quantity: number, extra: object = {}) =>
  placeOrder(
    t,
    { ...checkout, items: [{ productId, quantity }], paymentMethod: 'account', ...extra },
    cookie,
  );

const stockOf = async (id: number) =>
  (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!
    .stock;

const mailsTo = async (email: string) => {
  await t.deliverMail();
  return t.outbox.filter((mail) => mail.to === email).map((mail) => mail.subject);
};

describe('pay on account', () => {
  it('within the limits places the order on the company account and invoices it on its terms', async () => {
    const { buyer, product, companyId } = await companyOnTerms();
    const placed = await onAccount(buyer.cookie, product.id, 3, { poNumber: 'PO-7781' });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({
      status: 'pending',
      paymentMethod: 'account',
      paymentStatus: 'unpaid',
      total: '300.00',
      poNumber: 'PO-7781',
    });
    const orderId = placed.json().id;
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(invoice).toMatchObject({ companyId, amount: '300.00', paid: '0.00' });
    const issued = invoice!.issuedAt.toISOString().slice(0, 10);
    const due = new Date(`${issued}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 30);
    expect(invoice!.dueOn).toBe(due.toISOString().slice(0, 10));
    expect(invoice!.document).toMatchObject({ payment: 'account', terms: 'Net 30' });
    expect(await stockOf(product.id)).toBe(97);
    expect(await mailsTo(checkout.customerEmail)).toContain(
      `Order #${orderId} placed on your company's account`,
    );

    const pdf = await call('GET', `/api/orders/${orderId}/invoice.pdf`, buyer.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('past the order limit waits for approval with its units held; approvers are e-mailed', async () => {
    const { buyer, approver, admin, product } = await companyOnTerms();
    const placed = await onAccount(buyer.cookie, product.id, 6);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ status: 'awaiting_approval', total: '600.00' });
    const orderId = placed.json().id;
    expect(await stockOf(product.id)).toBe(94);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.approvalReason).toBe('Above the $500.00 order limit');
    expect(await t.db.select().from(invoices).where(eq(invoices.orderId, orderId))).toEqual([]);
    const subject = `Order #${orderId} needs your approval`;
    expect(await mailsTo(approver.email)).toContain(subject);
    expect(await mailsTo(admin.account.email)).toContain(subject);
    expect(await mailsTo(buyer.email)).not.toContain(subject);

    const queue = await call('GET', '/api/companies/me/approvals', approver.cookie);
    expect(queue.statusCode).toBe(200);
    expect(queue.json()).toEqual([
      expect.objectContaining({
        orderId,
        total: '600.00',
        reason: 'Above the $500.00 order limit',
        lines: [expect.objectContaining({ quantity: 6, lineTotal: '600.00' })],
      }),
    ]);
  });

  it('an approver approves: the order goes ahead, is invoiced, logged and the buyer told', async () => {
    const { buyer, approver, product } = await companyOnTerms();
    const orderId = (await onAccount(buyer.cookie, product.id, 6)).json().id;
    const approved = await call(
      'POST',
      `/api/companies/me/approvals/${orderId}/approve`,
      approver.cookie,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'pending', approvalExpiresAt: null });
    expect(await t.db.select().from(invoices).where(eq(invoices.orderId, orderId))).toHaveLength(1);
    expect(await mailsTo(checkout.customerEmail)).toContain(`Your order #${orderId} was approved`);
    const [entry] = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, 'order'), eq(auditEntries.entityId, orderId)))
      .orderBy(desc(auditEntries.id))
      .limit(1);
    expect(entry).toMatchObject({ action: 'order.approved' });
    expect(entry!.actorName).toMatch(/\(customer\)$/);
    // Decided once.
    const again = await call(
      'POST',
      `/api/companies/me/approvals/${orderId}/approve`,
      approver.cookie,
    );
    expect(again.statusCode).toBe(404);
  });

  it('an approver rejects with a note: cancelled, units back on sale, the buyer reads why', async () => {
    const { buyer, approver, product } = await companyOnTerms();
    const orderId = (await onAccount(buyer.cookie, product.id, 7)).json().id;
    expect(await stockOf(product.id)).toBe(93);
    const noNote = await call(
      'POST',
      `/api/companies/me/approvals/${orderId}/reject`,
      approver.cookie,
      { note: '  ' },
    );
    expect(noNote.statusCode).toBe(400);
    const rejected = await call(
      'POST',
      `/api/companies/me/approvals/${orderId}/reject`,
      approver.cookie,
      { note: 'Use the rental unit on site 4' },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().status).toBe('cancelled');
    expect(await stockOf(product.id)).toBe(100);
    expect(await mailsTo(checkout.customerEmail)).toContain(
      `Your order #${orderId} was not approved`,
    );
    const mail = t.outbox.filter((message) => message.to === checkout.customerEmail).at(-1);
    expect(mail!.text).toContain('Use the rental unit on site 4');
  });

  it('only approvers and admins of the company decide, and never their own order', async () => {
    const { buyer, admin, approver, product } = await companyOnTerms();
    const orderId = (await onAccount(buyer.cookie, product.id, 6)).json().id;
    const asBuyer = await call('GET', '/api/companies/me/approvals', buyer.cookie);
    expect(asBuyer.statusCode).toBe(403);
    expect(asBuyer.json().message).toBe(
      'Only a company approver or admin can see orders awaiting approval; you are a buyer',
    );
    const buyerApproves = await call(
      'POST',
      `/api/companies/me/approvals/${orderId}/approve`,
      buyer.cookie,
    );
    expect(buyerApproves.statusCode).toBe(403);

    const elsewhere = await companyAdmin(t, 'Elsewhere Approvals');
    const stranger = await call(
      'POST',
      `/api/companies/me/approvals/${orderId}/approve`,
      elsewhere.cookie,
    );
    expect(stranger.statusCode).toBe(404);

    // The admin's own order past a limit they gave themselves: another decides it.
    await call('PUT', `/api/companies/me/members/${admin.user.id}`, admin.cookie, {
      role: 'admin',
      orderLimit: '100.00',
      monthlyLimit: null,
    });
    const own = (await onAccount(admin.cookie, product.id, 2)).json();
    expect(own.status).toBe('awaiting_approval');
    const adminQueue = (await call('GET', '/api/companies/me/approvals', admin.cookie)).json();
    expect(
      adminQueue.find((approval: { orderId: number }) => approval.orderId === own.id),
    ).toMatchObject({ placedByYou: true });
    const approverQueue = (
      await call('GET', '/api/companies/me/approvals', approver.cookie)
    ).json();
    expect(
      approverQueue.find((approval: { orderId: number }) => approval.orderId === own.id),
    ).toMatchObject({ placedByYou: false });
    const selfApproved = await call(
      'POST',
      `/api/companies/me/approvals/${own.id}/approve`,
      admin.cookie,
    );
    expect(selfApproved.statusCode).toBe(403);
    expect(selfApproved.json().message).toBe(
      'You placed this order: another approver or admin of your company decides it',
    );
    expect(
      (await call('POST', `/api/companies/me/approvals/${own.id}/approve`, approver.cookie))
        .statusCode,
    ).toBe(200);
  });

  it("counts the month's orders against the monthly limit, two at once included", async () => {
    const { buyer, product } = await companyOnTerms();
    expect((await onAccount(buyer.cookie, product.id, 4)).json().status).toBe('pending');
    expect((await onAccount(buyer.cookie, product.id, 4)).json().status).toBe('pending');
    // $800 spent: two $200 orders at once cannot both pass under the $1,000 month.
    const both = await Promise.all([
      onAccount(buyer.cookie, product.id, 2),
      onAccount(buyer.cookie, product.id, 2),
    ]);
    expect(both.map((response) => response.statusCode)).toEqual([201, 201]);
    expect(both.map((response) => response.json().status).sort()).toEqual([
      'awaiting_approval',
      'pending',
    ]);
    const waiting = both.find((response) => response.json().status === 'awaiting_approval')!;
    const [order] = await t.db.select().from(orders).where(eq(orders.id, waiting.json().id));
    expect(order!.approvalReason).toBe(
      "Takes this month's orders to $1,200.00, past the $1,000.00 monthly limit",
    );
  });

  it("counts the member's other orders for the company, not an open quote request", async () => {
    const { buyer, product, companyId } = await companyOnTerms();
    const quote = await placeOrder(
      t,
      { ...checkout, items: [{ productId: product.id, quantity: 9 }] },
      buyer.cookie,
    );
    expect(quote.statusCode).toBe(201);
    const [request] = await t.db.select().from(orders).where(eq(orders.id, quote.json().id));
    expect(request).toMatchObject({ companyId, paymentMethod: 'quote' });
    // $900 asked for, not bought: $400 more stays within the $1,000 month.
    expect((await onAccount(buyer.cookie, product.id, 4)).json().status).toBe('pending');
    // Once the request is an order paid otherwise, it counts.
    await t.db
      .update(orders)
      .set({ paymentMethod: 'po', status: 'processing' })
      .where(eq(orders.id, quote.json().id));
    expect((await onAccount(buyer.cookie, product.id, 1)).json().status).toBe('awaiting_approval');
  });

  it('is refused whole past the available credit, two orders at once included', async () => {
    const { admin, product } = await companyOnTerms({ creditLimit: '1000.00' });
    const first = await onAccount(admin.cookie, product.id, 7);
    expect(first.json().status).toBe('pending');
    const view = await call('GET', '/api/companies/me', admin.cookie);
    expect(view.json().account).toEqual({ hold: null, availableCredit: '300.00' });
    const refused = await onAccount(admin.cookie, product.id, 4);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "This order ($400.00) is more than your company's available credit ($300.00): pay by card, or ask us to raise the limit",
    );
    expect(await stockOf(product.id)).toBe(93);
    const race = await Promise.all([
      onAccount(admin.cookie, product.id, 2),
      onAccount(admin.cookie, product.id, 2),
    ]);
    expect(race.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(await stockOf(product.id)).toBe(91);
  });

  it('is refused under a credit hold staff set, or once an invoice is overdue past the grace days', async () => {
    const held = await companyOnTerms({ creditHold: true });
    // The checkout reads the hold from the company before the buyer tries.
    const heldView = await call('GET', '/api/companies/me', held.buyer.cookie);
    expect(heldView.json().account).toEqual({
      hold: 'Your company is on credit hold: please contact us to pay on account',
      availableCredit: '10000.00',
    });
    const onHold = await onAccount(held.admin.cookie, held.product.id, 1);
    expect(onHold.statusCode).toBe(409);
    expect(onHold.json().message).toBe(
      'Your company is on credit hold: please contact us to pay on account',
    );

    const late = await companyOnTerms();
    const orderId = (await onAccount(late.admin.cookie, late.product.id, 1)).json().id;
    await t.db.update(invoices).set({ dueOn: '2020-01-01' }).where(eq(invoices.orderId, orderId));
    const overdue = await onAccount(late.admin.cookie, late.product.id, 1);
    expect(overdue.statusCode).toBe(409);
    expect(overdue.json().message).toBe(
      'Your company is on credit hold: an invoice was due on 2020-01-01 and is still unpaid',
    );
    // Paid, the hold lifts by itself.
    await t.db.update(invoices).set({ paid: '100.00' }).where(eq(invoices.orderId, orderId));
    expect((await onAccount(late.admin.cookie, late.product.id, 1)).statusCode).toBe(201);
  });

  it('is for members of a company with terms, signed in', async () => {
    const product = await addProduct(t.db, { categoryId, stock: 10 });
    const loner = await registerCustomer(t);
    const notMember = await onAccount(loner.cookie, product.id, 1);
    expect(notMember.statusCode).toBe(409);
    expect(notMember.json().message).toBe(
      'Pay on account is for members of a company the shop has given payment terms: pay by card instead',
    );
    const noTerms = await companyAdmin(t, 'No Terms Yet Ltd');
    const refused = await onAccount(noTerms.cookie, product.id, 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'No Terms Yet Ltd has no payment terms yet: pay by card or ask us to open an account',
    );
    expect((await onAccount('', product.id, 1)).statusCode).toBe(401);
    expect(await stockOf(product.id)).toBe(10);
  });

  it('refuses a payment method or PO it does not take, and places nothing', async () => {
    const { buyer, product } = await companyOnTerms();
    const cash = await onAccount(buyer.cookie, product.id, 1, { paymentMethod: 'cash' });
    expect(cash.statusCode).toBe(400);
    expect(Object.keys(cash.json().errors)).toContain('paymentMethod');
    const longPo = await onAccount(buyer.cookie, product.id, 1, { poNumber: 'x'.repeat(101) });
    expect(longPo.statusCode).toBe(400);
    expect(Object.keys(longPo.json().errors)).toContain('poNumber');
    expect(await stockOf(product.id)).toBe(100);
  });
});

describe('an approval no one decides', () => {
  it('is cancelled once its hold runs out; the units go back and the buyer is told', async () => {
    const { buyer, product } = await companyOnTerms();
    const orderId = (await onAccount(buyer.cookie, product.id, 6)).json().id;
    expect(await expireApprovals(t.db, 'shop@buildright.test')).not.toContain(orderId);
    const later = new Date(Date.now() + 8 * 86_400_000);
    expect(await expireApprovals(t.db, 'shop@buildright.test', later)).toContain(orderId);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.status).toBe('cancelled');
    expect(await stockOf(product.id)).toBe(100);
    expect(await mailsTo(checkout.customerEmail)).toContain(
      `Your order #${orderId} was not approved`,
    );
  });
});

describe("a company's orders", () => {
  it('are listed newest first for its admins, approvers and staff, not for its buyers', async () => {
    const { admin, approver, buyer, product, companyId } = await companyOnTerms();
    const first = (await onAccount(buyer.cookie, product.id, 1)).json().id;
    const second = (await onAccount(admin.cookie, product.id, 6)).json().id;
    for (const cookie of [admin.cookie, approver.cookie]) {
      const listed = await call('GET', '/api/companies/me/orders', cookie);
      expect(listed.statusCode).toBe(200);
      expect(listed.json()).toMatchObject({ total: 2, totalIsEstimate: false, pageSize: 25 });
      expect(listed.json().orders.map((order: { id: number }) => order.id)).toEqual([
        second,
        first,
      ]);
      expect(listed.json().orders[1]).toMatchObject({
        placedBy: checkout.customerName,
        total: '100.00',
        status: 'pending',
        paymentMethod: 'account',
      });
    }
    expect((await call('GET', '/api/companies/me/orders', buyer.cookie)).statusCode).toBe(403);
    const staff = await call('GET', `/api/admin/companies/${companyId}/orders?page=1`, manager);
    expect(staff.statusCode).toBe(200);
    expect(staff.json().total).toBe(2);
    expect((await call('GET', '/api/admin/companies/99999999/orders', manager)).statusCode).toBe(
      404,
    );
  });
});
