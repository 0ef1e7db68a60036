// The payment's one writer through the real app: moves of its table go through, the rest are a
// 409 that changes nothing.
import { invoicePayments, invoices, orders } from '@buildright/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyAdmin } from '../testing/companies.ts';
import {
  addCategory,
  addProduct,
  registerCustomer,
  signInAdmin,
  signInStaff,
} from '../testing/fixtures.ts';
import { placeOrder } from '../testing/orders.ts';
import {
  buyer,
  orderRow,
  startPayment,
  stockOf,
  succeedAtProvider,
  trpc,
} from '../testing/payments.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { trpcMutation } from '../testing/trpc.ts';

let t: TestApp;
let admin: string;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
  categoryId = (await addCategory(t.db)).id;
});
afterAll(() => t?.close());

const moveOrder = (id: number, status: 'pending' | 'cancelled') =>
  trpcMutation<{ status: string; paymentStatus: string }>(
    t,
    'orders.update',
    { id, values: { status, trackingNumber: null, estimatedDelivery: null } },
    admin,
  );

describe("a card attempt's payment", () => {
  it('cancelled by staff reads cancelled; revived, it is unpaid again and holds its units', async () => {
    const plate = await addProduct(t.db, { categoryId, stock: 5 });
    const { cookie } = await registerCustomer(t);
    const started = await startPayment(t, [{ id: plate.id, quantity: 4 }], {}, cookie);
    expect(await stockOf(t, plate.id)).toBe(1);

    const cancelled = await moveOrder(started.orderId, 'cancelled');
    expect(cancelled.status, JSON.stringify(cancelled.error)).toBe(200);
    expect(cancelled.data).toMatchObject({ status: 'cancelled', paymentStatus: 'cancelled' });
    expect(await stockOf(t, plate.id)).toBe(5);

    const revived = await moveOrder(started.orderId, 'pending');
    expect(revived.status, JSON.stringify(revived.error)).toBe(200);
    expect(revived.data).toMatchObject({ status: 'pending', paymentStatus: 'unpaid' });
    expect(await stockOf(t, plate.id)).toBe(1);
  });

  it('taken by the bank after it was cancelled is recorded as paid and refunded at once', async () => {
    const pump = await addProduct(t.db, { categoryId, stock: 3 });
    const started = await startPayment(t, [{ id: pump.id, quantity: 1 }]);
    expect((await moveOrder(started.orderId, 'cancelled')).status).toBe(200);
    // The bank had taken the money before the cancellation reached it.
    const intent = await succeedAtProvider(t, started.orderId);
    const confirmed = await trpc(t, 'payments.confirm', {
      paymentIntentId: intent.id,
      clientSecret: intent.clientSecret,
    });
    expect(confirmed.data).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect((await orderRow(t, started.orderId))!.notes).toContain(
      'Card payment received after this order was cancelled: it is refunded.',
    );
    expect(await stockOf(t, pump.id)).toBe(3);
  });
});

describe('a refused payment move', () => {
  it('answers 409 with the reason and changes nothing', async () => {
    const manager = (await signInStaff(t, 'manager')).cookie;
    const company = await companyAdmin(t, `Refund Co ${Date.now()}`);
    const terms = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/companies/${company.companyId}`,
      headers: { cookie: manager },
      payload: { paymentTerms: 'net30', creditLimit: '5000.00', creditHold: false, graceDays: 3 },
    });
    expect(terms.statusCode, terms.body).toBe(200);
    const product = await addProduct(t.db, { categoryId, price: '100.00', stock: 10 });
    const placed = await placeOrder(
      t,
      { ...buyer, items: [{ productId: product.id, quantity: 2 }], paymentMethod: 'account' },
      company.cookie,
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId: number = placed.json().id;
    const [invoice] = await t.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.orderId, orderId));
    // Refunded already (as the returns issue will record it): it cannot be paid again.
    await t.db.update(orders).set({ paymentStatus: 'refunded' }).where(eq(orders.id, orderId));
    const before = await orderRow(t, orderId);

    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/invoices/${invoice!.id}/payments`,
      headers: { cookie: manager },
      payload: { amount: '200.00', reference: 'Wire 9001' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "This order's payment is refunded in full: it cannot be marked paid.",
    );
    expect(await orderRow(t, orderId)).toEqual(before);
    const [kept] = await t.db
      .select({ paid: invoices.paid })
      .from(invoices)
      .where(eq(invoices.id, invoice!.id));
    expect(kept!.paid).toBe('0.00');
    expect(
      await t.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoice!.id)),
    ).toEqual([]);
    expect(await stockOf(t, product.id)).toBe(8);
  });
});
