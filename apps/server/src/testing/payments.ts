import { randomUUID } from 'node:crypto';
import { orders, products, testPaymentIntents } from '@buildright/db';
import { eq } from 'drizzle-orm';
import { buyer, card, CARDS } from '@buildright/api/testing';
import type { TestApp } from './test-app.ts';

export { buyer, card, CARDS };

/** Calls a tRPC procedure over HTTP the way the shop's client does (superjson envelope). */
export async function trpc(t: TestApp, path: string, input?: unknown, cookie?: string) {
  const query = path === 'payments.config';
  const response = await t.app.inject({
    method: query ? 'GET' : 'POST',
    url: `/trpc/${path}`,
    payload: query ? undefined : { json: input },
    headers: cookie ? { cookie } : {},
  });
  const body = response.json();
  return {
    status: response.statusCode,
    data: body.result?.data?.json,
    error: body.error?.json as { message: string; data?: { code: string } } | undefined,
  };
}

interface StartedPayment {
  clientSecret: string;
  orderId: number;
  amount: string;
  amountCents: number;
  provider: string;
  publishableKey: string | null;
}

export async function startPayment(
  t: TestApp,
  items: { id?: number; productId?: number; quantity: number; price?: string; name?: string }[],
  extra: { checkoutId?: string; amount?: unknown } = {},
  /** A signed-in customer's session; a guest's checkout holds at most guests' share of stock. */
  cookie?: string,
): Promise<StartedPayment> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    payload: { ...buyer, checkoutId: randomUUID(), ...extra, items },
    headers: cookie ? { cookie } : {},
  });
  if (response.statusCode !== 200) throw new Error(`create-payment-intent: ${response.body}`);
  return response.json();
}

export const orderRow = async (t: TestApp, id: number) =>
  (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

export const stockOf = async (t: TestApp, id: number) =>
  (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!
    .stock;

/** The test provider's intent of an order, as stored. */
export async function testIntentOf(t: TestApp, orderId: number) {
  const [row] = await t.db
    .select()
    .from(testPaymentIntents)
    .where(eq(testPaymentIntents.orderId, orderId));
  return row!;
}

/** The bank has taken the money, but nobody has told the shop yet. */
export async function succeedAtProvider(t: TestApp, orderId: number) {
  await t.db
    .update(testPaymentIntents)
    .set({ status: 'succeeded' })
    .where(eq(testPaymentIntents.orderId, orderId));
  return testIntentOf(t, orderId);
}
