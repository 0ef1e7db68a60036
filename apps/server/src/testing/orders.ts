import { addCategory, signInAdmin } from './fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** The app for the order tests: staff signed in and an Attachments category to add products to. */
export async function ordersShop() {
  const t = await createTestApp();
  const admin = await signInAdmin(t);
  const categoryId = (await addCategory(t.db, { name: 'Attachments' })).id;
  return { t, admin, categoryId };
}

/** POST /api/orders, as a guest or with a session cookie. */
export const placeOrder = (t: TestApp, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/orders', payload, headers: cookie ? { cookie } : {} });
