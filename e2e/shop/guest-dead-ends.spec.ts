import { expect, test } from './test.ts';

test.describe('a guest is never left at a dead end', () => {
  test('/lists explains saved lists and offers sign-in instead of bouncing home', async ({
    page,
  }) => {
    await page.goto('/lists');
    const guest = page.getByTestId('lists-guest');
    await expect(guest.getByRole('heading', { level: 1, name: 'Saved Lists' })).toBeVisible();
    await expect(guest).toContainText('Saved lists keep the products your crews order');
    await expect(page).toHaveURL(/\/lists$/);
    // Still here after the moment the old redirect took.
    await page.waitForTimeout(1_500);
    await expect(page).toHaveURL(/\/lists$/);
    await guest.getByRole('button', { name: 'Sign in to see your lists' }).click();
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  });

  test('the empty checkout the footer’s Request a Quote opens says to add products first', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Request a Quote' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const empty = page.getByTestId('checkout-empty');
    await expect(empty.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(empty).toContainText('To request a quote or pay by card, add products');
    await empty.getByRole('link', { name: 'Shop Equipment' }).click();
    await expect(page).toHaveURL(/\/equipment$/);
  });

  // The payment success page's way on for a guest: e2e/payments/card-payment.spec.ts.
});
