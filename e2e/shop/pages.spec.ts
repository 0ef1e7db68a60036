import { expect, test } from './test.ts';
import { expectAccessible, signInAsAdmin } from './helpers.ts';

test.describe('static pages', () => {
  test('about tells the story, the shipping policy and the guarantee', async ({ page }) => {
    await page.goto('/about');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    for (const text of [
      'Pacific Northwest',
      'Our Story',
      'Global Shipping',
      'Remote Support',
      '24/7 Availability',
      'In-stock items ship within one business day.',
      '2-day shipping to the lower 48 states.',
      'International shipping with customs support.',
      '30-Day Satisfaction Guarantee',
    ]) {
      await expect(main.getByText(text).first()).toBeVisible();
    }
    await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expectAccessible(page);
  });

  for (const [path, title] of [
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-of-service', 'Terms of Service'],
  ] as const) {
    test(`${title} is readable and effective January 1, 2024`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(new RegExp(title));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText('Effective date: January 1, 2024')).toBeVisible();
      expect(
        await page.getByRole('main').getByRole('heading', { level: 2 }).count(),
      ).toBeGreaterThan(4);
      await expectAccessible(page);
    });
  }

  test('unknown addresses show the 404 page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('admin routes in the shop', () => {
  test('/admin sends visitors who are not admins home', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Professional Construction Equipment Solutions',
      }),
    ).toBeVisible();
  });

  test('/admin sends an admin to the admin site', async ({ page }) => {
    await signInAsAdmin(page.request);
    await page.goto('/admin');
    await page.waitForURL('**/admin-dashboard/');
  });
});
