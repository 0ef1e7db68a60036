// The reconciliation of refunds whose webhook never came, with the built-in test provider: it
// answers a refund as it made it, and a refund already settled is never asked about again.
import { randomUUID } from 'node:crypto';
import { refunds } from '@buildright/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentProvider, type PaymentProvider } from '../payments/index.ts';
import { noMetrics } from '../shared/ports.ts';
import {
  addCategory,
  addProduct,
  buyer,
  card,
  CARDS,
  newCustomer,
  newStaff,
} from '../testing/fixtures.ts';
import { createTestShop, type TestShop } from '../testing/test-shop.ts';
import { settleUnansweredRefunds } from './reconcile.ts';

let shop: TestShop;
let provider: PaymentProvider;

beforeAll(async () => {
  shop = await createTestShop();
  provider = createPaymentProvider({ provider: 'test' }, shop.db);
});
afterAll(() => shop?.close());

describe('the test provider asked how a refund stands', () => {
  it('answers it as it made it; a refund settled already is not asked about again', async () => {
    const owner = await newStaff(shop, 'owner');
    const customer = await newCustomer(shop);
    const product = await addProduct(shop.db, {
      categoryId: (await addCategory(shop.db)).id,
      price: '40.00',
      stock: 5,
    });
    const started = await customer.api.payments.createIntent({
      ...buyer,
      customerEmail: customer.email,
      checkoutId: randomUUID(),
      items: [{ id: product.id, quantity: 1 }],
    });
    await shop.as().payments.confirmTestPayment({
      clientSecret: started.clientSecret,
      card: card(CARDS.succeeds),
    });
    const made = await owner.api.refunds.create({
      id: started.orderId,
      amount: '15.00',
      reason: 'goodwill',
    });
    expect(made.status).toBe('succeeded');
    const [row] = await shop.db.select().from(refunds).where(eq(refunds.id, made.id));

    expect(await provider.refundStatus(row!.providerRefundId!)).toMatchObject({
      id: row!.providerRefundId,
      outcome: 'succeeded',
      amountCents: 1500,
      refundId: made.id,
    });
    await expect(provider.refundStatus('tre_none')).rejects.toThrow("No such refund: 'tre_none'");

    await shop.db
      .update(refunds)
      .set({ createdAt: sql`${refunds.createdAt} - interval '1 hour'` })
      .where(eq(refunds.id, made.id));
    const asked: string[] = [];
    const settled = await settleUnansweredRefunds({
      db: shop.db,
      payments: {
        ...provider,
        refundStatus: (id) => (asked.push(id), provider.refundStatus(id)),
      },
      shopEmail: shop.settings.shopEmail,
      log: { info() {}, warn() {}, error() {} },
      metrics: noMetrics,
    });
    expect(settled).toEqual([]);
    expect(asked).toEqual([]);
    const [after] = await shop.db.select().from(refunds).where(eq(refunds.id, made.id));
    expect(after).toEqual({ ...row!, createdAt: after!.createdAt });
  });
});
