import { expect, test } from '../support/test.ts';
import { expectAccessible, openTab, signInAsAdmin } from './helpers.ts';

test.describe('admin dashboard tabs', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('Dashboard shows the four figures', async ({ page }) => {
    await openTab(page, 'Dashboard');
    const revenue = page.getByRole('region', { name: 'Total Revenue', exact: true });
    await expect(revenue.getByTestId('stat-value')).toHaveText(/^\$[\d,]+\.\d{2}$/);
    await expect(revenue).toContainText('unpaid quote requests and failed card payments too');
    await expect(revenue).toContainText('cancelled orders left out');
    await expect(revenue.getByTestId('paid-revenue')).toHaveText(/^Paid: \$[\d,]+\.\d{2}$/);
    const products = page.getByRole('region', { name: 'Products', exact: true });
    await expect(products.getByTestId('stat-value')).toHaveText(/^\d+ \/ \d+$/);
    await expect(products).toContainText('Active products');
    await expect(page.getByRole('region', { name: 'Orders', exact: true })).toContainText(
      /\d+ pending/,
    );
    await expect(page.getByRole('region', { name: 'Users', exact: true })).toContainText(
      'Registered users',
    );
    await expectAccessible(page);
  });

  test('Inventory lists products and categories', async ({ page }) => {
    await openTab(page, 'Inventory');
    const products = page.getByRole('table', { name: 'Products' });
    for (const column of ['Name', 'Category', 'Price', 'Stock', 'Status', 'Actions']) {
      await expect(products.getByRole('columnheader', { name: column })).toBeVisible();
    }
    await expect(products.getByRole('row')).not.toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Add Product' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Categories' }).click();
    const categories = page.getByRole('table', { name: 'Categories' });
    for (const column of ['Name', 'Description', 'Status', 'Products', 'Actions']) {
      await expect(categories.getByRole('columnheader', { name: column })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Add Category' })).toBeVisible();
    await expectAccessible(page);
  });

  test('Orders shows the Recent Orders table', async ({ page }) => {
    await openTab(page, 'Orders');
    await expect(page.getByRole('heading', { name: 'Recent Orders' })).toBeVisible();
    const orders = page.getByRole('table', { name: 'Recent Orders' });
    for (const column of [
      'Order ID',
      'Customer',
      'Total',
      'Status',
      'Tracking',
      'Date',
      'Actions',
    ]) {
      await expect(orders.getByRole('columnheader', { name: column })).toBeVisible();
    }
    await expectAccessible(page);
  });

  test('Users shows the customer count and contact submissions', async ({ page }) => {
    await openTab(page, 'Users');
    await expect(page.getByTestId('registered-users')).toHaveText(/^\d+$/);
    await expect(page.getByRole('heading', { name: 'Contact Form Submissions' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Contact Form Submissions' });
    for (const column of ['Name', 'Email', 'Subject', 'Company', 'Actions']) {
      await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
    }
    await expectAccessible(page);
  });

  test('each tab has its own path', async ({ page }) => {
    await openTab(page, 'Orders');
    await expect(page).toHaveURL(/\/admin-dashboard\/orders$/);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
