import { isoDate, addDays } from '@buildright/api/shared';
import { quotes } from '@buildright/db';
import { eq } from 'drizzle-orm';
import { addCategory, addProduct, signInAdmin } from '../testing/fixtures.ts';
import { buyer } from '../testing/payments.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

export const inDays = (days: number) => addDays(isoDate(new Date()), days);

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

export function revision(
  lines: { productId: number; quantity: number; unitPrice: string }[],
  extra: Record<string, unknown> = {},
) {
  return {
    lines,
    discount: null,
    deliveryCharge: '0.00',
    validUntil: inDays(14),
    note: null,
    ...extra,
  };
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

/** A guest's request for one of a product, priced at `unitPrice` a piece and sent. */
export async function sentQuote(t: TestApp, admin: string, productId: number, unitPrice: string) {
  const request = await requestQuote(t, [{ productId, quantity: 1 }]);
  await priceAndSend(t, admin, request.quoteId, revision([{ productId, quantity: 1, unitPrice }]));
  return request;
}

export const buyerCall = (t: TestApp, token: string, action: string, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/quotes/${token}/${action}`,
    payload: payload as object,
  });

/**
 * The app with staff signed in, an excavator and a discounted bucket, stocked for the many guest
 * requests a test file makes: guests' requests may hold only half of a product.
 */
export async function quoteShop() {
  const t = await createTestApp({ env: { PUBLIC_URL: 'https://shop.example' } });
  const admin = await signInAdmin(t);
  const category = await addCategory(t.db);
  const excavatorId = (
    await addProduct(t.db, { categoryId: category.id, price: '12000.00', stock: 50 })
  ).id;
  const bucketId = (
    await addProduct(t.db, {
      categoryId: category.id,
      price: '900.00',
      salePrice: '850.00',
      stock: 100,
    })
  ).id;
  return { t, admin, excavatorId, bucketId };
}

/** The mail sent since the last call (or the outbox was emptied), as `to: subject`. */
export const mailSubjects = async (t: TestApp) => {
  await t.deliverMail();
  return t.outbox.splice(0).map((mail) => `${mail.to}: ${mail.subject}`);
};
