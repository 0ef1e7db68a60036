import { signInAsAdmin as signInToAdminSite } from '../admin/helpers.ts';
import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './test.ts';
import {
  expectAccessible,
  findProduct,
  newProduct,
  registerCustomer,
  signInAsAdmin,
  uniqueName,
} from './helpers.ts';

const buyer = {
  customerName: 'Casey Builder',
  customerEmail: 'casey@example.com',
  customerPhone: '+1 503 555 0100',
  customerAddress: '12 Quarry Road\nPortland, OR 97201',
};

/** The Product block of the page's JSON-LD. */
async function productJsonLd(page: Page) {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
  return blocks.find((block) => block['@type'] === 'Product') as Record<string, unknown>;
}

/** Mantine draws its radios (stars, segments) by their labels: a person clicks the label. */
async function choose(scope: Locator | Page, name: string) {
  const radio = scope.getByRole('radio', { name, exact: true });
  await scope.locator(`label[for="${await radio.getAttribute('id')}"]`).click();
  await expect(radio).toBeChecked();
}

test.describe('product reviews', () => {
  test('a demo product shows its published reviews, a new one that it has none', async ({
    page,
    browser,
    baseURL,
  }) => {
    const demo = await findProduct(page.request, () => true, 'demo product');
    // The page the server draws, before any JavaScript, carries the figures and the reviews.
    const drawn = await (await page.request.get(`/equipment/${demo.id}`)).text();
    expect(drawn).toContain('4.8 out of 5 from 127 reviews');
    expect(drawn).toContain('data-testid="review-list"');
    await page.goto(`/equipment/${demo.id}`);
    const main = page.getByRole('main');
    await expect(main.getByText('(127 reviews)')).toBeVisible();
    const reviews = main.getByRole('region', { name: 'Customer reviews' });
    await expect(reviews.getByTestId('reviews-average')).toHaveText(
      '4.8 out of 5 from 127 reviews',
    );
    const list = reviews.getByTestId('review-list').getByRole('listitem');
    await expect(list).toHaveCount(5);
    const firstTitle = await list.first().getByRole('heading').textContent();
    await reviews.getByRole('button', { name: 'Reviews page 2', exact: true }).click();
    await expect(list.first().getByRole('heading')).not.toHaveText(firstTitle!);
    await expect(list).toHaveCount(5);
    expect(await productJsonLd(page)).toMatchObject({
      aggregateRating: { ratingValue: '4.8', reviewCount: 127 },
    });
    await expectAccessible(page);

    const staff = (await browser.newContext({ baseURL })).request;
    await signInAsAdmin(staff);
    const fresh = await newProduct(staff, uniqueName('Laser Level '));
    await page.goto(`/equipment/${fresh.id}`);
    await expect(main.getByText('No reviews yet')).toBeVisible();
    await expect(main.getByRole('region', { name: 'Customer reviews' })).toContainText(
      'Nobody has reviewed this product yet.',
    );
    expect(await productJsonLd(page)).not.toHaveProperty('aggregateRating');
    // A product without fitment rules claims nothing about machines.
    await expect(main.getByText('Machine compatibility')).toHaveCount(0);
    await expect(main.getByText(/Universal/)).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Check it fits your machine' })).toHaveCount(0);
  });

  test('a buyer reviews a delivered product and staff publish it', async ({
    page,
    browser,
    baseURL,
  }) => {
    const staff = (await browser.newContext({ baseURL })).request;
    await signInAsAdmin(staff);
    const product = await newProduct(staff, uniqueName('Site Generator '));
    await registerCustomer(page);

    await page.goto(`/equipment/${product.id}`);
    const reviews = page.getByRole('main').getByRole('region', { name: 'Customer reviews' });
    await expect(reviews).toContainText('Only customers who received this product can review it');
    await expect(reviews.getByRole('button', { name: 'Write a review' })).toHaveCount(0);

    const placed = await page.request.post('/api/orders', {
      data: { ...buyer, items: [{ productId: product.id, quantity: 1 }] },
    });
    expect(placed.status()).toBe(201);
    const orderId = ((await placed.json()) as { id: number }).id;
    for (const status of ['shipped', 'delivered']) {
      const moved = await staff.patch(`/api/orders/${orderId}/tracking`, {
        data: { status, trackingNumber: '1ZREVIEWS' },
      });
      expect(moved.ok()).toBe(true);
    }

    await page.reload();
    await reviews.getByRole('button', { name: 'Write a review' }).click();
    const form = reviews.getByRole('form', { name: 'Write a review' });
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(form).toContainText('Rating must be a whole number of stars from 1 to 5');
    await choose(form, '4 stars');
    await form.getByRole('textbox', { name: 'Title' }).fill('Quiet and steady');
    await form
      .getByRole('textbox', { name: 'Your review' })
      .fill('Ran a full day of tools on one tank without a hiccup.');
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(reviews.getByRole('status')).toContainText('Your review will appear here');
    await expect(reviews.getByTestId('your-review')).toContainText('Pending');
    await expect(page.getByRole('main').getByText('No reviews yet')).toBeVisible();

    const admin = await (await browser.newContext({ baseURL })).newPage();
    await signInToAdminSite(admin);
    await admin.getByRole('tab', { name: 'Reviews', exact: true }).click();
    const row = admin.getByTestId('review-row').filter({ hasText: product.name });
    await expect(row).toContainText('Quiet and steady');
    await expect(row).toContainText('Casey B.');
    await expectAccessible(admin);
    await row.getByRole('button', { name: /^Publish review/ }).click();
    await expect(row).toHaveCount(0);
    await choose(admin, 'Published');
    await expect(admin.getByTestId('review-row').filter({ hasText: product.name })).toContainText(
      'Published',
    );

    await page.reload();
    const main = page.getByRole('main');
    await expect(main.getByText('4.0', { exact: true })).toBeVisible();
    await expect(main.getByText('(1 review)')).toBeVisible();
    await expect(reviews.getByTestId('review-list')).toContainText('Quiet and steady');
    await expect(reviews.getByTestId('review-list')).toContainText('Casey B.');
    await expect(reviews.getByTestId('your-review')).toContainText('Published');
  });
});
