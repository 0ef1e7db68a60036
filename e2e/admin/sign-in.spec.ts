import { expect, test } from '../support/test.ts';
import {
  ADMIN,
  ADMIN_URL,
  expectAccessible,
  signInAsAdmin,
  toast,
  trpcMutation,
  unique,
} from './helpers.ts';

test.describe('admin sign-in', () => {
  test('shows the form with the demo credentials and the required-field messages', async ({
    page,
  }) => {
    await page.goto(ADMIN_URL);
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expect(page.getByTestId('demo-credentials')).toContainText(ADMIN.username);
    await expect(page.getByTestId('demo-credentials')).toContainText(ADMIN.password);

    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expectAccessible(page);

    // Cancel leads back to the shop.
    await expect(page.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/');
  });

  test('refuses a wrong password', async ({ page }) => {
    await page.goto(ADMIN_URL);
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(toast(page, 'Invalid credentials')).toContainText('Error');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
  });

  test('signs in, survives a reload and logs out', async ({ page }) => {
    await signInAsAdmin(page);
    await expect(toast(page, 'Logged in successfully')).toBeVisible();
    await expect(page.getByTestId('admin-greeting')).toHaveText(`Welcome, ${ADMIN.username}`);
    await expect(page.getByRole('link', { name: 'Back to Site' })).toHaveAttribute('href', '/');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  });

  test('a customer session is not an admin session', async ({ page }) => {
    const tag = unique('u').replace(/\W/g, '').toLowerCase();
    await trpcMutation(page.request, 'auth.customer.register', {
      username: `shopper${tag}`,
      email: `shopper${tag}@example.com`,
      password: 'shopper-pass-123',
    });
    await page.goto(ADMIN_URL);
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    const refused = await page.request.get(
      `/trpc/orders.list?input=${encodeURIComponent(JSON.stringify({ json: null }))}`,
    );
    expect(refused.status()).toBe(403);
  });
});
