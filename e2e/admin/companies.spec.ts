import { expect, test } from '@playwright/test';
import { expectAccessible, openTab, signInAsAdmin, toast, unique } from './helpers.ts';

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
});
