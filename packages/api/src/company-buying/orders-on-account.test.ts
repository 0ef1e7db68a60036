import { auditEntries, invoices, orders } from '@buildright/db';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyAdmin, joinedMember } from '../testing/companies.ts';
import {
  addCategory,
  addProduct,
  buyer as checkout,
  newCustomer,
  newStaff,
  refusalOf,
  stockOf,
  type Customer,
} from '../testing/fixtures.ts';
import { createTestShop, type TestShop } from '../testing/test-shop.ts';
import { expireApprovals } from './index.ts';

let shop: TestShop;
let manager: Awaited<ReturnType<typeof newStaff>>;
let categoryId: number;

beforeAll(async () => {
  shop = await createTestShop();
  manager = await newStaff(shop, 'manager');
  categoryId = (await addCategory(shop.db)).id;
});
afterAll(() => shop?.close());

const terms = {
  paymentTerms: 'net30' as const,
  creditLimit: '10000.00',
  creditHold: false,
  graceDays: 5,
};

/**
 * A company on Net 30 with an admin, an approver and a buyer whose limits are $500 an order and
 * $1,000 a month; a product at $100.
 */
async function companyOnTerms(values: Partial<typeof terms> = {}) {
  const admin = await companyAdmin(shop, `Terms Co ${Date.now()}`);
  await manager.api.companies.staff.setTerms({ id: admin.companyId, ...terms, ...values });
  const approver = await joinedMember(shop, admin, 'approver');
  const buyer = await joinedMember(shop, admin, 'buyer', {
    orderLimit: '500.00',
    monthlyLimit: '1000.00',
  });
  const product = await addProduct(shop.db, { categoryId, price: '100.00', stock: 100 });
  return { admin, approver, buyer, product, companyId: admin.companyId };
}

const onAccount = (
  who: Pick<Customer, 'api'>,
  productId: number,
  quantity: number,
  extra: { poNumber?: string } = {},
) =>
  who.api.companies.member.placeOnAccount({
    ...checkout,
    items: [{ productId, quantity }],
    ...extra,
  });

const stock = (id: number) => stockOf(shop.db, id);

const mailsTo = async (email: string) => {
  await shop.deliverMail();
  return shop.outbox.filter((mail) => mail.to === email).map((mail) => mail.subject);
};

/** Each of calls made at once: what it placed, or why it was refused. */
const outcomes = async (calls: Promise<{ status: string }>[]) =>
  (await Promise.allSettled(calls)).map((outcome) =>
    outcome.status === 'fulfilled' ? outcome.value.status : 'refused',
  );

describe('pay on account', () => {
  it('within the limits places the order on the company account and invoices it on its terms', async () => {
    const { buyer, product, companyId } = await companyOnTerms();
    const placed = await onAccount(buyer, product.id, 3, { poNumber: 'PO-7781' });
    expect(placed).toMatchObject({
      status: 'pending',
      paymentMethod: 'account',
      paymentStatus: 'unpaid',
      total: '300.00',
      poNumber: 'PO-7781',
    });
    const orderId = placed.id;
    const [invoice] = await shop.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(invoice).toMatchObject({ companyId, amount: '300.00', paid: '0.00' });
    const issued = invoice!.issuedAt.toISOString().slice(0, 10);
    const due = new Date(`${issued}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 30);
    expect(invoice!.dueOn).toBe(due.toISOString().slice(0, 10));
    expect(invoice!.document).toMatchObject({ payment: 'account', terms: 'Net 30' });
    expect(await stock(product.id)).toBe(97);
    expect(await mailsTo(checkout.customerEmail)).toContain(
      `Order #${orderId} placed on your company's account`,
    );

    // What the invoice PDF draws, for the buyer who placed it.
    const { document } = await buyer.api.documents.invoice({ orderId });
    expect(document).toMatchObject({ payment: 'account', total: '300.00' });
  });

  it('past the order limit waits for approval with its units held; approvers are e-mailed', async () => {
    const { buyer, approver, admin, product } = await companyOnTerms();
    const placed = await onAccount(buyer, product.id, 6);
    expect(placed).toMatchObject({ status: 'awaiting_approval', total: '600.00' });
    const orderId = placed.id;
    expect(await stock(product.id)).toBe(94);
    const [order] = await shop.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.approvalReason).toBe('Above the $500.00 order limit');
    expect(await shop.db.select().from(invoices).where(eq(invoices.orderId, orderId))).toEqual([]);
    const subject = `Order #${orderId} needs your approval`;
    expect(await mailsTo(approver.email)).toContain(subject);
    expect(await mailsTo(admin.email)).toContain(subject);
    expect(await mailsTo(buyer.email)).not.toContain(subject);

    expect(await approver.api.companies.member.approvals()).toEqual([
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
    const orderId = (await onAccount(buyer, product.id, 6)).id;
    const approved = await approver.api.companies.member.approve({ orderId });
    expect(approved).toMatchObject({ status: 'pending', approvalExpiresAt: null });
    expect(await shop.db.select().from(invoices).where(eq(invoices.orderId, orderId))).toHaveLength(
      1,
    );
    expect(await mailsTo(checkout.customerEmail)).toContain(`Your order #${orderId} was approved`);
    const [entry] = await shop.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, 'order'), eq(auditEntries.entityId, orderId)))
      .orderBy(desc(auditEntries.id))
      .limit(1);
    expect(entry).toMatchObject({ action: 'order.approved' });
    expect(entry!.actorName).toMatch(/\(customer\)$/);
    // Decided once.
    expect((await refusalOf(approver.api.companies.member.approve({ orderId }))).code).toBe(
      'NOT_FOUND',
    );
  });

  it('an approver rejects with a note: cancelled, units back on sale, the buyer reads why', async () => {
    const { buyer, approver, product } = await companyOnTerms();
    const orderId = (await onAccount(buyer, product.id, 7)).id;
    expect(await stock(product.id)).toBe(93);
    const noNote = await refusalOf(approver.api.companies.member.reject({ orderId, note: '  ' }));
    expect(noNote.code).toBe('BAD_REQUEST');
    const rejected = await approver.api.companies.member.reject({
      orderId,
      note: 'Use the rental unit on site 4',
    });
    expect(rejected.status).toBe('cancelled');
    expect(await stock(product.id)).toBe(100);
    expect(await mailsTo(checkout.customerEmail)).toContain(
      `Your order #${orderId} was not approved`,
    );
    const mail = shop.outbox.filter((message) => message.to === checkout.customerEmail).at(-1);
    expect(mail!.text).toContain('Use the rental unit on site 4');
  });

  it('only approvers and admins of the company decide, and never their own order', async () => {
    const { buyer, admin, approver, product } = await companyOnTerms();
    const orderId = (await onAccount(buyer, product.id, 6)).id;
    expect(await refusalOf(buyer.api.companies.member.approvals())).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only a company approver or admin can see orders awaiting approval; you are a buyer',
    });
    expect((await refusalOf(buyer.api.companies.member.approve({ orderId }))).code).toBe(
      'FORBIDDEN',
    );

    const elsewhere = await companyAdmin(shop, 'Elsewhere Approvals');
    expect((await refusalOf(elsewhere.api.companies.member.approve({ orderId }))).code).toBe(
      'NOT_FOUND',
    );

    // The admin's own order past a limit they gave themselves: another decides it.
    await admin.api.companies.member.changeMember({
      customerId: admin.id,
      role: 'admin',
      orderLimit: '100.00',
      monthlyLimit: null,
    });
    const own = await onAccount(admin, product.id, 2);
    expect(own.status).toBe('awaiting_approval');
    const adminQueue = await admin.api.companies.member.approvals();
    expect(adminQueue.find((approval) => approval.orderId === own.id)).toMatchObject({
      placedByYou: true,
    });
    const approverQueue = await approver.api.companies.member.approvals();
    expect(approverQueue.find((approval) => approval.orderId === own.id)).toMatchObject({
      placedByYou: false,
    });
    expect(await refusalOf(admin.api.companies.member.approve({ orderId: own.id }))).toMatchObject({
      code: 'FORBIDDEN',
      message: 'You placed this order: another approver or admin of your company decides it',
    });
    await approver.api.companies.member.approve({ orderId: own.id });
  });

  it("counts the month's orders against the monthly limit, two at once included", async () => {
    const { buyer, product } = await companyOnTerms();
    expect((await onAccount(buyer, product.id, 4)).status).toBe('pending');
    expect((await onAccount(buyer, product.id, 4)).status).toBe('pending');
    // $800 spent: two $200 orders at once cannot both pass under the $1,000 month.
    const both = await Promise.all([
      onAccount(buyer, product.id, 2),
      onAccount(buyer, product.id, 2),
    ]);
    expect(both.map((order) => order.status).sort()).toEqual(['awaiting_approval', 'pending']);
    const waiting = both.find((order) => order.status === 'awaiting_approval')!;
    const [order] = await shop.db.select().from(orders).where(eq(orders.id, waiting.id));
    expect(order!.approvalReason).toBe(
      "Takes this month's orders to $1,200.00, past the $1,000.00 monthly limit",
    );
  });

  it("counts the member's other orders for the company, not an open quote request", async () => {
    const { buyer, product, companyId } = await companyOnTerms();
    const quote = await buyer.api.checkout.requestQuote({
      ...checkout,
      items: [{ productId: product.id, quantity: 9 }],
    });
    const [request] = await shop.db.select().from(orders).where(eq(orders.id, quote.id));
    expect(request).toMatchObject({ companyId, paymentMethod: 'quote' });
    // $900 asked for, not bought: $400 more stays within the $1,000 month.
    expect((await onAccount(buyer, product.id, 4)).status).toBe('pending');
    // Once the request is an order paid otherwise, it counts.
    await shop.db
      .update(orders)
      .set({ paymentMethod: 'po', status: 'processing' })
      .where(eq(orders.id, quote.id));
    expect((await onAccount(buyer, product.id, 1)).status).toBe('awaiting_approval');
  });

  it('is refused whole past the available credit, two orders at once included', async () => {
    const { admin, product } = await companyOnTerms({ creditLimit: '1000.00' });
    expect((await onAccount(admin, product.id, 7)).status).toBe('pending');
    const view = await admin.api.companies.member.mine();
    expect(view.account).toEqual({ hold: null, availableCredit: '300.00' });
    expect(await refusalOf(onAccount(admin, product.id, 4))).toMatchObject({
      code: 'CONFLICT',
      message:
        "This order ($400.00) is more than your company's available credit ($300.00): pay by card, or ask us to raise the limit",
    });
    expect(await stock(product.id)).toBe(93);
    const race = await outcomes([onAccount(admin, product.id, 2), onAccount(admin, product.id, 2)]);
    expect(race.sort()).toEqual(['pending', 'refused']);
    expect(await stock(product.id)).toBe(91);
  });

  it('is refused under a credit hold staff set, or once an invoice is overdue past the grace days', async () => {
    const held = await companyOnTerms({ creditHold: true });
    // The checkout reads the hold from the company before the buyer tries.
    expect((await held.buyer.api.companies.member.mine()).account).toEqual({
      hold: 'Your company is on credit hold: please contact us to pay on account',
      availableCredit: '10000.00',
    });
    expect(await refusalOf(onAccount(held.admin, held.product.id, 1))).toMatchObject({
      code: 'CONFLICT',
      message: 'Your company is on credit hold: please contact us to pay on account',
    });

    const late = await companyOnTerms();
    const orderId = (await onAccount(late.admin, late.product.id, 1)).id;
    await shop.db
      .update(invoices)
      .set({ dueOn: '2020-01-01' })
      .where(eq(invoices.orderId, orderId));
    expect(await refusalOf(onAccount(late.admin, late.product.id, 1))).toMatchObject({
      code: 'CONFLICT',
      message:
        'Your company is on credit hold: an invoice was due on 2020-01-01 and is still unpaid',
    });
    // Paid, the hold lifts by itself.
    await shop.db.update(invoices).set({ paid: '100.00' }).where(eq(invoices.orderId, orderId));
    await onAccount(late.admin, late.product.id, 1);
  });

  it('is for members of a company with terms, signed in', async () => {
    const product = await addProduct(shop.db, { categoryId, stock: 10 });
    const loner = await newCustomer(shop);
    expect(await refusalOf(onAccount(loner, product.id, 1))).toMatchObject({
      code: 'CONFLICT',
      message:
        'Pay on account is for members of a company the shop has given payment terms: pay by card instead',
    });
    const noTerms = await companyAdmin(shop, 'No Terms Yet Ltd');
    expect(await refusalOf(onAccount(noTerms, product.id, 1))).toMatchObject({
      code: 'CONFLICT',
      message:
        'No Terms Yet Ltd has no payment terms yet: pay by card or ask us to open an account',
    });
    expect((await refusalOf(onAccount({ api: shop.as() }, product.id, 1))).code).toBe(
      'UNAUTHORIZED',
    );
    expect(await stock(product.id)).toBe(10);
  });

  it('refuses a PO number it does not take, and places nothing', async () => {
    const { buyer, product } = await companyOnTerms();
    const longPo = await refusalOf(onAccount(buyer, product.id, 1, { poNumber: 'x'.repeat(101) }));
    expect(longPo.code).toBe('BAD_REQUEST');
    expect(Object.keys(longPo.fields)).toContain('poNumber');
    expect(await stock(product.id)).toBe(100);
  });
});

describe('an approval no one decides', () => {
  it('is cancelled once its hold runs out; the units go back and the buyer is told', async () => {
    const { buyer, product } = await companyOnTerms();
    const orderId = (await onAccount(buyer, product.id, 6)).id;
    expect(await expireApprovals(shop.db, 'shop@buildright.test')).not.toContain(orderId);
    const later = new Date(Date.now() + 8 * 86_400_000);
    expect(await expireApprovals(shop.db, 'shop@buildright.test', later)).toContain(orderId);
    const [order] = await shop.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.status).toBe('cancelled');
    expect(await stock(product.id)).toBe(100);
    expect(await mailsTo(checkout.customerEmail)).toContain(
      `Your order #${orderId} was not approved`,
    );
  });
});

describe("a company's orders", () => {
  it('are listed newest first for its admins, approvers and staff, not for its buyers', async () => {
    const { admin, approver, buyer, product, companyId } = await companyOnTerms();
    const first = (await onAccount(buyer, product.id, 1)).id;
    const second = (await onAccount(admin, product.id, 6)).id;
    for (const member of [admin, approver]) {
      const listed = await member.api.companies.member.orders({});
      expect(listed).toMatchObject({ total: 2, totalIsEstimate: false, pageSize: 25 });
      expect(listed.orders.map((order) => order.id)).toEqual([second, first]);
      expect(listed.orders[1]).toMatchObject({
        placedBy: checkout.customerName,
        total: '100.00',
        status: 'pending',
        paymentMethod: 'account',
      });
    }
    expect((await refusalOf(buyer.api.companies.member.orders({}))).code).toBe('FORBIDDEN');
    const staffView = await manager.api.companies.staff.orders({ id: companyId, page: 1 });
    expect(staffView.total).toBe(2);
    expect((await refusalOf(manager.api.companies.staff.orders({ id: 99_999_999 }))).code).toBe(
      'NOT_FOUND',
    );
  });
});
