import { type Locator, type Page } from '@playwright/test';
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

/** A 64×48 orange PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAd0lEQVRoge2SgQnAQBCDnLvL+2PI0YADaAh+nIbcwAWQr+guxF3IDVwA+YruQtyF3MAFkK/oLsRdyA1cAPmK7kLchdzABZCv6C7EXcgNXAD5iu5C3IXcwAWQr+guxF3IDVwA+YruQtyF3MAFkK/oLsRdyA38ecAD9jKtAGf1EQ8AAAAASUVORK5CYII=',
  'base64',
);

async function openProducts(page: Page) {
  await signInAsAdmin(page);
  await openTab(page, 'Inventory');
  await expect(page.getByRole('table', { name: 'Products' })).toBeVisible();
}

async function findRow(page: Page, name: string) {
  await page.getByRole('textbox', { name: 'Search products' }).fill(name);
  const row = page
    .getByRole('table', { name: 'Products' })
    .getByRole('row')
    .filter({ hasText: name });
  return row;
}

/** A product made through the API as the signed-in admin, so a test starts from a known one. */
async function createProduct(page: Page, name: string) {
  const categories = await trpcQuery<{ id: number; name: string }[]>(
    page.request,
    'categories.adminList',
  );
  return trpcMutation<{ id: number }>(page.request, 'catalog.create', {
    name,
    description: '<p>Made by the end-to-end tests.</p>',
    price: '250.00',
    stock: 20,
    categoryId: categories.find((c) => c.name === 'Tools')!.id,
    images: [],
    isActive: true,
  });
}

/** A new product, opened in its edit form from the product list. */
async function editNewProduct(page: Page, prefix: string) {
  const name = unique(prefix);
  const { id } = await createProduct(page, name);
  const row = await findRow(page, name);
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  return { id, name, form: page.getByRole('region', { name: 'Edit Product' }) };
}

/** dnd-kit's keyboard drag, step by step as its live region reports it. */
async function moveOneLeft(page: Page, handle: Locator) {
  const live = page.locator('[id^="DndLiveRegion"]');
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(live).toContainText('Picked up image');
  // dnd-kit listens for the arrow keys a task after the pick-up, which a busy machine may announce
  // first: press again until the move is heard (from the first place an extra press moves nothing).
  await expect(async () => {
    await page.keyboard.press('ArrowLeft');
    await expect(live).toContainText('moved to position', { timeout: 1_000 });
  }).toPass();
  await page.keyboard.press('Space');
  await expect(live).toContainText('dropped at position');
}

test.describe('admin products', () => {
  test('creates a product with rich text and an uploaded image that the shop then shows', async ({
    page,
  }) => {
    await openProducts(page);
    await page.getByRole('button', { name: 'Add Product' }).click();
    const form = page.getByRole('region', { name: 'Add New Product' });
    await expect(form).toBeVisible();

    await form.getByRole('button', { name: 'Create Product' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Description is required')).toBeVisible();
    await expect(form.getByText('Price is required')).toBeVisible();
    await expect(form.getByText('Please choose a category')).toBeVisible();

    const name = unique('E2E Trench Bucket');
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await form.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Excavator Upgrade Kits' }).click();

    const editor = form.getByTestId('description-editor');
    await editor.click();
    await page.keyboard.type('Heavy-duty trench bucket made of ');
    await form.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('Hardox 450 steel');
    await form.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Fits 3-5 t excavators.');
    await form.getByRole('button', { name: 'Increase indent' }).click();
    await expect(editor.locator('strong')).toHaveText('Hardox 450 steel');
    await expect(editor.locator('p', { hasText: 'Fits 3-5 t excavators.' })).toHaveAttribute(
      'style',
      /margin-left: 2em/,
    );

    await form.getByRole('textbox', { name: 'Price', exact: true }).fill('1499.5');
    await form.getByRole('textbox', { name: 'Stock' }).fill('12');

    // The drop zone refuses what is not an image (by the server reading its bytes) and big files.
    const fileInput = form.locator('input[type="file"]');
    await fileInput.setInputFiles({
      name: 'not-a-photo.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('This is plain text pretending to be a JPEG.'),
    });
    await expect(form.getByRole('alert').filter({ hasText: 'not-a-photo.jpg' })).toContainText(
      'Please upload only image files (JPEG, PNG, GIF)',
    );
    await fileInput.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await expect(form.getByText('File size must be less than 5MB')).toBeVisible();

    await fileInput.setInputFiles({
      name: 'trench-bucket.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    const images = form.getByTestId('product-image');
    await expect(images).toHaveCount(1);
    await expect(images.first().getByRole('img', { name: 'trench-bucket' })).toHaveAttribute(
      'src',
      /\/uploads\/[\w-]+\.webp$/,
    );
    await expect(images.first().getByText('Primary')).toBeVisible();

    await form.getByRole('button', { name: 'Add URL' }).click();
    await expect(form.getByText('Please enter an image URL')).toBeVisible();
    await form
      .getByRole('textbox', { name: 'Add image by URL' })
      .fill('/demo-images/excavator-1.svg');
    await form.getByRole('button', { name: 'Add URL' }).click();
    await expect(images).toHaveCount(2);

    // Drag with the keyboard: the URL image becomes the primary one, then moves back.
    await moveOneLeft(page, form.getByRole('button', { name: /Drag to reorder Image 2/ }));
    await expect(images.first().getByRole('img')).toHaveAttribute('src', /excavator-1\.svg$/);
    await expect(images.first().getByText('Primary')).toBeVisible();
    await moveOneLeft(page, form.getByRole('button', { name: /Drag to reorder trench-bucket/ }));
    await expect(images.first().getByRole('img')).toHaveAttribute('src', /\/uploads\//);

    await expectAccessible(page);
    await form.getByRole('button', { name: 'Create Product' }).click();
    await expect(toast(page, 'Product created successfully')).toBeVisible();
    await expect(form).toHaveCount(0);

    const row = await findRow(page, name);
    await expect(row).toContainText('Excavator Upgrade Kits');
    await expect(row).toContainText('$1,499.50');
    await expect(row).toContainText('Active');
    const shopLink = await row
      .getByRole('link', { name: `View ${name} in the shop` })
      .getAttribute('href');
    expect(shopLink).toMatch(/^\/equipment\/\d+$/);

    await page.goto(shopLink!);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.locator('strong', { hasText: 'Hardox 450 steel' }).first()).toBeVisible();
    // The server's sanitiser keeps the editor's indent.
    await expect(page.locator('p', { hasText: 'Fits 3-5 t excavators.' }).first()).toHaveAttribute(
      'style',
      /margin-left: ?2em/,
    );
    await expect(page.locator('img[src*="/uploads/"]').first()).toBeVisible();
  });

  test('edits a product and keeps the form when saving fails', async ({ page }) => {
    await openProducts(page);
    const { id, name, form } = await editNewProduct(page, 'E2E Edit Me');
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
    await expect(form.getByTestId('description-editor')).toContainText(
      'Made by the end-to-end tests.',
    );

    const renamed = `${name} Mk II`;
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(renamed);
    await form.getByRole('textbox', { name: 'Price', exact: true }).fill('310');
    await form.getByRole('textbox', { name: 'Sale price' }).fill('279.99');
    await form.getByRole('textbox', { name: 'Stock' }).fill('3');
    await form.getByRole('switch', { name: /Active/ }).uncheck();

    // A failed save says why and loses nothing.
    await page.route('**/trpc/catalog.update**', (route) => route.abort());
    await form.getByRole('button', { name: 'Update Product' }).click();
    await expect(toast(page, 'Failed to update product')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(renamed);
    await page.unroute('**/trpc/catalog.update**');

    await form.getByRole('button', { name: 'Update Product' }).click();
    await expect(toast(page, 'Product updated successfully')).toBeVisible();
    await expect(form).toHaveCount(0);
    const updated = await findRow(page, renamed);
    await expect(updated).toContainText('$279.99');
    await expect(updated).toContainText('$310.00');
    await expect(updated).toContainText('Inactive');

    // Inactive products are hidden from the shop.
    await page.goto(`/equipment/${id}`);
    await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
  });

  test('a tab chosen while the lists refresh after a save stays open', async ({ page }) => {
    await openProducts(page);
    const { name, form } = await editNewProduct(page, 'E2E Quick Switch');
    await form.getByRole('textbox', { name: 'Stock' }).fill('7');

    // The product list's refresh after the save is held until staff have moved on.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/trpc/*catalog.adminList*', async (route) => {
      await held;
      await route.continue();
    });
    await form.getByRole('button', { name: 'Update Product' }).click();
    await expect(toast(page, 'Product updated successfully')).toBeVisible();
    await page.getByRole('tab', { name: 'Activity', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Activity' })).toBeVisible();
    release();

    // A step that takes a round trip: closing the form would have pulled staff back by now.
    await page.getByRole('combobox', { name: 'Kind of record' }).click();
    await page.getByRole('option', { name: 'Products' }).click();
    const log = page.getByRole('table', { name: 'Activity' });
    await expect(log.getByRole('row').filter({ hasText: name }).first()).toContainText(
      'Changed product',
    );
    await expect(page).toHaveURL(/\/activity\?kind=product/);
  });

  test('deletes a product only after confirmation', async ({ page }) => {
    await openProducts(page);
    const name = unique('E2E Delete Me');
    await createProduct(page, name);
    const row = await findRow(page, name);

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Product' });
    await expect(dialog).toContainText('Are you sure you want to delete this product?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, 'Product deleted successfully')).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});
