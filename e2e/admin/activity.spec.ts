import { expect, test } from '../support/test.ts';
import {
  ADMIN,
  customerWithOrder,
  expectAccessible,
  openTab,
  signInAsAdmin,
  toast,
  trpcMutation,
  trpcQuery,
  unique,
} from './helpers.ts';

test.describe('activity log', () => {
  test("a price change shows in the Activity view, filtered, and in the product's history", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    const categories = await trpcQuery<{ id: number; name: string }[]>(
      page.request,
      'categories.adminList',
    );
    const name = unique('E2E Audited');
    const { id } = await trpcMutation<{ id: number }>(page.request, 'catalog.create', {
      name,
      description: '<p>Watched by the activity log.</p>',
      price: '250.00',
      stock: 20,
      categoryId: categories.find((c) => c.name === 'Tools')!.id,
      images: [],
      isActive: true,
    });

    await openTab(page, 'Inventory');
    await page.getByRole('textbox', { name: 'Search products' }).fill(name);
    const row = page
      .getByRole('table', { name: 'Products' })
      .getByRole('row')
      .filter({ hasText: name });
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const form = page.getByRole('region', { name: 'Edit Product' });
    await form.getByRole('textbox', { name: 'Price', exact: true }).fill('275');
    await form.getByRole('button', { name: 'Update Product' }).click();
    await expect(toast(page, 'Product updated successfully')).toBeVisible();

    await page.getByRole('tab', { name: 'Activity', exact: true }).click();
    const log = page.getByRole('table', { name: 'Activity' });
    const entry = log.getByRole('row').filter({ hasText: name }).first();
    await expect(entry).toContainText('Changed product');
    await expect(entry).toContainText(ADMIN.username);
    await expect(entry.getByRole('list', { name: 'Changes' })).toHaveText(
      'Changed the price from $250.00 to $275.00',
    );
    await expectAccessible(page);

    // Filters live in the address and survive a reload.
    await page.getByRole('combobox', { name: 'Kind of record' }).click();
    await page.getByRole('option', { name: 'Sign-ins' }).click();
    await expect(log.getByRole('row').filter({ hasText: name })).toHaveCount(0);
    await expect(log).toContainText('Signed in');
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Kind of record' })).toHaveValue('Sign-ins');
    await page.getByRole('combobox', { name: 'Kind of record' }).click();
    await page.getByRole('option', { name: 'Products' }).click();
    await expect(log.getByRole('row').filter({ hasText: name }).first()).toBeVisible();
    await page.getByLabel('From', { exact: true }).fill('2020-01-01');
    await page.getByLabel('To', { exact: true }).fill('2020-01-02');
    await expect(log).toContainText('Nothing matches these filters.');
    await page.getByLabel('To', { exact: true }).fill('');

    // The entry opens the product, whose form shows its history.
    await log
      .getByRole('row')
      .filter({ hasText: name })
      .first()
      .getByRole('link', { name })
      .click();
    const edit = page.getByRole('region', { name: 'Edit Product' });
    const history = edit.getByRole('region', { name: 'History', exact: true });
    await expect(history).toContainText('Changed product · admin');
    await expect(history).toContainText('Changed the price from $250.00 to $275.00');
    await expect(history).toContainText('Created product');
    expect(id).toBeGreaterThan(0);
  });

  test("an order's status change shows in its history", async ({ page, browser }) => {
    const { context, order } = await customerWithOrder(browser);
    await context.close();
    await signInAsAdmin(page);
    await openTab(page, 'Orders');
    const row = page
      .getByRole('table', { name: 'Recent Orders' })
      .getByRole('row', { name: new RegExp(`#${order.id}\\b`) });
    await row.getByRole('button', { name: `View order #${order.id}` }).click();
    const modal = page.getByRole('dialog', { name: `Order #${order.id} Details` });
    await expect(modal.getByRole('region', { name: 'History', exact: true })).toContainText(
      'No staff changes yet.',
    );
    await modal.getByRole('button', { name: 'Edit Order' }).click();
    await modal.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Processing' }).click();
    await modal.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Order updated successfully')).toBeVisible();

    await row.getByRole('button', { name: `View order #${order.id}` }).click();
    const history = modal.getByRole('region', { name: 'History', exact: true });
    await expect(history).toContainText('Changed order · admin');
    await expect(history).toContainText('Changed the status from Pending to Processing');
  });
});
