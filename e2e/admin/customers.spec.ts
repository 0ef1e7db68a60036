import { expect, test } from '../support/test.ts';
import { expectOnScreen, expectWithinScreen, PHONE } from '../support/phone.ts';
import {
  expectAccessible,
  openTab,
  signInAsAdmin,
  toast,
  trpcMutation,
  unique,
} from './helpers.ts';

test('staff find a customer by their company, open them and reach their order', async ({
  page,
  browser,
  baseURL,
}) => {
  // A customer registers, sets up their firm and asks for a quote in the shop.
  const shop = await browser.newContext({ baseURL });
  const username = unique('buyer').replace(/\W/g, '').toLowerCase();
  const registered = await shop.request.post('/api/local/register', {
    data: {
      username,
      email: `${username}@example.com`,
      password: 'correct-horse-battery',
      firstName: 'Rowan',
      lastName: 'Ridge',
    },
  });
  expect(registered.status()).toBe(201);
  const firm = unique('Slate Quarry Civil');
  const created = await shop.request.post('/api/companies', {
    data: { name: firm, billingAddress: '3 Slate Road\nBend, OR 97701' },
  });
  expect(created.status()).toBe(201);
  const products = (await (await shop.request.get('/api/products?inStock=true')).json()) as {
    id: number;
  }[];
  const asked = await shop.request.post('/api/orders', {
    data: {
      customerName: 'Rowan Ridge',
      customerEmail: `${username}@example.com`,
      customerPhone: '+1 541 555 0123',
      customerAddress: '3 Slate Road, Bend, OR 97701',
      items: [{ productId: products[0]!.id, quantity: 1 }],
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const order = (await asked.json()) as { id: number; quoteNumber: string };
  await shop.close();

  await signInAsAdmin(page);
  await openTab(page, 'Customers');
  await page.getByRole('textbox', { name: 'Search customers' }).fill(firm.toUpperCase());
  await expect(page.getByText('1 matching customer, newest first')).toBeVisible();
  const row = page.getByRole('table', { name: 'Customers' }).getByRole('row').filter({
    hasText: 'Rowan Ridge',
  });
  await expect(row).toContainText(`${username}@example.com`);
  await expect(row).toContainText(firm);
  await expect(row).toContainText('Admin');
  await expect(row.getByRole('cell').nth(4)).toHaveText('1');
  await expectAccessible(page);

  await row.getByRole('button', { name: 'View customer Rowan Ridge' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/customers\/\d+\?q=/);
  const dialog = page.getByRole('dialog', { name: 'Rowan Ridge' });
  await expect(dialog.getByTestId('customer-profile')).toContainText(`${username}@example.com`);
  await expect(dialog.getByRole('link', { name: order.quoteNumber })).toHaveAttribute(
    'href',
    /\/quotes\/\d+$/,
  );
  await expectAccessible(page);
  await dialog.getByRole('link', { name: `Order #${order.id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin-dashboard/orders/${order.id}$`));
  await expect(page.getByRole('tab', { name: 'Orders', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('on a phone (390 px), each customer is a card with their email, company and View on the screen', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signInAsAdmin(page);
  await page.goto('/admin-dashboard/customers?q=digger-sons');
  const table = page.getByRole('table', { name: 'Customers' });
  const row = table.locator('tbody tr').filter({ hasText: 'Dana Digger' });
  await expectWithinScreen(table);
  await expectOnScreen(page, row.getByText('dana.digger@digger-sons.example'));
  await expectOnScreen(page, row.getByText('Digger & Sons Excavation'));
  await expectOnScreen(page, row.getByRole('button', { name: 'View customer Dana Digger' }));
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('customers-on-a-phone.png') });
});

test('a handled contact message leaves the Unhandled inbox, and can be reopened', async ({
  page,
}) => {
  const subject = unique('Breaker hire for a culvert');
  await trpcMutation(page.request, 'contact.submit', {
    name: 'Hollis Handled',
    email: 'hollis@example.com',
    phone: '',
    company: 'Culvert Co',
    subject,
    message: 'Do you hire breakers by the week? We need one in Eugene next month.',
  });

  await signInAsAdmin(page);
  await openTab(page, 'Users');
  const filters = page.getByRole('radiogroup', { name: 'Messages to show' });
  await filters.getByText('Unhandled', { exact: true }).click();
  await expect(page).toHaveURL(/messages=unhandled/);
  await page.getByRole('textbox', { name: 'Search messages' }).fill(subject);
  await expect(page.getByText('1 matching unhandled message, newest first')).toBeVisible();
  const table = page.getByRole('table', { name: 'Contact Form Submissions' });
  await table.getByRole('button', { name: `View message from Hollis Handled: ${subject}` }).click();
  await expect(page).toHaveURL(/message=\d+/);

  const dialog = page.getByRole('dialog', { name: subject });
  await expect(dialog.getByTestId('contact-handling')).toContainText('Not handled yet');
  await dialog.getByRole('button', { name: 'Mark handled' }).click();
  await expect(toast(page, 'Message marked handled')).toBeVisible();
  await expect(dialog.getByTestId('contact-handling')).toContainText(/Handled\s*by admin/);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('0 matching unhandled messages, newest first')).toBeVisible();
  await expect(table).toContainText('No messages match this search.');

  await filters.getByText('Handled', { exact: true }).click();
  await expect(page.getByText('1 matching handled message, newest first')).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('Handled');

  // A reload keeps the message open; reopening puts it back in the inbox.
  await row.getByRole('button', { name: `View message from Hollis Handled: ${subject}` }).click();
  await page.reload();
  await page.getByRole('dialog', { name: subject }).getByRole('button', { name: 'Reopen' }).click();
  await expect(toast(page, 'Message reopened')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('0 matching handled messages, newest first')).toBeVisible();
});
