import { expect, test } from '../support/test.ts';
import { expectAccessible, openTab, signInAsAdmin, toast, unique } from './helpers.ts';
import { escapeRegExp } from '../shop/helpers.ts';

test.describe('companies in the admin site', () => {
  test('staff find a company, read its members and grant it Net 30 with a credit limit', async ({
    page,
    browser,
    baseURL,
  }) => {
    // A customer sets up their firm in the shop.
    const shop = await browser.newContext({ baseURL });
    const username = unique('owner').replace(/\W/g, '');
    const registered = await shop.request.post('/api/local/register', {
      data: {
        username,
        email: `${username}@example.com`,
        password: 'correct-horse-battery',
        firstName: 'Olive',
        lastName: 'Owner',
      },
    });
    expect(registered.status()).toBe(201);
    const name = unique('Granite Works');
    const created = await shop.request.post('/api/companies', {
      data: { name, taxId: '93-7654321', billingAddress: '4 Stone Lane\nBend, OR 97701' },
    });
    expect(created.status()).toBe(201);
    await shop.close();

    await signInAsAdmin(page);
    await openTab(page, 'Companies');
    await page.getByRole('textbox', { name: 'Search companies' }).fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Card or PO');
    await row.getByRole('button', { name: `View company ${name}` }).click();
    await expect(page).toHaveURL(/\/admin-dashboard\/companies\/\d+/);

    const dialog = page.getByRole('dialog', { name });
    await expect(dialog.getByTestId('company-members')).toContainText('Olive Owner');
    await expect(dialog.getByTestId('company-members')).toContainText('Admin');
    const terms = dialog.getByRole('form', { name: 'Terms and credit' });
    await terms.getByRole('combobox', { name: 'Payment terms' }).click();
    await page.getByRole('option', { name: 'Net 30' }).click();
    await terms.getByRole('textbox', { name: 'Credit limit' }).fill('25000');
    await terms.getByRole('textbox', { name: 'Grace days' }).fill('10');
    await terms.getByRole('button', { name: 'Save terms' }).click();
    await expect(toast(page, `${name}'s terms are updated.`)).toBeVisible();
    await expectAccessible(page);

    // The list says so, and the address keeps the company open across a reload.
    await expect(row).toContainText('Net 30, $25,000.00');
    await page.reload();
    await expect(
      page.getByRole('dialog', { name }).getByRole('textbox', { name: 'Credit limit' }),
    ).toHaveValue('$25,000.00');
  });

  test("staff read a company's balance and invoices, and record its payment until nothing is owed", async ({
    page,
    browser,
    baseURL,
  }) => {
    // A firm on Net 30 orders on account in the shop.
    await signInAsAdmin(page);
    const shop = await browser.newContext({ baseURL });
    const username = unique('buyer').replace(/\W/g, '');
    await shop.request.post('/api/local/register', {
      data: {
        username,
        email: `${username}@example.com`,
        password: 'correct-horse-battery',
        firstName: 'Pat',
        lastName: 'Payables',
      },
    });
    const name = unique('Basalt Civil');
    const created = await shop.request.post('/api/companies', {
      data: { name, billingAddress: '9 Ridge Road\nSalem, OR 97301' },
    });
    const companyId = ((await created.json()) as { company: { id: number } }).company.id;
    const granted = await page.request.put(`/api/admin/companies/${companyId}`, {
      data: { paymentTerms: 'net30', creditLimit: '20000.00', creditHold: false, graceDays: 5 },
    });
    expect(granted.status()).toBe(200);
    const products = (await (await shop.request.get('/api/products?inStock=true')).json()) as {
      id: number;
      price: string;
      salePrice: string | null;
    }[];
    const product = products[0]!;
    const checkout = {
      customerName: 'Pat Payables',
      customerEmail: `${username}@example.com`,
      customerPhone: '+1 503 555 0177',
      customerAddress: '9 Ridge Road, Salem, OR 97301',
      items: [{ productId: product.id, quantity: 1 }],
    };
    const ordered = await shop.request.post('/api/orders', {
      data: { ...checkout, paymentMethod: 'account' },
    });
    expect(ordered.status()).toBe(201);
    const order = (await ordered.json()) as { id: number; total: string };
    // And asks for a quote.
    const asked = await shop.request.post('/api/orders', { data: checkout });
    expect(asked.status()).toBe(201);
    const { quoteNumber } = (await asked.json()) as { quoteNumber: string };
    await shop.close();

    await page.goto(`/admin-dashboard/companies/${companyId}`);
    const dialog = page.getByRole('dialog', { name });
    const money = (amount: string) =>
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(amount));
    await expect(dialog.getByTestId('company-account')).toContainText(
      `Balance${money(order.total)}`,
    );
    await expect(dialog.getByTestId('company-orders')).toContainText(`#${order.id}`);
    await expect(dialog.getByTestId('company-orders')).toContainText('On account · Unpaid');
    const quotes = dialog.getByTestId('company-quotes');
    await expect(quotes.getByRole('link', { name: quoteNumber })).toHaveAttribute(
      'href',
      /\/quotes\/\d+$/,
    );
    await expect(quotes).toContainText('Pat Payables');
    const invoice = dialog.getByTestId('company-invoice');
    await expect(invoice).toHaveCount(1);
    await expect(invoice).toContainText(`#${order.id}`);
    await expect(invoice).toContainText('Open');

    // More than is owed: refused, and said on the amount, not only in a toast that fades.
    await invoice.getByRole('button', { name: /^Record payment for INV-/ }).click();
    const payment = page.getByRole('form', { name: 'Record payment' });
    const over = (Number(order.total) + 20).toFixed(2);
    await payment.getByRole('textbox', { name: 'Amount received' }).fill(over);
    await payment.getByRole('textbox', { name: 'Reference' }).fill('Wire 7000');
    await payment.getByRole('button', { name: 'Record payment' }).click();
    await expect(
      payment.getByRole('textbox', { name: 'Amount received' }),
    ).toHaveAccessibleDescription(
      new RegExp(
        `^${escapeRegExp(money(over))} is more than the ${escapeRegExp(money(order.total))} still owed on INV-\\d+$`,
      ),
    );
    await expect(toast(page, 'Payment not recorded')).toHaveCount(0);

    // Part now, the rest later.
    await payment.getByRole('textbox', { name: 'Amount received' }).fill('1');
    await payment.getByRole('textbox', { name: 'Reference' }).fill('Wire 7001');
    await payment.getByRole('button', { name: 'Record payment' }).click();
    await expect(toast(page, /\$1\.00 against INV-/)).toBeVisible();
    const rest = (Number(order.total) - 1).toFixed(2);
    await expect(dialog.getByTestId('company-account')).toContainText(`Balance${money(rest)}`);
    await invoice.getByRole('button', { name: /^Record payment for INV-/ }).click();
    await expect(payment.getByRole('textbox', { name: 'Amount received' })).toHaveValue(
      money(rest),
    );
    await payment.getByRole('textbox', { name: 'Reference' }).fill('Wire 7002');
    await payment.getByRole('button', { name: 'Record payment' }).click();
    await expect(dialog.getByTestId('company-account')).toContainText('Balance$0.00');
    await expect(dialog.getByTestId('company-invoices-empty')).toHaveText(
      'Nothing is owed on this account.',
    );
    await dialog.getByText('All', { exact: true }).click();
    await expect(dialog.getByTestId('company-invoice')).toContainText('Paid');
    await expectAccessible(page);
  });
});
