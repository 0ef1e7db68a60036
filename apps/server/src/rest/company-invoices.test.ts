import { remindOverdueInvoices } from '@buildright/api';
import { auditEntries, invoices, orders } from '@buildright/db';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyAdmin, joinedMember } from '../testing/companies.ts';
import { addCategory, addProduct, signInStaff } from '../testing/fixtures.ts';
import { placeOrder } from '../testing/orders.ts';
import { buyer as checkout } from '../testing/payments.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { trpcMutation, trpcQuery } from '../testing/trpc.ts';

let t: TestApp;
let manager: string;
let sales: string;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  manager = (await signInStaff(t, 'manager')).cookie;
  sales = (await signInStaff(t, 'sales')).cookie;
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

/** A company on Net 30 whose admin has placed two orders on account: $300 and $200. */
async function companyWithInvoices() {
  const admin = await companyAdmin(t, `Invoice Co ${Date.now()}`);
  await call('PUT', `/api/admin/companies/${admin.companyId}`, manager, {
    paymentTerms: 'net30',
    creditLimit: '5000.00',
    creditHold: false,
    graceDays: 3,
  });
  const product = await addProduct(t.db, { categoryId, price: '100.00', stock: 50 });
  const orderIds: number[] = [];
  for (const quantity of [3, 2]) {
    const placed = await placeOrder(
      t,
      { ...checkout, items: [{ productId: product.id, quantity }], paymentMethod: 'account' },
      admin.cookie,
    );
    expect(placed.statusCode, placed.body).toBe(201);
    orderIds.push(placed.json().id);
  }
  const ids = await Promise.all(
    orderIds.map(async (orderId) => {
      const [invoice] = await t.db
        .select({ id: invoices.id })
        .from(invoices)
        .where(eq(invoices.orderId, orderId));
      return invoice!.id;
    }),
  );
  return { admin, orderIds, invoiceIds: ids };
}

describe("a company's invoices", () => {
  it('are listed with their due day and state, and the balance, for admins and approvers', async () => {
    const { admin, invoiceIds } = await companyWithInvoices();
    const approver = await joinedMember(t, admin.cookie, 'approver');
    const buyer = await joinedMember(t, admin.cookie, 'buyer');
    for (const cookie of [admin.cookie, approver.cookie]) {
      const listed = await call('GET', '/api/companies/me/invoices', cookie);
      expect(listed.statusCode).toBe(200);
      expect(listed.json().account).toMatchObject({
        paymentTerms: 'net30',
        balance: '500.00',
        overdue: '0.00',
        available: '4500.00',
        hold: null,
      });
      expect(listed.json().invoices).toEqual([
        expect.objectContaining({ id: invoiceIds[1], amount: '200.00', state: 'open' }),
        expect.objectContaining({ id: invoiceIds[0], amount: '300.00', balance: '300.00' }),
      ]);
    }
    const refused = await call('GET', '/api/companies/me/invoices', buyer.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      "Only a company admin or approver can see the company's invoices; you are a buyer",
    );
  });

  it('take payments staff record, in part or in full; paid in full, the order is paid', async () => {
    const { admin, orderIds, invoiceIds } = await companyWithInvoices();
    const url = `/api/admin/invoices/${invoiceIds[0]}/payments`;
    expect((await call('POST', url, sales, { amount: '100.00', reference: 'x' })).statusCode).toBe(
      403,
    );
    const part = await call('POST', url, manager, { amount: '120.50', reference: 'Wire 5512' });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().account.balance).toBe('379.50');
    const over = await call('POST', url, manager, { amount: '180.00', reference: 'Wire 5513' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      `$180.00 is more than the $179.50 still owed on INV-${String(invoiceIds[0]).padStart(6, '0')}`,
    );
    const rest = await call('POST', url, manager, { amount: '179.50', reference: 'Cheque 88' });
    expect(rest.statusCode).toBe(200);
    expect(rest.json().account.balance).toBe('200.00');
    expect(
      rest.json().invoices.find((invoice: { id: number }) => invoice.id === invoiceIds[0]),
    ).toMatchObject({ state: 'paid', paid: '300.00', balance: '0.00' });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderIds[0]!));
    expect(order!.paymentStatus).toBe('paid');
    const again = await call('POST', url, manager, { amount: '1.00', reference: 'Late' });
    expect(again.statusCode).toBe(409);
    const [entry] = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, 'invoice'), eq(auditEntries.entityId, invoiceIds[0]!)))
      .orderBy(desc(auditEntries.id))
      .limit(1);
    expect(entry).toMatchObject({ action: 'invoice.payment_recorded' });

    // Only invoices owed stay in the default list; all of them on asking.
    const open = (await call('GET', '/api/companies/me/invoices', admin.cookie)).json();
    expect(open.invoices.map((invoice: { id: number }) => invoice.id)).toEqual([invoiceIds[1]]);
    const all = (await call('GET', '/api/companies/me/invoices?show=all', admin.cookie)).json();
    expect(all.invoices).toHaveLength(2);
  });

  it('refuse a payment that is not a positive amount, naming the field', async () => {
    const { invoiceIds } = await companyWithInvoices();
    const url = `/api/admin/invoices/${invoiceIds[0]}/payments`;
    for (const amount of ['0', '-5.00', '12.345', true]) {
      const response = await call('POST', url, manager, { amount, reference: 'Wire' });
      expect(response.statusCode, String(amount)).toBe(400);
      expect(Object.keys(response.json().errors)).toContain('amount');
    }
    const noReference = await call('POST', url, manager, { amount: '5.00', reference: ' ' });
    expect(Object.keys(noReference.json().errors)).toContain('reference');
    expect(
      (
        await call('POST', '/api/admin/invoices/99999999/payments', manager, {
          amount: '5.00',
          reference: 'Wire',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('become overdue past their due day; the company is reminded once', async () => {
    const { admin, invoiceIds, orderIds } = await companyWithInvoices();
    await t.db.update(invoices).set({ dueOn: '2026-01-10' }).where(eq(invoices.id, invoiceIds[0]!));
    const listed = (await call('GET', '/api/companies/me/invoices', admin.cookie)).json();
    expect(listed.account).toMatchObject({
      overdue: '300.00',
      hold: 'Your company is on credit hold: an invoice was due on 2026-01-10 and is still unpaid',
    });
    expect(listed.invoices[1]).toMatchObject({ state: 'overdue' });

    const reminded = await remindOverdueInvoices(t.db, 'shop@buildright.test');
    expect(reminded).toContain(invoiceIds[0]);
    expect(reminded).not.toContain(invoiceIds[1]);
    expect(await remindOverdueInvoices(t.db, 'shop@buildright.test')).not.toContain(invoiceIds[0]);
    await t.deliverMail();
    const reminders = t.outbox.filter(
      (mail) => mail.subject === `Invoice INV-${String(invoiceIds[0]).padStart(6, '0')} is overdue`,
    );
    expect(reminders.map((mail) => mail.to)).toEqual(['ap@digger.example']);
    expect(reminders[0]!.text).toContain(`order #${orderIds[0]}`);

    // The dashboard counts what is owed and what is overdue.
    const admin2 = (await signInStaff(t, 'owner')).cookie;
    const stats = await trpcQuery<{ receivables: string; overdueReceivables: string }>(
      t,
      'stats.dashboard',
      undefined,
      admin2,
    );
    expect(Number(stats.data.overdueReceivables)).toBeGreaterThanOrEqual(300);
    expect(Number(stats.data.receivables)).toBeGreaterThanOrEqual(500);
  });

  it("are in the statement PDF, and each invoice opens for the company's admin", async () => {
    const { admin, orderIds } = await companyWithInvoices();
    const statement = await call('GET', '/api/companies/me/statement.pdf', admin.cookie);
    expect(statement.statusCode).toBe(200);
    expect(statement.headers['content-type']).toBe('application/pdf');
    expect(statement.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const buyer = await joinedMember(t, admin.cookie, 'buyer');
    expect((await call('GET', '/api/companies/me/statement.pdf', buyer.cookie)).statusCode).toBe(
      403,
    );
    const approver = await joinedMember(t, admin.cookie, 'approver');
    const invoice = await call('GET', `/api/orders/${orderIds[0]}/invoice.pdf`, approver.cookie);
    expect(invoice.statusCode).toBe(200);
    expect(
      (await call('GET', `/api/orders/${orderIds[0]}/invoice.pdf`, buyer.cookie)).statusCode,
    ).toBe(404);
  });

  it('read the same number and dates in the PDF, the statement and the company tab', async () => {
    const { admin, orderIds, invoiceIds } = await companyWithInvoices();
    // As the demo's older invoices are: issued and due long before the document was drawn.
    await t.db
      .update(invoices)
      .set({ issuedAt: new Date('2026-10-22T15:00:00Z'), dueOn: '2026-11-21' })
      .where(eq(invoices.id, invoiceIds[0]!));
    const owner = (await signInStaff(t, 'owner')).cookie;
    const remit = {
      cardHoldMinutes: 30,
      remitToAddress: 'BuildRight Receivables\n400 Yard Way\nPortland, OR 97210',
      paymentInstructions: 'ACH: routing 123456789, account 000111222',
    };
    expect((await trpcMutation(t, 'settings.update', remit, owner)).status).toBe(200);

    const pdf = await trpcQuery<{
      document: { invoiceNumber: string; issuedOn: string; dueOn: string };
      shop: { remitToAddress: string; paymentInstructions: string };
    }>(t, 'documents.invoice', { orderId: orderIds[0] }, admin.cookie);
    const listed = (await call('GET', '/api/companies/me/invoices', admin.cookie)).json();
    const tab = listed.invoices.find((invoice: { id: number }) => invoice.id === invoiceIds[0]);
    const statement = await trpcQuery<{
      document: { invoices: { number: string; issuedOn: string; dueOn: string }[] };
      shop: { remitToAddress: string };
    }>(t, 'companies.member.statement', undefined, admin.cookie);
    const line = statement.data.document.invoices.find((row) => row.number === tab.number);
    const read = {
      number: 'INV-' + String(invoiceIds[0]).padStart(6, '0'),
      issuedOn: '2026-10-22',
      dueOn: '2026-11-21',
    };
    expect({ number: tab.number, issuedOn: tab.issuedOn, dueOn: tab.dueOn }).toEqual(read);
    expect({ number: line!.number, issuedOn: line!.issuedOn, dueOn: line!.dueOn }).toEqual(read);
    const { document } = pdf.data;
    expect({
      number: document.invoiceNumber,
      issuedOn: document.issuedOn,
      dueOn: document.dueOn,
    }).toEqual(read);
    expect(pdf.data.shop).toMatchObject({
      remitToAddress: remit.remitToAddress,
      paymentInstructions: remit.paymentInstructions,
    });
    expect(statement.data.shop.remitToAddress).toBe(remit.remitToAddress);
    const drawn = await call('GET', `/api/orders/${orderIds[0]}/invoice.pdf`, admin.cookie);
    expect(drawn.statusCode).toBe(200);
    await trpcMutation(
      t,
      'settings.update',
      { ...remit, remitToAddress: null, paymentInstructions: null },
      owner,
    );
  });

  it('are read by staff for any company', async () => {
    const { admin } = await companyWithInvoices();
    const listed = await call('GET', `/api/admin/companies/${admin.companyId}/invoices`, sales);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().account.balance).toBe('500.00');
  });
});
