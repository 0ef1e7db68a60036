import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

export const ADMIN_URL = '/admin-dashboard/';
export const ADMIN = { username: 'admin', password: 'admin123' };

/** A name no other test (or earlier run on the same database) has used. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

interface TrpcEnvelope<T> {
  result?: { data: { json: T } };
  error?: { json: { message: string } };
}

async function unwrap<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as TrpcEnvelope<T>;
  if (!response.ok() || !body.result) {
    throw new Error(`tRPC ${response.url()}: ${response.status()} ${body.error?.json.message}`);
  }
  return body.result.data.json;
}

/** Calls a tRPC mutation as the shop does (superjson envelope), with the context's cookies. */
export async function trpcMutation<T>(request: APIRequestContext, path: string, input?: unknown) {
  return unwrap<T>(await request.post(`/trpc/${path}`, { data: { json: input ?? null } }));
}

export async function trpcQuery<T>(request: APIRequestContext, path: string, input?: unknown) {
  const query = encodeURIComponent(JSON.stringify({ json: input ?? null }));
  return unwrap<T>(await request.get(`/trpc/${path}?input=${query}`));
}

/** Signs in through the admin site's own form and waits for the dashboard. */
export async function signInAsAdmin(page: Page) {
  await page.goto(ADMIN_URL);
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

/** Opens one of the four top tabs. */
export async function openTab(
  page: Page,
  name: 'Dashboard' | 'Inventory' | 'Orders' | 'Users' | 'Customers' | 'Companies',
) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

/** A toast (Mantine notification) with this text. */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('.mantine-Notification-root').filter({ hasText: text });
}

/** axe-core: no serious or critical violation on what the page shows now. */
export async function expectAccessible(page: Page) {
  // Colours are measured once transitions (a toast sliding in, a modal fading) have finished.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  expect(blocking, blocking.join('\n')).toEqual([]);
}

interface ShopProduct {
  id: number;
  name: string;
  stock: number;
}

interface PlacedOrder {
  id: number;
  customerName: string;
  customerEmail: string;
  total: string;
}

/**
 * A customer registers in the shop and requests a quote for one in-stock product, all through
 * the shop's own tRPC calls; the returned context is signed in as that customer.
 */
export async function customerWithOrder(browser: Browser) {
  const context = await browser.newContext();
  const tag = unique('c').replace(/\W/g, '').toLowerCase();
  const customer = {
    username: `cust${tag}`,
    email: `cust${tag}@example.com`,
    password: 'customer-pass-123',
    firstName: 'Casey',
    lastName: `Customer ${tag}`,
  };
  await trpcMutation(context.request, 'auth.customer.register', customer);
  const catalogue = await trpcQuery<{ items: ShopProduct[] }>(context.request, 'catalog.list', {
    pageSize: 50,
  });
  const product = catalogue.items.find((p) => p.stock > 5);
  if (!product) throw new Error('The demo catalogue has no product in stock');
  const order = await trpcMutation<PlacedOrder>(context.request, 'checkout.requestQuote', {
    customerName: `${customer.firstName} ${customer.lastName}`,
    customerEmail: customer.email,
    customerPhone: '+1 555 0100',
    customerAddress: '12 Quarry Road\nSpringfield, OR 97477',
    items: [{ productId: product.id, quantity: 1 }],
  });
  return { context, customer, order, product };
}

/** Opens the Quotes tab, whose name also carries the count of quotes needing action. */
export async function openQuotesTab(page: Page) {
  const tab = page.getByRole('tab', { name: /^Quotes\b/ });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

export interface QuoteRequest {
  orderId: number;
  buyer: {
    customerName: string;
    customerEmail: string;
    customerPhone: string;
    customerAddress: string;
  };
  product: ShopProduct & { price: string; salePrice: string | null };
}

/** A guest asks for a quote the way the shop's Request Quote does (POST /api/orders). */
export async function placeQuoteRequest(
  request: APIRequestContext,
  quantity = 2,
): Promise<QuoteRequest> {
  const tag = unique('q').replace(/\W/g, '');
  const buyer = {
    customerName: `Quincy Quote ${tag}`,
    customerEmail: `quincy.${tag.toLowerCase()}@example.com`,
    customerPhone: '+1 555 0142',
    customerAddress: '7 Gravel Pit Lane\nSpringfield, OR 97477',
  };
  const catalogue = await trpcQuery<{ items: QuoteRequest['product'][] }>(request, 'catalog.list', {
    pageSize: 50,
  });
  const product = catalogue.items.find((p) => p.stock > 10);
  if (!product) throw new Error('The demo catalogue has no product with stock to quote');
  const response = await request.post('/api/orders', {
    data: { ...buyer, items: [{ productId: product.id, quantity }] },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return { orderId: id, buyer, product };
}

/** A product as GET /api/products lists it. */
export interface ActiveProduct extends ShopProduct {
  isActive: boolean;
}

/** A guest checks out with a card, as the shop's payment page does, and pays or is declined. */
export async function cardOrder(request: APIRequestContext, cardNumber: string) {
  const products = (await (await request.get('/api/products')).json()) as ActiveProduct[];
  const product = products.find((p) => p.isActive && p.stock >= 10);
  if (!product) throw new Error('The demo catalogue has no product in stock');
  const tag = unique('d').replace(/\W/g, '');
  const email = `dash.${tag.toLowerCase()}@example.com`;
  const started = await trpcMutation<{ clientSecret: string; orderId: number; amount: string }>(
    request,
    'payments.createIntent',
    {
      customerName: `Dash Buyer ${tag}`,
      customerEmail: email,
      customerPhone: '+1 555 0199',
      customerAddress: '9 Depot Street\nSpringfield, OR 97477',
      items: [{ productId: product.id, quantity: 1 }],
      checkoutId: randomUUID(),
    },
  );
  await trpcMutation(request, 'payments.confirmTestPayment', {
    clientSecret: started.clientSecret,
    card: { cardNumber, expiry: '12/34', cvc: '123' },
  });
  return { id: started.orderId, amount: started.amount, email };
}
