import { expect, test } from '../support/test.ts';
import {
  expectAccessible,
  openTab,
  signInAsAdmin,
  toast,
  trpcMutation,
  trpcQuery,
  unique,
} from './helpers.ts';

test.describe('price lists and volume tiers in the admin site', () => {
  test('staff give a company its price list, and the change is in the activity log', async ({
    page,
    browser,
    baseURL,
  }) => {
    const shop = await browser.newContext({ baseURL });
    const username = unique('owner').replace(/\W/g, '');
    await shop.request.post('/api/local/register', {
      data: {
        username,
        email: `${username}@example.com`,
        password: 'correct-horse-battery',
        firstName: 'Olive',
        lastName: 'Owner',
      },
    });
    const name = unique('Basalt Works');
    const created = await shop.request.post('/api/companies', {
      data: { name, billingAddress: '4 Stone Lane\nBend, OR 97701' },
    });
    expect(created.status()).toBe(201);
    const companyId = ((await created.json()) as { company: { id: number } }).company.id;
    await shop.close();

    await signInAsAdmin(page);
    const [drill] = (
      await trpcQuery<{ items: { sku: string; name: string }[] }>(
        page.request,
        'catalog.adminList',
        {
          search: 'Hammer Drill',
          page: 1,
          pageSize: 1,
        },
      )
    ).items;
    await openTab(page, 'Companies');
    await page.getByRole('textbox', { name: 'Search companies' }).fill(name);
    await page.getByRole('button', { name: `View company ${name}` }).click();
    const dialog = page.getByRole('dialog', { name });
    const form = dialog.getByRole('form', { name: 'Price list' });

    await form.getByRole('button', { name: 'Add category' }).click();
    await form.getByRole('combobox', { name: 'Category 1', exact: true }).click();
    await page.getByRole('option', { name: 'Safety Gear' }).click();
    // A typo is not clamped to 100% (a category given away): the server refuses it at its field.
    const percentOff = form.getByRole('textbox', { name: 'Percent off, category 1' });
    await percentOff.fill('150');
    await percentOff.blur();
    await expect(percentOff).toHaveValue('150%');
    await form.getByRole('button', { name: 'Save price list' }).click();
    await expect(
      form.getByText('Percent off must be a number above 0 and below 100, like 12.5'),
    ).toBeVisible();
    await percentOff.fill('12.5');
    await form.getByRole('button', { name: 'Add product' }).click();
    await form.getByRole('textbox', { name: 'SKU 1' }).fill('NO-SUCH-SKU');
    await form.getByRole('textbox', { name: 'Contract price, product 1' }).fill('99');
    await form.getByRole('button', { name: 'Save price list' }).click();
    // A SKU the catalogue does not hold is refused by the server, named at its field.
    await expect(form.getByText('There is no product NO-SUCH-SKU')).toBeVisible();
    await form.getByRole('textbox', { name: 'SKU 1' }).fill(drill!.sku.toLowerCase());
    await form.getByRole('button', { name: 'Save price list' }).click();
    await expect(toast(page, 'Price list saved')).toBeVisible();
    await expect(form.getByText(`${drill!.name} (list`)).toBeVisible();
    await expectAccessible(page);

    const saved = await page.request.get(`/api/admin/companies/${companyId}/price-list`);
    expect(await saved.json()).toMatchObject({
      categories: [{ name: 'Safety Gear', percentOff: '12.50' }],
      products: [{ sku: drill!.sku, price: '99.00' }],
    });
    const exported = await page.request.get(`/api/admin/companies/${companyId}/price-list.csv`);
    expect(await exported.text()).toContain(`product,,${drill!.sku},`);

    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('tab', { name: 'Activity', exact: true }).click();
    const log = page.getByRole('table', { name: 'Activity' });
    await expect(log.getByText('Changed company price list').first()).toBeVisible();
  });

  test('staff give a product volume tiers in its form, and the shop shows them', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    const categories = await trpcQuery<{ id: number; name: string }[]>(
      page.request,
      'categories.adminList',
    );
    const name = unique('Tiered Tamper');
    const { id } = await trpcMutation<{ id: number }>(page.request, 'catalog.create', {
      name,
      description: '<p>Made by the end-to-end tests.</p>',
      price: '250.00',
      stock: 20,
      categoryId: categories.find((c) => c.name === 'Tools')!.id,
      images: [],
      isActive: true,
    });
    await openTab(page, 'Inventory');
    await page.getByRole('textbox', { name: 'Search products' }).fill(name);
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const form = page.getByRole('region', { name: 'Edit Product' });
    await form.getByRole('button', { name: 'Add tier' }).click();
    await form.getByRole('textbox', { name: 'Tier 1 from quantity' }).fill('5');
    await form.getByRole('textbox', { name: 'Tier 1 price per unit' }).fill('260');
    await form.getByRole('button', { name: 'Add tier' }).click();
    await form.getByRole('textbox', { name: 'Tier 2 from quantity' }).fill('4');
    await form.getByRole('textbox', { name: 'Tier 2 price per unit' }).fill('200');
    await form.getByRole('button', { name: 'Update Product' }).click();
    // The shared rules speak before anything is sent.
    await expect(form.getByText('A tier price must be lower than the price')).toBeVisible();
    await expect(form.getByText(/Tiers must go up in quantity/)).toBeVisible();
    await form.getByRole('textbox', { name: 'Tier 1 price per unit' }).fill('240');
    await form.getByRole('textbox', { name: 'Tier 2 from quantity' }).fill('20');
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Update Product' }).click();
    await expect(toast(page, 'Product updated successfully')).toBeVisible();

    await page.goto(`/equipment/${id}`);
    const rows = page.getByTestId('volume-prices').getByTestId('volume-price');
    await expect(rows).toHaveText([/1–4\s*\$250\.00/, /5–19\s*\$240\.00/, /20\+\s*\$200\.00/]);
  });
});
