import { auditEntries, invoices, orders } from '@buildright/db';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyAdmin, joinedMember } from '../testing/companies.ts';
import {
  addCategory,
  addProduct,
  buyer as checkout,
  newStaff,
  refusalOf,
} from '../testing/fixtures.ts';
import { createTestShop, type TestShop } from '../testing/test-shop.ts';
import { remindOverdueInvoices } from './index.ts';

type Staff = Awaited<ReturnType<typeof newStaff>>;

let shop: TestShop;
let manager: Staff;
let sales: Staff;
let categoryId: number;

beforeAll(async () => {
  shop = await createTestShop();
  manager = await newStaff(shop, 'manager');
  sales = await newStaff(shop, 'sales');
  categoryId = (await addCategory(shop.db)).id;
});
afterAll(() => shop?.close());

/** A company on Net 30 whose admin has placed two orders on account: $300 and $200. */
async function companyWithInvoices() {
  const admin = await companyAdmin(shop, `Invoice Co ${Date.now()}`);
  await manager.api.companies.staff.setTerms({
    id: admin.companyId,
    paymentTerms: 'net30',
    creditLimit: '5000.00',
    creditHold: false,
    graceDays: 3,
  });
  const product = await addProduct(shop.db, { categoryId, price: '100.00', stock: 50 });
  const orderIds: number[] = [];
  for (const quantity of [3, 2]) {
    const placed = await admin.api.companies.member.placeOnAccount({
      ...checkout,
      items: [{ productId: product.id, quantity }],
    });
    orderIds.push(placed.id);
  }
  const invoiceIds = await Promise.all(
    orderIds.map(async (orderId) => {
      const [invoice] = await shop.db
        .select({ id: invoices.id })
        .from(invoices)
        .where(eq(invoices.orderId, orderId));
      return invoice!.id;
    }),
  );
  return { admin, orderIds, invoiceIds };
}

const invoiceNumber = (id: number) => `INV-${String(id).padStart(6, '0')}`;

describe("a company's invoices", () => {
  it('are listed with their due day and state, and the balance, for admins and approvers', async () => {
    const { admin, invoiceIds } = await companyWithInvoices();
    const approver = await joinedMember(shop, admin, 'approver');
    const buyer = await joinedMember(shop, admin, 'buyer');
    for (const member of [admin, approver]) {
      const listed = await member.api.companies.member.invoices({});
      expect(listed.account).toMatchObject({
        paymentTerms: 'net30',
        balance: '500.00',
        overdue: '0.00',
        available: '4500.00',
        hold: null,
      });
      expect(listed.invoices).toEqual([
        expect.objectContaining({ id: invoiceIds[1], amount: '200.00', state: 'open' }),
        expect.objectContaining({ id: invoiceIds[0], amount: '300.00', balance: '300.00' }),
      ]);
    }
    expect(await refusalOf(buyer.api.companies.member.invoices({}))).toMatchObject({
      code: 'FORBIDDEN',
      message: "Only a company admin or approver can see the company's invoices; you are a buyer",
    });
  });

  it('take payments staff record, in part or in full; paid in full, the order is paid', async () => {
    const { admin, orderIds, invoiceIds } = await companyWithInvoices();
    const invoiceId = invoiceIds[0]!;
    const record = (who: Staff, amount: string, reference: string) =>
      who.api.companies.staff.recordPayment({ invoiceId, amount, reference });
    expect((await refusalOf(record(sales, '100.00', 'x'))).code).toBe('FORBIDDEN');
    const part = await record(manager, '120.50', 'Wire 5512');
    expect(part.account.balance).toBe('379.50');
    expect(await refusalOf(record(manager, '180.00', 'Wire 5513'))).toMatchObject({
      code: 'CONFLICT',
      message: `$180.00 is more than the $179.50 still owed on ${invoiceNumber(invoiceId)}`,
    });
    const rest = await record(manager, '179.50', 'Cheque 88');
    expect(rest.account.balance).toBe('200.00');
    expect(rest.invoices.find((invoice) => invoice.id === invoiceId)).toMatchObject({
      state: 'paid',
      paid: '300.00',
      balance: '0.00',
    });
    const [order] = await shop.db.select().from(orders).where(eq(orders.id, orderIds[0]!));
    expect(order!.paymentStatus).toBe('paid');
    expect((await refusalOf(record(manager, '1.00', 'Late'))).code).toBe('CONFLICT');
    const [entry] = await shop.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, 'invoice'), eq(auditEntries.entityId, invoiceId)))
      .orderBy(desc(auditEntries.id))
      .limit(1);
    expect(entry).toMatchObject({ action: 'invoice.payment_recorded' });

    // Only invoices owed stay in the default list; all of them on asking.
    const open = await admin.api.companies.member.invoices({});
    expect(open.invoices.map((invoice) => invoice.id)).toEqual([invoiceIds[1]]);
    const all = await admin.api.companies.member.invoices({ show: 'all' });
    expect(all.invoices).toHaveLength(2);
  });

  it('refuse a payment that is not a positive amount, naming the field', async () => {
    const { invoiceIds } = await companyWithInvoices();
    const record = (payment: { amount: unknown; reference: string }, invoiceId = invoiceIds[0]!) =>
      manager.api.companies.staff.recordPayment({ invoiceId, ...payment } as {
        invoiceId: number;
        amount: string;
        reference: string;
      });
    for (const amount of ['0', '-5.00', '12.345', true]) {
      const refused = await refusalOf(record({ amount, reference: 'Wire' }));
      expect(refused.code, String(amount)).toBe('BAD_REQUEST');
      expect(Object.keys(refused.fields), String(amount)).toContain('amount');
    }
    const noReference = await refusalOf(record({ amount: '5.00', reference: ' ' }));
    expect(Object.keys(noReference.fields)).toContain('reference');
    expect((await refusalOf(record({ amount: '5.00', reference: 'Wire' }, 99_999_999))).code).toBe(
      'NOT_FOUND',
    );
  });

  it('become overdue past their due day; the company is reminded once', async () => {
    const { admin, invoiceIds, orderIds } = await companyWithInvoices();
    await shop.db
      .update(invoices)
      .set({ dueOn: '2026-01-10' })
      .where(eq(invoices.id, invoiceIds[0]!));
    const listed = await admin.api.companies.member.invoices({});
    expect(listed.account).toMatchObject({
      overdue: '300.00',
      hold: 'Your company is on credit hold: an invoice was due on 2026-01-10 and is still unpaid',
    });
    expect(listed.invoices[1]).toMatchObject({ state: 'overdue' });

    const reminded = await remindOverdueInvoices(shop.db, 'shop@buildright.test');
    expect(reminded).toContain(invoiceIds[0]);
    expect(reminded).not.toContain(invoiceIds[1]);
    expect(await remindOverdueInvoices(shop.db, 'shop@buildright.test')).not.toContain(
      invoiceIds[0],
    );
    await shop.deliverMail();
    const reminders = shop.outbox.filter(
      (mail) => mail.subject === `Invoice ${invoiceNumber(invoiceIds[0]!)} is overdue`,
    );
    expect(reminders.map((mail) => mail.to)).toEqual(['ap@digger.example']);
    expect(reminders[0]!.text).toContain(`order #${orderIds[0]}`);

    // The dashboard counts what is owed and what is overdue.
    const owner = await newStaff(shop, 'owner');
    const stats = await owner.api.stats.dashboard();
    expect(Number(stats.overdueReceivables)).toBeGreaterThanOrEqual(300);
    expect(Number(stats.receivables)).toBeGreaterThanOrEqual(500);
  });

  it("are in the statement, and each invoice opens for the company's admins and approvers", async () => {
    const { admin, orderIds } = await companyWithInvoices();
    const { document } = await admin.api.companies.member.statement();
    expect(document.invoices).toHaveLength(2);
    const buyer = await joinedMember(shop, admin, 'buyer');
    expect((await refusalOf(buyer.api.companies.member.statement())).code).toBe('FORBIDDEN');
    const approver = await joinedMember(shop, admin, 'approver');
    const invoice = await approver.api.documents.invoice({ orderId: orderIds[0]! });
    expect(invoice.document.total).toBe('300.00');
    expect((await refusalOf(buyer.api.documents.invoice({ orderId: orderIds[0]! }))).code).toBe(
      'NOT_FOUND',
    );
  });

  it('read the same number and dates in the PDF, the statement and the company tab', async () => {
    const { admin, orderIds, invoiceIds } = await companyWithInvoices();
    // As the demo's older invoices are: issued and due long before the document was drawn.
    await shop.db
      .update(invoices)
      .set({ issuedAt: new Date('2026-10-22T15:00:00Z'), dueOn: '2026-11-21' })
      .where(eq(invoices.id, invoiceIds[0]!));
    const owner = await newStaff(shop, 'owner');
    const remit = {
      cardHoldMinutes: 30,
      remitToAddress: 'BuildRight Receivables\n400 Yard Way\nPortland, OR 97210',
      paymentInstructions: 'ACH: routing 123456789, account 000111222',
    };
    await owner.api.settings.update(remit);

    const pdf = await admin.api.documents.invoice({ orderId: orderIds[0]! });
    const listed = await admin.api.companies.member.invoices({});
    const tab = listed.invoices.find((invoice) => invoice.id === invoiceIds[0])!;
    const statement = await admin.api.companies.member.statement();
    const line = statement.document.invoices.find((row) => row.number === tab.number);
    const read = {
      number: invoiceNumber(invoiceIds[0]!),
      issuedOn: '2026-10-22',
      dueOn: '2026-11-21',
    };
    expect({ number: tab.number, issuedOn: tab.issuedOn, dueOn: tab.dueOn }).toEqual(read);
    expect({ number: line!.number, issuedOn: line!.issuedOn, dueOn: line!.dueOn }).toEqual(read);
    const { document } = pdf;
    expect({
      number: document.invoiceNumber,
      issuedOn: document.issuedOn,
      dueOn: document.dueOn,
    }).toEqual(read);
    expect(pdf.shop).toMatchObject({
      remitToAddress: remit.remitToAddress,
      paymentInstructions: remit.paymentInstructions,
    });
    expect(statement.shop.remitToAddress).toBe(remit.remitToAddress);
    await owner.api.settings.update({ ...remit, remitToAddress: null, paymentInstructions: null });
  });

  it('are read by staff for any company', async () => {
    const { admin } = await companyWithInvoices();
    const listed = await sales.api.companies.staff.invoices({ id: admin.companyId });
    expect(listed.account.balance).toBe('500.00');
  });
});
