import type { APIRequestContext } from '@playwright/test';
import { trpcMutation } from '../admin/helpers.ts';
import { linkIn, nthEmail } from '../support/mail.ts';
import { expect, test, type Page } from './test.ts';
import { expectAccessible, newProduct, signInAsAdmin, uniqueName } from './helpers.ts';

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Related products load as the buyer scrolls near them, below the reviews. */
const scrollToBottom = (page: Page) =>
  page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

/** A guest's quote request for a new product, shipped by staff with a UPS tracking number. */
async function shippedGuestOrder(staff: APIRequestContext) {
  const email = `${uniqueName('guest')}@example.com`;
  const product = await newProduct(staff, uniqueName('Lookup Kit '));
  const order = await trpcMutation<{ id: number }>(staff, 'checkout.requestQuote', {
    customerName: 'Robin Guest',
    customerEmail: email,
    customerPhone: '+1 503 555 0100',
    customerAddress: '9 Quarry Rd, Tacoma, WA',
    items: [{ productId: product.id, quantity: 2 }],
  });
  const shipped = await staff.patch(`/api/orders/${order.id}/tracking`, {
    data: { status: 'shipped', trackingNumber: '1Z999AA10123456784', trackingCarrier: 'ups' },
  });
  expect(shipped.ok()).toBe(true);
  return { email, orderId: order.id, product };
}

test.describe('finding an order as a guest', () => {
  test('the shipped e-mail leads to the order page, with the carrier’s tracking link', async ({
    page,
    browser,
    baseURL,
  }) => {
    const staff = (await browser.newContext({ baseURL })).request;
    await signInAsAdmin(staff);
    const { email, orderId, product } = await shippedGuestOrder(staff);

    const mail = await nthEmail(email, `Your order #${orderId} has shipped`);
    expect(mail.text).toContain('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    const link = new URL(linkIn(mail, '/find-order'));
    await page.goto(`${link.pathname}${link.search}`);

    await expect(page.getByRole('heading', { level: 1, name: 'Find your order' })).toBeVisible();
    await expect(page.getByLabel('Order number')).toHaveValue(String(orderId));
    await expect(page.getByLabel('Email')).toBeFocused();
    await expectAccessible(page);

    // A wrong address: told at the form, in words that do not say whether the order exists.
    await page.getByLabel('Email').fill('someone@else.example');
    await page.getByRole('button', { name: 'Find order' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'No order matches' });
    await expect(failure).toBeVisible();
    await expect(failure).toBeFocused();

    await page.getByLabel('Email').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Find order' }).click();
    // A quote request goes by its quote's number, with the order's beside it.
    await expect(
      page.getByRole('heading', { level: 1, name: /^Quote request Q-\d{6}$/ }),
    ).toBeVisible();
    await expect(page.getByText(`Order #${orderId} · Placed on`)).toBeVisible();
    await expect(page.getByText(product.name)).toBeVisible();
    await expect(page.getByText('Carrier: UPS')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Track your shipment with UPS' })).toHaveAttribute(
      'href',
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
    // The account's actions are not offered to a guest.
    await expect(page.getByRole('button', { name: 'Order Again' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Download invoice' })).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Find another order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Find your order' })).toBeVisible();
  });

  test('is reachable from the footer and the sign-in form, and fits a phone', async ({
    page,
    browser,
    baseURL,
  }) => {
    const staff = (await browser.newContext({ baseURL })).request;
    await signInAsAdmin(staff);
    const { email, orderId } = await shippedGuestOrder(staff);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Find Your Order' }).click();
    await expect(page).toHaveURL(/\/find-order$/);
    await expect(page.getByLabel('Order number')).toBeFocused();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);

    await page.goto('/?signin=1');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('link', { name: 'Find your order' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/find-order$/);

    await page.getByLabel('Order number').fill(`#${orderId}`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Find order' }).click();
    // A quote request goes by its quote's number, with the order's beside it.
    await expect(
      page.getByRole('heading', { level: 1, name: /^Quote request Q-\d{6}$/ }),
    ).toBeVisible();
    await expect(page.getByText(`Order #${orderId} · Placed on`)).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);

    // Malformed input is caught at the form.
    await page.getByRole('button', { name: 'Find another order' }).click();
    await page.getByLabel('Order number').fill('abc');
    await page.getByRole('button', { name: 'Find order' }).click();
    await expect(page.getByLabel('Order number')).toHaveAccessibleDescription(
      'Enter the order number from your confirmation e-mail, e.g. 1042 or Q-000007',
    );
  });
});

test.describe('related products', () => {
  test('the product page shows related products and, once three orders agree, what was bought with it', async ({
    page,
    browser,
    baseURL,
  }) => {
    const staff = (await browser.newContext({ baseURL })).request;
    await signInAsAdmin(staff);
    const main = await newProduct(staff, uniqueName('Core Drill '), 200);
    const companion = await newProduct(staff, uniqueName('Core Bit '), 200);
    const sibling = await newProduct(staff, uniqueName('Drill Stand '), 200);

    await page.goto(`/equipment/${main.id}`);
    await scrollToBottom(page);
    const related = page.getByRole('region', { name: 'Related products' });
    await expect(related.getByRole('heading', { name: sibling.name })).toBeVisible();
    await expect(related.getByRole('heading', { name: companion.name })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Customers also bought' })).toHaveCount(0);
    await expectAccessible(page);

    for (let order = 0; order < 3; order++) {
      await trpcMutation(staff, 'checkout.requestQuote', {
        customerName: 'Robin Guest',
        customerEmail: `${uniqueName('buyer')}@example.com`,
        customerPhone: '+1 503 555 0100',
        customerAddress: '9 Quarry Rd, Tacoma, WA',
        items: [
          { productId: main.id, quantity: 1 },
          { productId: companion.id, quantity: 1 },
        ],
      });
    }
    await page.reload();
    await scrollToBottom(page);
    const alsoBought = page.getByRole('region', { name: 'Customers also bought' });
    await expect(alsoBought.getByRole('heading', { name: companion.name })).toBeVisible();
    await expect(related.getByRole('heading', { name: companion.name })).toHaveCount(0);
    // A card leads to its product.
    await related.getByRole('link', { name: sibling.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: sibling.name })).toBeVisible();
  });

  test('the row scrolls inside itself on a phone and shows four cards across a desktop', async ({
    page,
    browser,
    baseURL,
  }) => {
    const staff = (await browser.newContext({ baseURL })).request;
    await signInAsAdmin(staff);
    const main = await newProduct(staff, uniqueName('Tile Saw '));
    for (let i = 0; i < 5; i++) await newProduct(staff, uniqueName(`Saw Blade ${i} `));

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/equipment/${main.id}`);
    await scrollToBottom(page);
    const row = page.getByRole('region', { name: 'Related products' });
    await row.scrollIntoViewIfNeeded();
    await expect(row.getByTestId('product-card').first()).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    const scrolls = await row.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(scrolls).toBe(true);
    await expectAccessible(page);

    await page.setViewportSize({ width: 1280, height: 900 });
    const cards = row.getByTestId('product-card');
    const tops = await cards.evaluateAll((elements) =>
      elements.slice(0, 4).map((element) => Math.round(element.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size).toBe(1);
    const fourth = await cards.nth(3).boundingBox();
    const rowBox = await row.boundingBox();
    expect(fourth!.x + fourth!.width).toBeLessThanOrEqual(rowBox!.x + rowBox!.width + 1);
  });
});
