import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { expectWithinScreen, PHONE } from '../support/phone.ts';
import { expectAccessible, openTab, signInAsAdmin, toast } from './helpers.ts';

const HEADER = 'sku,name,category,price,stock,description,universal,machine_models';

async function chooseCsv(page: Page, csv: string) {
  await page
    .getByRole('dialog', { name: 'Import products from CSV' })
    .locator('input[type="file"]')
    .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
}

test('an import shows its problems by line, and the fixed file is applied', async ({ page }) => {
  const run = Date.now().toString(36);
  const bucket = `CSV Bucket ${run}`;
  const hat = `CSV Hard Hat ${run}`;
  const rows = (hatCategory: string, hatPrice: string) =>
    [
      HEADER,
      `CSV-${run}-1,${bucket},Excavator Upgrade Kits,899.00,6,"<p>Fits 5-9 t, ""heavy"" duty.</p>",no,Kubota KX080-4|CAT 308 CR`,
      `CSV-${run}-2,${hat},${hatCategory},${hatPrice},40,<p>Vented.</p>,yes,`,
    ].join('\n');

  await signInAsAdmin(page);
  await openTab(page, 'Inventory');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import products from CSV' });

  await chooseCsv(page, rows('Hats', 'cheap'));
  const problems = dialog.getByRole('table', { name: 'Import problems' });
  await expect(problems.getByRole('row')).toHaveCount(3);
  await expect(problems.getByRole('row').nth(1)).toContainText(
    /^3category.*No category named "Hats"/,
  );
  await expect(problems.getByRole('row').nth(2)).toContainText(
    /^3price.*Price must be an amount like 1299\.00/,
  );
  await expect(dialog.getByText('2 problems to fix first')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await expectAccessible(page);

  await chooseCsv(page, rows('Safety Gear', '24.50'));
  await expect(dialog.getByText('2 products to create, 0 to update')).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Products to import' })).toContainText(bucket);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(toast(page, 'Products imported')).toContainText('2 products created, 0 updated');
  await expect(dialog).toBeHidden();

  await page.getByRole('textbox', { name: 'Search products' }).fill(run);
  const list = page.getByRole('table', { name: 'Products' });
  await expect(list.getByRole('row').filter({ hasText: bucket })).toContainText('$899.00');
  await expect(list.getByRole('row').filter({ hasText: hat })).toContainText('$24.50');

  // The dry run of a change shows each changed cell before and after, long ones cut short.
  const longText = `<p>${'Wear-resistant steel, '.repeat(8)}</p>`;
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await chooseCsv(
    page,
    `sku,price,description,tiers\nCSV-${run}-1,950.00,"${longText}",5:900|20:850\n`,
  );
  await expect(dialog.getByText('0 products to create, 1 to update')).toBeVisible();
  const update = dialog.getByRole('table', { name: 'Products to import' }).getByRole('row', {
    name: new RegExp(bucket),
  });
  await expect(update).toContainText('price: 899.00 → 950.00');
  await expect(update).toContainText('tiers: — → 5:900.00|20:850.00');
  await expect(update).toContainText(
    /description: <p>Fits 5-9 t, "heavy" duty\.<\/p> → <p>Wear-resistant steel, [^→]{20,}…/,
  );
  await expectAccessible(page);
  await dialog.screenshot({ path: test.info().outputPath('import-dry-run.png') });
});

test('on a phone, the dry run lists each change without a sideways scroll', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAsAdmin(page);
  await openTab(page, 'Inventory');
  const sku = (
    await page
      .getByText(/^SKU BR-\d+$/)
      .first()
      .innerText()
  ).replace('SKU ', '');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import products from CSV' });
  const url = `/demo-images/${'a-very-long-image-file-name-'.repeat(4)}.jpg`;
  await chooseCsv(page, `sku,price,image_urls\n${sku},99999.00,${url}\n`);
  const table = dialog.getByRole('table', { name: 'Products to import' });
  await expect(table).toContainText(/price: [\d.]+ → 99999\.00/);
  await expectWithinScreen(table);
  await dialog.screenshot({ path: test.info().outputPath('import-dry-run-on-a-phone.png') });
});

test('products and orders export as CSV downloads', async ({ page }) => {
  await signInAsAdmin(page);
  await openTab(page, 'Inventory');
  const [products] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(products.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await products.path())!, 'utf8');
  expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
    'sku,name,category,price,sale_price,stock,active,description,image_urls,universal,machine_models,min_weight_kg,max_weight_kg,pin_mm,coupler,documents,tiers',
  );
  expect(text).toContain('Hydraulic Quick Coupler QC-20');

  await openTab(page, 'Orders');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await page.getByLabel('From').fill('2020-01-01');
  const [orders] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download orders CSV' }).click(),
  ]);
  expect(orders.suggestedFilename()).toMatch(/^orders-2020-01-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const ordersText = await readFile((await orders.path())!, 'utf8');
  expect(ordersText.replace(/^\uFEFF/, '')).toMatch(/^order_id,date,customer_name,email,company,/);
});
