import { expectOnScreen, expectWithinScreen, PHONE } from '../support/phone.ts';
import { test } from '../support/test.ts';
import { ADMIN_URL, signInAsAdmin } from './helpers.ts';

test.describe('on a phone (390 px), the admin tables', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInAsAdmin(page);
  });

  test('Low stock shows each product with its stock and its link on the screen', async ({
    page,
  }) => {
    const table = page.getByRole('table', { name: 'Low stock' });
    await expectWithinScreen(table);
    const first = table.locator('tbody tr').first();
    await expectOnScreen(page, first.getByText(/^BR-/));
    await expectOnScreen(page, first.getByText(/^(Out of Stock|Only \d+ left)$/i));
    await expectOnScreen(page, first.getByRole('link', { name: /^Edit / }));
    await table.screenshot({ path: test.info().outputPath('low-stock-on-a-phone.png') });
  });

  test('Inventory shows each product with its price, stock, status and actions on the screen', async ({
    page,
  }) => {
    await page.goto(`${ADMIN_URL}inventory/products`);
    const table = page.getByRole('table', { name: 'Products' });
    await expectWithinScreen(table);
    const first = table.locator('tbody tr').first();
    await expectOnScreen(page, first.getByTestId('price'));
    await expectOnScreen(page, first.getByText(/^(Active|Inactive)$/i));
    await expectOnScreen(page, first.getByRole('button', { name: /^Edit / }));
    await expectOnScreen(page, first.getByRole('link', { name: /in the shop$/ }));
    await expectOnScreen(page, first.getByRole('button', { name: /^Delete / }));
    await page.screenshot({ path: test.info().outputPath('inventory-on-a-phone.png') });
  });

  test("the dashboard's latest orders show each order's customer, total and state on the screen", async ({
    page,
  }) => {
    const table = page.getByRole('table', { name: 'Latest orders' });
    await expectWithinScreen(table);
    const first = table.locator('tbody tr').first();
    await expectOnScreen(page, first.getByRole('link', { name: /^#\d+$/ }));
    await expectOnScreen(page, first.getByText(/^\$[\d,]+\.\d\d$/));
    await expectOnScreen(page, first.getByTestId('order-state'));
    await expectWithinScreen(page.getByRole('table', { name: 'Top products' }));
  });

  test('Unpaid holds show each hold with what it holds and until when on the screen', async ({
    page,
  }) => {
    await page.goto(`${ADMIN_URL}orders`);
    const section = page.getByRole('region', { name: 'Unpaid holds' });
    await section.getByRole('button', { name: 'Show holds' }).click();
    const table = section.getByRole('table', { name: 'Unpaid holds' });
    await expectWithinScreen(table);
    const first = table.locator('tbody tr').first();
    await expectOnScreen(page, first.getByText(/^\d+ units?$/));
    await expectOnScreen(page, first.getByRole('button', { name: /^Release hold of order/ }));
  });
});
