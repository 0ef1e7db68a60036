import { type Page } from '@playwright/test';
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

async function openSection(page: Page, name: 'Products' | 'Machines') {
  await page.getByRole('tab', { name, exact: true }).click();
  const table = name === 'Products' ? 'Products' : 'Machine models';
  await expect(page.getByRole('table', { name: table })).toBeVisible();
}

/** A universal product made through the API as the signed-in admin. */
async function createProduct(page: Page, name: string) {
  const categories = await trpcQuery<{ id: number; name: string }[]>(
    page.request,
    'categories.adminList',
  );
  await trpcMutation(page.request, 'catalog.create', {
    name,
    description: '<p>Made by the end-to-end tests.</p>',
    price: '480.00',
    stock: 5,
    categoryId: categories.find((c) => c.name === 'Excavator Upgrade Kits')!.id,
  });
}

async function editProduct(page: Page, name: string) {
  await page.getByRole('textbox', { name: 'Search products' }).fill(name);
  const row = page
    .getByRole('table', { name: 'Products' })
    .getByRole('row')
    .filter({ hasText: name });
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const form = page.getByRole('region', { name: 'Edit Product' });
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  return form;
}

test('staff add a machine model, list it in a product’s fitment with a weight rule, then delete it', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await openTab(page, 'Inventory');
  await openSection(page, 'Machines');

  // Add a machine model; the shared rules are checked before anything is sent.
  await page.getByRole('button', { name: 'Add Machine Model' }).click();
  const add = page.getByRole('region', { name: 'Add New Machine Model' });
  await add.getByRole('button', { name: 'Create Machine Model' }).click();
  await expect(add.getByText('Make is required')).toBeVisible();
  await expect(add.getByText('Operating weight is required')).toBeVisible();
  await expect(add.getByText('Please choose a coupler')).toBeVisible();

  const make = unique('E2E Make');
  const machine = `${make} KX-9`;
  await add.getByLabel(/^Make/).fill(make);
  await add.getByLabel(/^Model/).fill('KX-9');
  await add.getByLabel(/^Operating weight/).fill('8.2');
  await add.getByLabel(/^Pin diameter/).fill('50');
  await add.getByRole('combobox', { name: 'Coupler' }).click();
  await page.getByRole('option', { name: 'Hydraulic quick coupler' }).click();
  await expectAccessible(page);
  await add.getByRole('button', { name: 'Create Machine Model' }).click();
  await expect(toast(page, 'Machine model created successfully')).toBeVisible();
  await expect(add).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Search machines' }).fill(make);
  const machines = page.getByRole('table', { name: 'Machine models' });
  const row = machines.getByRole('row').filter({ hasText: make });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell')).toHaveText([
    make,
    'KX-9',
    '8.2 t',
    '50 mm',
    'Hydraulic quick coupler',
    '',
  ]);

  // The same make and model again is refused with the server's reason on the form.
  await page.getByRole('button', { name: 'Add Machine Model' }).click();
  await add.getByLabel(/^Make/).fill(make);
  await add.getByLabel(/^Model/).fill('KX-9');
  await add.getByLabel(/^Operating weight/).fill('8');
  await add.getByRole('combobox', { name: 'Coupler' }).click();
  await page.getByRole('option', { name: 'Pin-on' }).click();
  await add.getByRole('button', { name: 'Create Machine Model' }).click();
  await expect(add.getByRole('alert')).toContainText(
    `${machine} is already in the list of machines`,
  );
  await add.getByRole('button', { name: 'Cancel' }).click();

  // A product lists the new machine and fits any machine of 5–9 t.
  const product = unique('E2E Fitment Bucket');
  await createProduct(page, product);
  await openSection(page, 'Products');
  let form = await editProduct(page, product);
  await expect(form.getByText('No fitment rules: the shop shows no fit verdict')).toBeVisible();
  await form.getByRole('radio', { name: 'Fits specific machines' }).check();
  await form.getByRole('button', { name: 'Update Product' }).click();
  await expect(
    form.getByText('Choose the machine models it fits or give a rule (weight, pin or coupler)'),
  ).toBeVisible();

  await form.getByRole('combobox', { name: 'Machine models' }).fill(make);
  await page.getByRole('option', { name: machine }).click();
  await form.getByRole('textbox', { name: 'Weight from (t)' }).fill('9');
  await form.getByRole('textbox', { name: 'Weight to (t)' }).fill('5');
  await form.getByRole('button', { name: 'Update Product' }).click();
  await expect(form.getByText('Minimum weight must not be above the maximum')).toBeVisible();
  await form.getByRole('textbox', { name: 'Weight from (t)' }).fill('5');
  await form.getByRole('textbox', { name: 'Weight to (t)' }).fill('9');
  await expect(
    form.getByText('Fits 1 listed model and any machine matching 5–9 t', { exact: true }),
  ).toBeVisible();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Update Product' }).click();
  await expect(toast(page, 'Product updated successfully')).toBeVisible();
  await expect(form).toHaveCount(0);

  // Reopened after a reload (nothing cached), the form shows the fitment as saved.
  await page.reload();
  form = await editProduct(page, product);
  await expect(form.getByRole('radio', { name: 'Fits specific machines' })).toBeChecked();
  await expect(form.getByText(machine, { exact: true })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Weight from (t)' })).toHaveValue('5 t');
  await expect(form.getByRole('textbox', { name: 'Weight to (t)' })).toHaveValue('9 t');
  await form.getByRole('button', { name: 'Cancel' }).click();

  // Deleting the machine takes it off the product; the rule stays.
  await openSection(page, 'Machines');
  await page.getByRole('textbox', { name: 'Search machines' }).fill(make);
  await row.getByRole('button', { name: `Delete ${machine}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Machine Model' });
  await expect(dialog).toContainText('Products that list it will no longer list it');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'Machine model deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(machines).toContainText('No machine models match this search.');

  await openSection(page, 'Products');
  await page.reload();
  form = await editProduct(page, product);
  await expect(form.getByText('Fits any machine matching 5–9 t', { exact: true })).toBeVisible();
});
