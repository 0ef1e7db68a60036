import { type Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import {
  type ActiveProduct,
  cardOrder,
  expectAccessible,
  openTab,
  signInAsAdmin,
  toast,
  trpcMutation,
  trpcQuery,
  unique,
} from './helpers.ts';
import { expectBadgesWhole } from '../support/badges.ts';

interface SalesByDay {
  totalOrders: number;
  totalRevenue: string;
}
interface NeedsAction {
  newOrders: number;
  quotes: number;
  unreadMessages: number;
  failedPayments: number;
}

const PAYS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const cents = (amount: string) => Math.round(Number(amount) * 100);
const money = (amountCents: number) => usd.format(amountCents / 100);

/** The state cell of an order's row: its status and payment badges side by side. */
function stateOf(page: Page, table: string, orderId: number) {
  return page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: `#${orderId}`, exact: true }) })
    .getByTestId('order-state');
}

async function openDashboard(page: Page) {
  await page.reload();
  await openTab(page, 'Dashboard');
}

test.describe('the dashboard that runs the day', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('a paid order adds to the revenue chart and shows Pending · Card · Paid in the latest orders', async ({
    page,
    request,
  }) => {
    const before = await trpcQuery<SalesByDay>(page.request, 'stats.salesByDay', { days: 30 });
    const paid = await cardOrder(request, PAYS);
    // A declined card is no sale.
    await cardOrder(request, DECLINED);
    await openDashboard(page);

    const sales = page.getByRole('region', { name: 'Revenue and orders' });
    await expect(sales.getByTestId('period-orders')).toHaveText(String(before.totalOrders + 1));
    await expect(sales.getByTestId('period-revenue')).toHaveText(
      money(cents(before.totalRevenue) + cents(paid.amount)),
    );
    await expect(
      sales.getByRole('figure', { name: 'Revenue per day' }).locator('svg.recharts-surface'),
    ).toBeVisible();
    const ordersChart = sales.getByRole('figure', { name: 'Orders per day' });
    await expect(ordersChart.locator('svg.recharts-surface')).toBeVisible();
    // Whole numbers in even steps from 0: never "0, 1, 2, 4".
    const tickTexts = ordersChart.locator('.recharts-yAxis-tick-labels text');
    await expect(tickTexts.first()).toBeVisible();
    const ticks = (await tickTexts.allTextContents()).map(Number);
    expect(ticks[0]).toBe(0);
    expect(
      ticks.every(
        (tick, i) => Number.isInteger(tick) && tick - (ticks[i - 1] ?? -ticks[1]!) === ticks[1],
      ),
    ).toBe(true);
    // Thirty bars' worth of days, the last today.
    const today = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date());
    await expect(sales.getByRole('figure', { name: 'Revenue per day' })).toContainText(today);

    await sales.getByText('90 days').click();
    await expect(page).toHaveURL(/days=90/);
    await expect(sales).toContainText('Revenue, last 90 days');
    const ninety = await trpcQuery<SalesByDay>(page.request, 'stats.salesByDay', { days: 90 });
    await expect(sales.getByTestId('period-orders')).toHaveText(String(ninety.totalOrders));
    await expect(sales.getByTestId('period-revenue')).toHaveText(money(cents(ninety.totalRevenue)));

    const latest = stateOf(page, 'Latest orders', paid.id);
    await expect(latest.locator('.mantine-Badge-root')).toHaveText(['Pending', 'Card · Paid']);
    await expect(page.getByRole('region', { name: 'Top products' })).toBeVisible();
    await expectAccessible(page);
  });

  test('status, payment and stock badges read whole, on a desktop and on a phone', async ({
    page,
  }) => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await openDashboard(page);
      await expect(
        page.getByRole('table', { name: 'Latest orders' }).getByTestId('order-state').first(),
      ).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Low stock' }).getByRole('row').nth(1),
      ).toBeVisible();
      await expectBadgesWhole(page);
      await openTab(page, 'Inventory');
      await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
      await expectBadgesWhole(page);
    }
  });

  test('needs-action counts link to the filtered lists', async ({ page, request }) => {
    const paid = await cardOrder(request, PAYS);
    const declined = await cardOrder(request, DECLINED);
    const subject = unique('Hire a compactor');
    await trpcMutation(request, 'contact.submit', {
      name: 'Robin Roller',
      email: 'robin.roller@example.com',
      phone: '',
      company: '',
      subject,
      message: 'Do you hire out plate compactors by the week?',
    });
    const counts = await trpcQuery<NeedsAction>(page.request, 'stats.needsAction');
    await openDashboard(page);

    const card = (name: string) => page.getByRole('region', { name });
    await expect(card('New orders').getByTestId('stat-value')).toHaveText(String(counts.newOrders));
    await expect(card('Quotes needing action').getByTestId('stat-value')).toHaveText(
      String(counts.quotes),
    );
    await expect(card('Unread messages').getByTestId('stat-value')).toHaveText(
      String(counts.unreadMessages),
    );
    await expect(card('Failed payments').getByTestId('stat-value')).toHaveText(
      String(counts.failedPayments),
    );
    await expectAccessible(page);

    // New orders: paid and still pending, shown with their payment state beside the status.
    await card('New orders').getByRole('link', { name: 'Open new orders' }).click();
    await expect(page.getByRole('tab', { name: 'Orders', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Pending');
    await expect(page.getByRole('combobox', { name: 'Payment' })).toHaveValue('Paid');
    await page.getByRole('textbox', { name: 'Search orders' }).fill(`#${paid.id}`);
    await expect(stateOf(page, 'Recent Orders', paid.id).locator('.mantine-Badge-root')).toHaveText(
      ['Pending', 'Card · Paid'],
    );
    await page.getByRole('textbox', { name: 'Search orders' }).fill(`#${declined.id}`);
    await expect(page.getByRole('table', { name: 'Recent Orders' })).toContainText(
      'No orders match this search.',
    );
    // Escape clears the search, as in every admin list.
    await page.getByRole('textbox', { name: 'Search orders' }).press('Escape');
    await expect(page.getByRole('textbox', { name: 'Search orders' })).toHaveValue('');
    await expect(stateOf(page, 'Recent Orders', paid.id)).toBeVisible();
    await expectAccessible(page);

    // Failed payments.
    await openTab(page, 'Dashboard');
    await card('Failed payments').getByRole('link', { name: 'Open failed payments' }).click();
    await expect(page.getByRole('combobox', { name: 'Payment' })).toHaveValue('Payment failed');
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('');
    await expect(page).toHaveURL(/payment=failed/);
    await expect(
      stateOf(page, 'Recent Orders', declined.id).locator('.mantine-Badge-root'),
    ).toHaveText(['Pending', 'Card · Payment failed']);

    // Unread messages: opening one reads it.
    await openTab(page, 'Dashboard');
    await card('Unread messages').getByRole('link', { name: 'Open unread messages' }).click();
    await expect(page.getByRole('tab', { name: 'Users', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('radio', { name: 'Unread' })).toBeChecked();
    const messages = page.getByRole('table', { name: 'Contact Form Submissions' });
    const row = messages.getByRole('row').filter({ hasText: subject });
    await expect(row).toContainText('Unread');
    await expectAccessible(page);
    await row.getByRole('button', { name: `View message from Robin Roller: ${subject}` }).click();
    await expect(page.getByRole('dialog', { name: subject })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(messages.getByRole('row').filter({ hasText: subject })).toHaveCount(0);
    await openTab(page, 'Dashboard');
    await expect(card('Unread messages').getByTestId('stat-value')).toHaveText(
      String(counts.unreadMessages - 1),
    );
  });

  test('the low-stock threshold is set on the dashboard, kept, and lists products to edit', async ({
    page,
    request,
  }) => {
    const products = (await (await request.get('/api/products')).json()) as ActiveProduct[];
    const lowest = products
      .filter((p) => p.isActive)
      .sort((a, b) => a.stock - b.stock || a.name.localeCompare(b.name))[0]!;
    await openTab(page, 'Dashboard');
    const low = page.getByRole('region', { name: 'Low stock' });
    const threshold = low.getByRole('textbox', { name: 'Low-stock threshold' });
    await expect(threshold).toHaveValue('5');

    await threshold.fill(String(lowest.stock));
    await low.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Low-stock threshold saved')).toBeVisible();
    const row = low.getByRole('row').filter({ hasText: lowest.name });
    await expect(row).toContainText(String(lowest.stock));
    await expect(low.getByTestId('low-stock-summary')).toContainText(
      `with ${lowest.stock} or fewer in stock`,
    );

    // Kept in the database: a reload shows the same threshold and list.
    await openDashboard(page);
    await expect(threshold).toHaveValue(String(lowest.stock));
    await expect(row).toBeVisible();
    await expectAccessible(page);

    await row.getByRole('link', { name: `Edit ${lowest.name}` }).click();
    await expect(page.getByRole('tab', { name: 'Inventory', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(lowest.name);

    // Back to the default, lower than the lowest stock when that is above 5.
    await openTab(page, 'Dashboard');
    await threshold.fill('5');
    await low.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Low-stock threshold saved')).toBeVisible();
    await expect(threshold).toHaveValue('5');
    if (lowest.stock > 5) await expect(row).toHaveCount(0);
  });
});
