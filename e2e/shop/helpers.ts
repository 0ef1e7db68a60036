import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { trpcMutation, trpcQuery } from '../admin/helpers.ts';

/** A product as the REST API documents it (SPEC §3). */
export interface ApiProduct {
  id: number;
  name: string;
  description: string;
  price: string;
  salePrice: string | null;
  category: string;
  stock: number;
  imageUrl: string | null;
  images: { url: string; order: number; alt?: string }[];
  sku: string | null;
  isActive: boolean;
}

interface ApiCategory {
  id: number;
  name: string;
  isActive: boolean;
}

/** The live catalogue: other suites may have changed the demo data, so tests look things up. */
export async function catalogue(request: APIRequestContext): Promise<ApiProduct[]> {
  const response = await request.get('/api/products');
  expect(response.ok()).toBe(true);
  return (await response.json()) as ApiProduct[];
}

export async function categories(request: APIRequestContext): Promise<ApiCategory[]> {
  const response = await request.get('/api/categories');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as ApiCategory[]).filter((category) => category.isActive);
}

export async function findProduct(
  request: APIRequestContext,
  predicate: (product: ApiProduct) => boolean,
  what: string,
): Promise<ApiProduct> {
  const found = (await catalogue(request)).find(
    (product) => product.isActive && predicate(product),
  );
  if (!found) throw new Error(`The demo catalogue has no ${what}`);
  return found;
}

/** A product that can be ordered many times over without running out. */
export const plentiful = (product: ApiProduct) => product.stock >= 50;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const money = (amount: string | number) => usd.format(Number(amount));

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function uniqueName(prefix: string) {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** Registers a customer through the API; the browser context shares the session cookie. */
export async function registerCustomer(
  page: Page,
  overrides: Partial<{ firstName: string; lastName: string }> = {},
) {
  const user = {
    username: uniqueName('buyer'),
    email: `${uniqueName('buyer')}@example.com`,
    password: 'correct-horse-battery',
    firstName: 'Casey',
    lastName: 'Builder',
    ...overrides,
  };
  const response = await page.request.post('/api/local/register', { data: user });
  expect(response.status()).toBe(201);
  return user;
}

export async function signInAsAdmin(request: APIRequestContext) {
  const response = await request.post('/api/admin/login', {
    data: { username: 'admin', password: 'admin123' },
  });
  expect(response.ok()).toBe(true);
}

/** The newest toast with this title (the one it replaced may still be fading out). */
function toast(page: Page, title: string): Locator {
  return page.getByTestId('toast').filter({ hasText: title }).last();
}

/**
 * Waits for the toast. `waitFor` watches the page without pause, so a toast shown only for the
 * moment before the page moves on (the account's "logged out" one) is seen all the same.
 */
export async function expectToast(page: Page, title: string, description?: string) {
  const found = description
    ? toast(page, title).filter({ hasText: description })
    : toast(page, title);
  await found.waitFor();
  return found;
}

export const header = (page: Page) => page.locator('header');

export function cartButton(page: Page) {
  return header(page).getByRole('button', { name: /^Cart,/ });
}

export async function openCart(page: Page) {
  await cartButton(page).click();
  const panel = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(panel).toBeVisible();
  return panel;
}

/** Puts products in the cart the way a customer does: from their product pages. */
export async function addToCart(page: Page, product: Pick<ApiProduct, 'id' | 'name'>, times = 1) {
  await page.goto(`/equipment/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  for (let i = 0; i < times; i += 1) {
    // The product's own button: the related rows' cards below it have one each.
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
  }
  await expectToast(page, 'Added to Cart');
}

/** No serious or critical axe-core violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  // Let entrance transitions settle so contrast is measured on final colours.
  await page.waitForTimeout(400);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} -> ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Opens the catalogue from another page: the server sends /equipment with its products, so only
 * arriving this way makes the browser ask for them (and meet what a test holds or fakes).
 */
export async function browseToCatalogue(page: Page) {
  await page.goto('/about');
  await page.getByRole('banner').getByRole('link', { name: 'Equipment', exact: true }).click();
}

/** Holds tRPC calls whose path contains `procedure` until `release` is called. */
export async function holdTrpc(page: Page, procedure: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes(procedure),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/** Answers tRPC calls of `procedure` with a server error. */
export async function failTrpc(page: Page, procedure: string) {
  await page.route(
    (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes(procedure),
    (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
}

/** The document at `url` is a PDF the request's cookies may read. */
export async function expectPdf(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), `${url}: ${response.status()}`).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
}

/** WCAG's contrast of the element's text colour on its own background: at least 4.5 to 1. */
export async function expectReadable(element: Locator) {
  const contrast = await element.evaluate((node) => {
    const style = getComputedStyle(node);
    const luminance = (color: string) => {
      const [r, g, b] = color
        .match(/[\d.]+/g)!
        .slice(0, 3)
        .map((part) => {
          const channel = Number(part) / 255;
          return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
        });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort(
      (a, b) => b - a,
    );
    return (light! + 0.05) / (dark! + 0.05);
  });
  expect(contrast).toBeGreaterThanOrEqual(4.5);
}

let toolsId: number | undefined;

/** A universal product in Tools, made through the admin's API. */
export async function newProduct(staff: APIRequestContext, name: string, stock = 40) {
  toolsId ??= (await trpcQuery<{ id: number; name: string }[]>(staff, 'categories.adminList')).find(
    (category) => category.name === 'Tools',
  )!.id;
  const { id } = await trpcMutation<{ id: number }>(staff, 'catalog.create', {
    name,
    description: '<p>Made by the end-to-end tests.</p>',
    price: '40.00',
    salePrice: null,
    stock,
    categoryId: toolsId,
    images: [],
    isActive: true,
  });
  return { id, name };
}
