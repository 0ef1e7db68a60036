import { inDays, mailSubjects, quotedProducts, revision } from '@buildright/api/testing';
import { quotes } from '@buildright/db';
import { eq } from 'drizzle-orm';
import { signInAdmin } from '../testing/fixtures.ts';
import { buyer } from '../testing/payments.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

export { inDays, mailSubjects, revision };

/** A quote request as the shop places it (POST /api/orders); answers its order and quote. */
export async function requestQuote(
  t: TestApp,
  items: { productId: number; quantity: number }[],
  cookie?: string,
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { ...buyer, items },
    headers: cookie ? { cookie } : {},
  });
  if (response.statusCode !== 201) throw new Error(`POST /api/orders: ${response.body}`);
  const orderId = response.json().id as number;
  const [quote] = await t.db.select().from(quotes).where(eq(quotes.orderId, orderId));
  return { orderId, quoteId: quote!.id, token: quote!.token };
}

/** Staff write a draft and send it. */
export async function priceAndSend(
  t: TestApp,
  admin: string,
  quoteId: number,
  body: ReturnType<typeof revision>,
) {
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/quotes/${quoteId}`,
    payload: body,
    headers: { cookie: admin },
  });
  if (saved.statusCode !== 200) throw new Error(`PUT quote: ${saved.body}`);
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/admin/quotes/${quoteId}/send`,
    headers: { cookie: admin },
  });
  if (sent.statusCode !== 200) throw new Error(`send quote: ${sent.body}`);
  return sent.json();
}

export const buyerCall = (t: TestApp, token: string, action: string, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/quotes/${token}/${action}`,
    payload: payload as object,
  });

/** The app with staff signed in, and the products quote tests ask for. */
export async function quoteShop() {
  const t = await createTestApp({ env: { PUBLIC_URL: 'https://shop.example' } });
  const admin = await signInAdmin(t);
  return { t, admin, ...(await quotedProducts(t.db)) };
}
