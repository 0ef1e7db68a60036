import { type Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { ADMIN, ADMIN_URL, customerWithOrder, openTab, signInAsAdmin } from './helpers.ts';

/** An order placed by a customer, for the admin to open. */
async function placedOrder(browser: Parameters<typeof customerWithOrder>[0]) {
  const { context, order } = await customerWithOrder(browser);
  await context.close();
  return order;
}

const orderDialog = (page: Page, id: number) =>
  page.getByRole('dialog', { name: `Order #${id} Details` });

const selectedTab = (page: Page, name: string) =>
  expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');

test.describe('admin addresses', () => {
  test('a link to an order opens it, through the sign-in form if need be', async ({
    page,
    browser,
  }) => {
    const order = await placedOrder(browser);

    // As from an e-mail: signed out, the sign-in form shows at the order's address.
    await page.goto(`${ADMIN_URL}orders/${order.id}`);
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();

    await expect(orderDialog(page, order.id)).toBeVisible();
    await expect(orderDialog(page, order.id)).toContainText(order.customerEmail);
    await expect(page).toHaveURL(new RegExp(`/admin-dashboard/orders/${order.id}$`));
    await selectedTab(page, 'Orders');

    // A reload, or a colleague opening the same address, shows the same order.
    await page.reload();
    await expect(orderDialog(page, order.id)).toBeVisible();
  });

  test('old ?tab= links lead to the screens’ paths', async ({ page, browser }) => {
    const order = await placedOrder(browser);
    await signInAsAdmin(page);

    await page.goto(`${ADMIN_URL}?tab=orders&order=${order.id}`);
    await expect(page).toHaveURL(new RegExp(`/admin-dashboard/orders/${order.id}$`));
    await expect(orderDialog(page, order.id)).toBeVisible();

    await page.goto(`${ADMIN_URL}?tab=quotes&status=needs_action`);
    await expect(page).toHaveURL(/\/admin-dashboard\/quotes\?status=needs_action$/);
    await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('Needs action');

    await page.goto(`${ADMIN_URL}?tab=inventory&section=categories`);
    await expect(page).toHaveURL(/\/admin-dashboard\/inventory\/categories$/);
    await selectedTab(page, 'Categories');
    await expect(page.getByRole('table', { name: 'Categories' })).toBeVisible();

    // The redirect replaces the old address: back leads to the page before it.
    await page.goBack();
    await expect(page).toHaveURL(/\/admin-dashboard\/quotes\?status=needs_action$/);
  });

  test('back and forward move between tabs and records', async ({ page, browser }) => {
    const order = await placedOrder(browser);
    await signInAsAdmin(page);

    await openTab(page, 'Orders');
    await expect(page).toHaveURL(/\/admin-dashboard\/orders$/);
    await page.getByRole('textbox', { name: 'Search orders' }).fill(`#${order.id}`);
    await expect(page).toHaveURL(new RegExp(`/admin-dashboard/orders\\?q=%23${order.id}$`));
    await page.getByRole('button', { name: `View order #${order.id}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin-dashboard/orders/${order.id}\\?q=`));
    await expect(orderDialog(page, order.id)).toBeVisible();

    // Back closes the order and shows the list as it was, searched; again, the dashboard.
    await page.goBack();
    await expect(orderDialog(page, order.id)).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Search orders' })).toHaveValue(`#${order.id}`);
    await page.goBack();
    await selectedTab(page, 'Dashboard');
    await expect(page).toHaveURL(/\/admin-dashboard\/?$/);

    await page.goForward();
    await selectedTab(page, 'Orders');
    await page.goForward();
    await expect(orderDialog(page, order.id)).toBeVisible();
  });

  test('an address that names no screen says so', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto(`${ADMIN_URL}reports/2026`);
    await expect(page.getByText('This page does not exist')).toBeVisible();
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await selectedTab(page, 'Dashboard');
  });
});
