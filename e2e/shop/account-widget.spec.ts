import { expect, test, type Page } from './test.ts';
import {
  expectAccessible,
  expectToast,
  header,
  holdTrpc,
  registerCustomer,
  signInAsAdmin,
  uniqueName,
} from './helpers.ts';

async function openSignIn(page: Page) {
  await header(page).getByRole('button', { name: 'Sign In' }).click();
  const dropdown = page.getByRole('dialog', { name: 'Welcome' });
  await expect(dropdown).toBeVisible();
  return dropdown;
}

test.describe('sign in and registration', () => {
  test('the Sign In dropdown has the Welcome title and two tabs', async ({ page }) => {
    await page.goto('/');
    const dropdown = await openSignIn(page);
    await expect(dropdown.getByRole('tab', { name: 'Sign In' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(dropdown.getByRole('tab', { name: 'Create Account' })).toBeVisible();
    await expect(dropdown.getByLabel('Username')).toBeVisible();
    await expect(dropdown.getByLabel(/^Password/)).toBeVisible();
    await expectAccessible(page);

    await dropdown.getByRole('tab', { name: 'Create Account' }).click();
    for (const label of [
      'First Name',
      'Last Name',
      'Username',
      'Email',
      'Password',
      'Confirm Password',
    ]) {
      await expect(dropdown.getByLabel(new RegExp(`^${label}`))).toBeVisible();
    }
    await expect(dropdown.getByLabel(/^Email/)).toHaveAttribute('type', 'email');
    await expectAccessible(page);
  });

  test('login checks required fields and reports wrong credentials', async ({ page }) => {
    await page.goto('/');
    const dropdown = await openSignIn(page);
    await dropdown.getByRole('button', { name: 'Sign In' }).click();
    await expect(dropdown.getByText('Username is required')).toBeVisible();
    await expect(dropdown.getByText('Password is required')).toBeVisible();

    await dropdown.getByLabel('Username').fill('nobody-here');
    await dropdown.getByLabel(/^Password/).fill('not-the-password');
    await dropdown.getByRole('button', { name: 'Sign In' }).click();
    const failure = await expectToast(page, 'Login failed', 'Invalid credentials');
    await expect(failure).toHaveAttribute('data-variant', 'destructive');
  });

  test('a network failure at sign-in is told in words, not as "Failed to fetch"', async ({
    page,
  }) => {
    await page.goto('/');
    const dropdown = await openSignIn(page);
    await page.route(
      (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes('auth.customer.login'),
      (route) => route.abort('internetdisconnected'),
    );
    await dropdown.getByLabel('Username').fill('someone');
    await dropdown.getByLabel(/^Password/).fill('any-password');
    await dropdown.getByRole('button', { name: 'Sign In' }).click();
    const failure = await expectToast(
      page,
      'Login failed',
      'The server could not be reached. Check your connection and try again.',
    );
    await expect(failure).not.toContainText(/fetch/i);
  });

  test('registration checks the confirmation, then signs the customer in', async ({ page }) => {
    await page.goto('/');
    const dropdown = await openSignIn(page);
    await dropdown.getByRole('tab', { name: 'Create Account' }).click();
    const panel = dropdown.getByRole('tabpanel', { name: 'Create Account' });

    await panel.getByRole('button', { name: 'Create Account' }).click();
    await expect(panel.getByText('Please confirm your password')).toBeVisible();

    const username = uniqueName('reg');
    await panel.getByLabel('First Name').fill('Robin');
    await panel.getByLabel('Last Name').fill('Mason');
    await panel.getByLabel('Username').fill(username);
    await panel.getByLabel('Email').fill(`${username}@example.com`);
    await panel.getByLabel(/^Password/).fill('strong-password-1');
    await panel.getByLabel('Confirm Password').fill('strong-password-2');
    await panel.getByRole('button', { name: 'Create Account' }).click();
    await expect(panel.getByText("Passwords don't match")).toBeVisible();

    await panel.getByLabel('Confirm Password').fill('strong-password-1');
    const release = await holdTrpc(page, 'auth.customer.register');
    await panel.getByRole('button', { name: 'Create Account' }).click();
    await expect(panel.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
    release();

    await expectToast(page, 'Registration successful', 'Welcome, Robin!');
    await expect(dropdown).toBeHidden();
    await expect(header(page).getByRole('button', { name: 'Robin' })).toBeVisible();

    // The form was reset for next time.
    await page.request.post('/api/local/logout');
    await page.reload();
    const again = await openSignIn(page);
    await again.getByRole('tab', { name: 'Create Account' }).click();
    await expect(again.getByLabel('Username')).toHaveValue('');
  });

  test('a duplicate username is refused with the server message', async ({ page }) => {
    const existing = await registerCustomer(page);
    await page.request.post('/api/local/logout');
    await page.goto('/');
    const dropdown = await openSignIn(page);
    await dropdown.getByRole('tab', { name: 'Create Account' }).click();
    const panel = dropdown.getByRole('tabpanel', { name: 'Create Account' });
    await panel.getByLabel('Username').fill(existing.username);
    await panel.getByLabel('Email').fill(`${uniqueName('dup')}@example.com`);
    await panel.getByLabel(/^Password/).fill('strong-password-1');
    await panel.getByLabel('Confirm Password').fill('strong-password-1');
    await panel.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Registration failed');
    await expect(dropdown).toBeVisible();
  });

  test('login shows Signing in..., greets by first name and closes the dropdown', async ({
    page,
  }) => {
    const user = await registerCustomer(page, { firstName: 'Jordan' });
    await page.request.post('/api/local/logout');
    await page.goto('/');
    const dropdown = await openSignIn(page);
    await dropdown.getByLabel('Username').fill(user.username);
    await dropdown.getByLabel(/^Password/).fill(user.password);

    const release = await holdTrpc(page, 'auth.customer.login');
    await dropdown.getByRole('button', { name: 'Sign In' }).click();
    await expect(dropdown.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    release();

    await expectToast(page, 'Login successful', 'Welcome back, Jordan!');
    await expect(dropdown).toBeHidden();
    await expect(header(page).getByRole('button', { name: 'Jordan' })).toBeVisible();
  });

  test('without a first name the button shows the username', async ({ page }) => {
    const username = uniqueName('nofirst');
    const response = await page.request.post('/api/local/register', {
      data: { username, email: `${username}@example.com`, password: 'strong-password-1' },
    });
    expect(response.status()).toBe(201);
    await page.goto('/');
    await expect(header(page).getByRole('button', { name: username })).toBeVisible();
  });

  test('the signed-in menu links to the account and signs out', async ({ page }) => {
    await registerCustomer(page, { firstName: 'Avery' });
    await page.goto('/');
    await header(page).getByRole('button', { name: 'Avery' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('My Account')).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Account' })).toHaveAttribute(
      'href',
      '/account',
    );
    await expect(menu.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveCount(0);
    await expectAccessible(page);

    await menu.getByRole('menuitem', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/account$/);

    await header(page).getByRole('button', { name: 'Avery' }).click();
    const release = await holdTrpc(page, 'auth.customer.logout');
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByRole('menuitem', { name: 'Signing out...' })).toBeVisible();
    release();
    await expectToast(page, 'Logged out', 'You have been successfully logged out.');
    await expect(header(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
    // Signing out on the account page leads home rather than to the logged-out warning.
    await expect(page).toHaveURL(/\/$/);
  });

  test('an admin session offers the Admin Dashboard', async ({ page }) => {
    await signInAsAdmin(page.request);
    await page.goto('/');
    await header(page).getByRole('button', { name: 'admin' }).click();
    const item = page.getByRole('menuitem', { name: 'Admin Dashboard' });
    await expect(item).toHaveAttribute('href', '/admin-dashboard/');
    await expect(page.getByRole('menuitem', { name: 'Account', exact: true })).toHaveCount(0);
  });

  test('/api/login opens the Sign In dropdown', async ({ page }) => {
    await page.goto('/api/login');
    await expect(page).toHaveURL(/\/\?signin=1$/);
    await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });
});
