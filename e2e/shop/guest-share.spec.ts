import { expect, test } from './test.ts';
import { addToCart, expectAccessible, newProduct, signInAsAdmin, uniqueName } from './helpers.ts';

test.describe('a guest asking for more than guests may hold', () => {
  test('is told what works instead of "try again", signs in, and the payment starts', async ({
    page,
    browser,
    baseURL,
  }) => {
    const staff = await browser.newContext({ baseURL });
    await signInAsAdmin(staff.request);
    // Two units: guests together may hold one.
    const product = await newProduct(staff.request, uniqueName('Skid Steer '), 2);
    const account = {
      username: uniqueName('buyer'),
      email: `${uniqueName('buyer')}@example.com`,
      password: 'correct-horse-battery',
      firstName: 'Casey',
      lastName: 'Builder',
    };
    expect((await staff.request.post('/api/local/register', { data: account })).status()).toBe(201);
    await staff.close();

    await page.setViewportSize({ width: 390, height: 844 });
    await addToCart(page, product, 2);
    await page.goto('/checkout');
    await page.getByLabel('Full Name').fill('Casey Builder');
    await page.getByLabel('Email Address').fill(account.email);
    await page.getByLabel('Phone Number').fill('+1 503 555 0100');
    await page.getByLabel('Full Address').fill('1200 NW Front Ave\nPortland, OR 97209');
    await page.getByRole('link', { name: 'Pay with Credit Card' }).click();

    const failure = page.getByRole('alert').filter({ hasText: 'Payment could not start' });
    await expect(failure).toContainText(`at most 1 of ${product.name}`);
    await expect(failure.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(failure.getByRole('link', { name: 'Change quantities' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    await expect(failure.getByRole('link', { name: 'Contact us' })).toBeVisible();
    await expect(page.getByText('Failed to initialize payment')).toHaveCount(0);
    await expectAccessible(page);

    // Signing in where they are starts the payment for the account.
    await failure.getByRole('button', { name: 'Sign in or create an account' }).click();
    const dropdown = page.getByRole('dialog', { name: 'Welcome' });
    await dropdown.getByLabel('Username').fill(account.username);
    await dropdown.getByLabel(/^Password/).fill(account.password);
    await dropdown.getByRole('button', { name: 'Sign In' }).click();
    await expect(failure).toHaveCount(0);
    await expect(page.getByLabel('Card number')).toBeVisible();
  });
});
