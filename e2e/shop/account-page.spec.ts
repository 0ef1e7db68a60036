import { expect, test } from './test.ts';
import {
  addToCart,
  expectAccessible,
  expectToast,
  findProduct,
  header,
  holdTrpc,
  money,
  plentiful,
  registerCustomer,
  signInAsAdmin,
} from './helpers.ts';

test.describe('account page', () => {
  // Behind UTC, where midnight UTC of a delivery day is still the day before: a delivery date is
  // a calendar day and shows as the day the admin set.
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('signed out: Unauthorized toast, then the sign-in dropdown via /api/login', async ({
    page,
  }) => {
    await page.goto('/account');
    await expectToast(page, 'Unauthorized', 'You are logged out. Logging in again...');
    await page.waitForURL(/\/\?signin=1$/);
    await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeVisible();
  });

  test('shows loading texts, the profile and the empty order history', async ({ page }) => {
    const user = await registerCustomer(page, { firstName: 'Morgan', lastName: 'Steel' });
    const release = await holdTrpc(page, 'auth.customer.me');
    await page.goto('/account');
    await expect(page.getByText('Loading your account...')).toBeVisible();
    const releaseOrders = await holdTrpc(page, 'orders.mine');
    release();

    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    await expect(page.getByText('Manage your orders and account information')).toBeVisible();
    await expect(page.getByTestId('account-name')).toHaveText('Morgan Steel');
    await expect(page.getByText(user.email)).toBeVisible();
    // No profile image: the avatar shows the initials.
    await expect(page.getByRole('main').getByText('MS', { exact: true })).toBeVisible();
    await expect(page.getByText('Loading your orders...')).toBeVisible();
    releaseOrders();

    await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
    await expect(page.getByText('Track your orders and view order details')).toBeVisible();
    const empty = page.getByTestId('orders-empty');
    await expect(empty).toContainText('No orders found');
    await expect(empty.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Sign Out' })).toHaveAttribute(
      'href',
      '/api/logout',
    );
    await expectAccessible(page);
  });

  test('without a name it says Welcome!', async ({ page }) => {
    const username = `anon${Date.now().toString(36)}`;
    await page.request.post('/api/local/register', {
      data: { username, email: `${username}@example.com`, password: 'strong-password-1' },
    });
    await page.goto('/account');
    await expect(page.getByTestId('account-name')).toHaveText('Welcome!');
  });

  test('lists orders with status, total, date, tracking, delivery estimate and items', async ({
    page,
  }) => {
    await registerCustomer(page, { firstName: 'Riley' });
    const product = await findProduct(page.request, plentiful, 'product with plenty of stock');
    await addToCart(page, product, 3);
    await page.goto('/checkout');
    await page.getByLabel('Full Name').fill('Riley Builder');
    await page.getByLabel('Email Address').fill('riley@example.com');
    await page.getByLabel('Phone Number').fill('555-0101');
    await page.getByLabel('Full Address').fill('9 Quarry Rd, Tacoma, WA');
    await page.getByRole('button', { name: 'Request Quote' }).click();
    await expect(page.getByTestId('quote-requested')).toBeVisible();

    // A new customer: the request is their only order.
    await page.goto('/account');
    const order = page.getByTestId('order');
    await expect(order).toHaveCount(1);
    const orderId = Number((await order.innerText()).match(/Order #(\d+)/)![1]);
    await expect(order.getByText('Pending', { exact: true })).toBeVisible();
    const unit = Number(product.salePrice ?? product.price);
    await expect(order).toContainText(money(unit * 3));
    await expect(order).toContainText('Order Date:');
    await expect(order).toContainText(`${product.name} × 3`);
    await expect(order).not.toContainText('Tracking Number');

    // The admin ships it with a tracking number and a delivery estimate.
    const admin = await page
      .context()
      .browser()!
      .newContext({ baseURL: new URL(page.url()).origin });
    await signInAsAdmin(admin.request);
    const updated = await admin.request.patch(`/api/orders/${orderId}/tracking`, {
      data: {
        status: 'shipped',
        trackingNumber: '1Z999AA10123456784',
        estimatedDelivery: '2026-12-03',
      },
    });
    expect(updated.ok()).toBe(true);
    await admin.close();

    await page.reload();
    await expect(order.getByText('Shipped', { exact: true })).toBeVisible();
    await expect(order).toContainText('Tracking Number: 1Z999AA10123456784');
    await expect(order).toContainText('Estimated Delivery: Dec 3, 2026');
    await expectAccessible(page);
  });

  test('pages through more than ten orders, newest first', async ({ page }) => {
    await registerCustomer(page);
    const product = await findProduct(page.request, plentiful, 'product with plenty of stock');
    const placed: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await page.request.post('/api/orders', {
        data: {
          customerName: 'Pat Pager',
          customerEmail: 'pat@example.com',
          customerPhone: '555-0102',
          customerAddress: '1 Page Street',
          items: [{ productId: product.id, quantity: 1 }],
        },
      });
      expect(response.status()).toBe(201);
      placed.push(((await response.json()) as { id: number }).id);
    }

    await page.goto('/account');
    const cards = page.getByTestId('order');
    await expect(cards).toHaveCount(10);
    await expect(cards.first()).toContainText(`Order #${placed[10]}`);
    await page.getByRole('button', { name: 'Orders page 2' }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(`Order #${placed[0]}`);
    await expectAccessible(page);
  });

  test('Sign Out ends the session and leads home', async ({ page }) => {
    await registerCustomer(page);
    await page.goto('/account');
    await page.getByRole('link', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  test('an admin session sees the account with a link to the dashboard', async ({ page }) => {
    await signInAsAdmin(page.request);
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Admin Dashboard' }),
    ).toHaveAttribute('href', '/admin-dashboard/');
  });
});
