import { readFile } from 'node:fs/promises';
import { newProduct, signInAsAdmin as signInStaff, uniqueName } from '../shop/helpers.ts';
import { expect, test } from '../shop/test.ts';
import { expectAccessible, signInAsAdmin, toast } from './helpers.ts';

/** A one-page PDF a reader opens: what a maker's spec sheet is, in miniature. */
const SPEC_SHEET = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
);

test('staff attach a spec sheet to a product and the shop offers it for download', async ({
  page,
  baseURL,
  browser,
}) => {
  const staff = (await browser.newContext({ baseURL })).request;
  await signInStaff(staff);
  const product = await newProduct(staff, uniqueName('Documented Breaker '));
  const title = 'Breaker specifications';

  await signInAsAdmin(page);
  await page.goto(`/admin-dashboard/inventory/products/${product.id}`);
  const section = page.getByRole('region', { name: 'Documents' });
  await expect(section.getByText('No documents yet.')).toBeVisible();
  const form = section.getByRole('form', { name: 'Add a document' });
  const file = form.locator('input[type="file"]');

  // A file named .pdf that is not one is refused by the server, which reads its bytes.
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await file.setInputFiles({
    name: 'breaker.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<html>not a pdf</html>'),
  });
  await form.getByRole('button', { name: 'Upload document' }).click();
  await expect(form.getByRole('alert')).toContainText(
    '"breaker.pdf" is not a PDF; documents must be PDF files',
  );

  await file.setInputFiles({
    name: 'breaker.pdf',
    mimeType: 'application/pdf',
    buffer: SPEC_SHEET,
  });
  await form.getByRole('button', { name: 'Upload document' }).click();
  await expect(toast(page, 'Document added')).toBeVisible();
  const listed = section.getByRole('table', { name: 'Documents' });
  await expect(listed.getByRole('row')).toHaveCount(1);
  await expect(listed).toContainText(`${title}Spec sheet · PDF · ${SPEC_SHEET.length} bytes`);
  await expectAccessible(page);

  // The shop's product page, on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/equipment/${product.id}`);
  const documents = page.getByRole('region', { name: 'Documents' });
  const link = documents.getByRole('link', { name: new RegExp(title) });
  await expect(link).toContainText(`Spec sheet · PDF · ${SPEC_SHEET.length} bytes`);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`${title}.pdf`);
  const saved = await readFile((await download.path())!);
  expect(saved.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(saved.equals(SPEC_SHEET)).toBe(true);

  // Removed after a confirmation, it is gone from the product page too.
  await page.goto(`/admin-dashboard/inventory/products/${product.id}`);
  await section.getByRole('button', { name: `Remove ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove document?' });
  await expect(dialog).toContainText(title);
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, 'Document removed')).toBeVisible();
  await expect(section.getByText('No documents yet.')).toBeVisible();
  await page.goto(`/equipment/${product.id}`);
  await expect(page.getByRole('heading', { name: product.name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Documents' })).toHaveCount(0);
});
