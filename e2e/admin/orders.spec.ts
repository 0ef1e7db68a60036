import { expect, test } from '../support/test.ts';
import { customerWithOrder, expectAccessible, openTab, signInAsAdmin, toast } from './helpers.ts';

test.describe('admin orders', () => {
  test('status and tracking set by the admin show on the customer account page', async ({
    page,
    browser,
  }) => {
    const { context: customerContext, order, product } = await customerWithOrder(browser);
    await signInAsAdmin(page);
    await openTab(page, 'Orders');

    const row = page
      .getByRole('table', { name: 'Recent Orders' })
      .getByRole('row', { name: new RegExp(`#${order.id}\\b`) });
    await expect(row).toContainText(order.customerName);
    await expect(row).toContainText(order.customerEmail);
    await expect(row).toContainText('Pending');
    await expect(row).toContainText('No tracking');

    await row.getByRole('button', { name: `View order #${order.id}` }).click();
    const modal = page.getByRole('dialog', { name: `Order #${order.id} Details` });
    await expect(modal.getByRole('region', { name: 'Order Information' })).toContainText(
      'Not assigned',
    );
    await expect(modal.getByRole('region', { name: 'Order Information' })).toContainText('Not set');
    await expect(modal.getByRole('region', { name: 'Customer Information' })).toContainText(
      '12 Quarry Road',
    );
    await expect(modal.getByRole('region', { name: 'Order Items' })).toContainText(product.name);
    await expectAccessible(page);

    // Cancel puts the order's values back.
    await modal.getByRole('button', { name: 'Edit Order' }).click();
    await modal.getByRole('textbox', { name: 'Tracking Number' }).fill('SHOULD-NOT-STAY');
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal.getByRole('region', { name: 'Order Information' })).toContainText(
      'Not assigned',
    );

    const tracking = `1ZE2E${order.id}X9`;
    await modal.getByRole('button', { name: 'Edit Order' }).click();
    await expect(modal.getByRole('textbox', { name: 'Tracking Number' })).toHaveValue('');
    await modal.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Shipped' }).click();
    await modal.getByRole('textbox', { name: 'Tracking Number' }).fill(tracking);
    await modal.getByLabel('Estimated Delivery').fill('2026-12-24');
    await modal
      .getByRole('textbox', { name: 'Order Notes' })
      .fill('Call before delivery; gate code 4411.');
    await expectAccessible(page);
    await modal.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Order updated successfully')).toContainText('Success');
    await expect(modal).toHaveCount(0);
    await expect(row).toContainText('Shipped');
    await expect(row).toContainText(tracking);

    // Saved notes are there when the order is opened again.
    await row.getByRole('button', { name: `View order #${order.id}` }).click();
    await expect(modal.getByRole('region', { name: 'Order Notes' })).toContainText(
      'gate code 4411',
    );
    await expect(modal.getByRole('region', { name: 'Order Information' })).toContainText(
      'Dec 24, 2026',
    );
    await page.keyboard.press('Escape');

    const customerPage = await customerContext.newPage();
    await customerPage.goto('/account');
    const orderCard = customerPage.getByText(`#${order.id}`, { exact: false }).first();
    await expect(orderCard).toBeVisible();
    await expect(customerPage.getByText(tracking)).toBeVisible();
    await expect(customerPage.getByText('Shipped').first()).toBeVisible();
    await customerContext.close();
  });

  test('the status select offers only the moves the order may make', async ({ page, browser }) => {
    const { context, order } = await customerWithOrder(browser);
    await context.close();
    await signInAsAdmin(page);
    await openTab(page, 'Orders');
    const row = page
      .getByRole('table', { name: 'Recent Orders' })
      .getByRole('row', { name: new RegExp(`#${order.id}\\b`) });
    const modal = page.getByRole('dialog', { name: `Order #${order.id} Details` });
    const statusChoices = async () => {
      await row.getByRole('button', { name: `View order #${order.id}` }).click();
      await modal.getByRole('button', { name: 'Edit Order' }).click();
      await modal.getByRole('combobox', { name: 'Status' }).click();
      return page.getByRole('listbox').getByRole('option');
    };

    await expect(await statusChoices()).toHaveText([
      'Pending',
      'Processing',
      'Shipped',
      'Delivered',
      'Cancelled',
    ]);
    await page.getByRole('option', { name: 'Delivered' }).click();
    await modal.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Order updated successfully')).toContainText('Success');
    await expect(modal).toHaveCount(0);
    await expect(row).toContainText('Delivered');

    // Delivered is final: the units are with the customer.
    await expect(await statusChoices()).toHaveText(['Delivered']);
  });

  test('the search and filters live in the address, so a reload keeps them', async ({
    page,
    browser,
  }) => {
    const { context, order } = await customerWithOrder(browser);
    await context.close();
    await signInAsAdmin(page);
    await openTab(page, 'Orders');

    const search = page.getByRole('textbox', { name: 'Search orders' });
    await search.fill(`#${order.id}`);
    await expect(page).toHaveURL(new RegExp(`q=%23${order.id}`));
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Pending' }).click();
    await expect(page).toHaveURL(/status=pending/);
    const table = page.getByRole('table', { name: 'Recent Orders' });
    await expect(table.getByRole('row', { name: new RegExp(`#${order.id}\\b`) })).toBeVisible();
    await expect(page.getByText('1 matching order, newest first')).toBeVisible();

    await page.reload();
    await expect(search).toHaveValue(`#${order.id}`);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Pending');
    await expect(table.getByRole('row', { name: new RegExp(`#${order.id}\\b`) })).toBeVisible();
    await expect(page.getByText('1 matching order, newest first')).toBeVisible();
  });

  test('deletes an order after the confirmation dialog', async ({ page, browser }) => {
    const { context, order } = await customerWithOrder(browser);
    await context.close();
    await signInAsAdmin(page);
    await openTab(page, 'Orders');
    const row = page
      .getByRole('table', { name: 'Recent Orders' })
      .getByRole('row', { name: new RegExp(`#${order.id}\\b`) });

    await row.getByRole('button', { name: `Delete order #${order.id}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Order' });
    const summary = dialog.getByTestId('delete-order-summary');
    await expect(summary).toContainText(`#${order.id}`);
    await expect(summary).toContainText(order.customerName);
    await expect(summary).toContainText(order.customerEmail);
    await expect(summary).toContainText('Pending');
    await expect(summary).toContainText('No tracking');
    await expect(dialog).toContainText('This action cannot be undone');
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: `Delete order #${order.id}` }).click();
    await dialog.getByRole('button', { name: 'Delete Order' }).click();
    await expect(toast(page, 'Order deleted successfully')).toContainText('Success');
    await expect(row).toHaveCount(0);
  });
});
