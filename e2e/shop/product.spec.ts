import { expect, test } from './test.ts';
import {
  escapeRegExp,
  expectAccessible,
  expectToast,
  failTrpc,
  findProduct,
  money,
} from './helpers.ts';

test.describe('product page', () => {
  test('shows breadcrumb, category, name, rating, price with percent off, stock and the note', async ({
    page,
  }) => {
    const product = await findProduct(
      page.request,
      (p) => p.salePrice !== null && p.stock > 10,
      'product on sale',
    );
    await page.goto(`/equipment/${product.id}`);
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(product.name)));

    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Equipment' })).toHaveAttribute(
      'href',
      '/equipment',
    );
    await expect(breadcrumb).toContainText(product.name);
    await expect(page.getByRole('link', { name: 'Back to Equipment' })).toBeVisible();

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(main.getByText(product.category, { exact: true }).first()).toBeVisible();
    await expect(main.getByText('4.8', { exact: true })).toBeVisible();
    await expect(main.getByText('(127 reviews)')).toBeVisible();

    const percent = Math.round(
      ((Number(product.price) - Number(product.salePrice)) / Number(product.price)) * 100,
    );
    await expect(main.getByText(`${percent}% OFF`)).toBeVisible();
    await expect(main.getByTestId('sale-price').first()).toContainText(money(product.salePrice!));
    await expect(main.getByTestId('regular-price').first()).toContainText(money(product.price));
    await expect(main.getByText('In Stock', { exact: true }).first()).toBeVisible();
    await expect(main.getByText('Free shipping on orders over $50')).toBeVisible();

    for (const [title, text] of [
      ['Warranty', '2 Year'],
      ['Shipping', 'Fast Delivery'],
      ['Support', '24/7 Help'],
    ] as const) {
      await expect(main.getByText(title, { exact: true }).first()).toBeVisible();
      await expect(main.getByText(text, { exact: true })).toBeVisible();
    }
    await expectAccessible(page);
  });

  test('renders the description as HTML and the specifications card', async ({ page }) => {
    const product = await findProduct(
      page.request,
      (p) => p.description.includes('<') && !!p.sku,
      'product with HTML description',
    );
    await page.goto(`/equipment/${product.id}`);
    // The product's own; the related rows' cards below carry a short one each.
    const description = page.getByTestId('product-description').first();
    await expect(page.getByRole('heading', { name: 'Description' })).toBeVisible();
    expect(await description.locator('p, ul, strong, h2, h3').count()).toBeGreaterThan(0);
    await expect(description).not.toContainText('<p>');

    const specs = page.getByTestId('specifications');
    const rows: [string, string][] = [
      ['Category', product.category],
      ['Model', product.name],
      ['SKU', product.sku!],
      ['Warranty', '2 Years'],
      ['Condition', 'New'],
      ['Stock', `${product.stock} units`],
      ['Shipping', 'Free over $50'],
    ];
    for (const [label, value] of rows) {
      await expect(specs.getByRole('row', { name: new RegExp(`^${label}`) })).toContainText(value);
    }
  });

  test('low stock reads "Only N left"; out of stock disables Add to Cart', async ({ page }) => {
    const low = await findProduct(
      page.request,
      (p) => p.stock > 0 && p.stock <= 10,
      'product low in stock',
    );
    await page.goto(`/equipment/${low.id}`);
    // The product's own badge comes first; a related product below may be as scarce.
    await expect(page.getByRole('main').getByText(`Only ${low.stock} left`).first()).toBeVisible();

    const soldOut = await findProduct(page.request, (p) => p.stock === 0, 'product out of stock');
    await page.goto(`/equipment/${soldOut.id}`);
    const main = page.getByRole('main');
    await expect(main.getByText('Out of Stock', { exact: true }).first()).toBeVisible();
    await expect(main.getByRole('button', { name: 'Add to Cart' }).first()).toBeDisabled();
  });

  test('Add to Cart adds the product and toasts for 3 seconds', async ({ page }) => {
    const product = await findProduct(
      page.request,
      (p) => p.stock >= 50,
      'product with plenty of stock',
    );
    await page.goto(`/equipment/${product.id}`);
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
    const added = await expectToast(
      page,
      'Added to Cart',
      `${product.name} has been added to your cart successfully!`,
    );
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    // A toast under the pointer stays while it is read; with a volume-pricing table above it the
    // button sits where the toast appears, so the pointer moves off as a reader's would.
    await page.mouse.move(0, 0);
    await expect(added).toBeHidden({ timeout: 4500 });
  });

  test('the gallery: previous/next, counter, thumbnails and an enlarged dialog', async ({
    page,
  }) => {
    const product = await findProduct(
      page.request,
      (p) => p.images.filter((image) => image.url).length >= 3,
      'product with three or more images',
    );
    const images = product.images.filter((image) => image.url).sort((a, b) => a.order - b.order);
    await page.goto(`/equipment/${product.id}`);
    const gallery = page.getByTestId('product-gallery');
    const counter = gallery.getByTestId('gallery-counter');
    await expect(counter).toHaveText(`1 / ${images.length}`);
    await expect(gallery.getByTestId('gallery-thumbnail')).toHaveCount(images.length);

    await gallery.getByRole('button', { name: 'Next image' }).click();
    await expect(counter).toHaveText(`2 / ${images.length}`);
    await gallery.getByRole('button', { name: 'Previous image' }).click();
    await expect(counter).toHaveText(`1 / ${images.length}`);
    // Previous from the first wraps around to the last.
    await gallery.getByRole('button', { name: 'Previous image' }).click();
    await expect(counter).toHaveText(`${images.length} / ${images.length}`);

    await gallery.getByRole('button', { name: `Show image 2 of ${images.length}` }).click();
    await expect(counter).toHaveText(`2 / ${images.length}`);
    await expect(
      gallery.getByRole('button', { name: `Show image 2 of ${images.length}` }),
    ).toHaveAttribute('aria-pressed', 'true');

    await gallery.getByRole('button', { name: `Enlarge image 2 of ${images.length}` }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(escapeRegExp(product.name)) });
    await expect(dialog).toHaveAccessibleName(`${product.name} (2 / ${images.length})`);
    await expect(dialog.getByTestId('gallery-enlarged')).toHaveAttribute('src', images[1]!.url);
    await dialog.getByRole('button', { name: 'Next image' }).click();
    await expect(dialog.getByTestId('gallery-enlarged')).toHaveAttribute('src', images[2]!.url);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(counter).toHaveText(`3 / ${images.length}`);
  });

  test('a product that does not exist shows Product Not Found', async ({ page }) => {
    for (const path of ['/equipment/999999', '/equipment/not-a-number']) {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Product Not Found' }),
      ).toBeVisible();
      await expect(
        page.getByText("The equipment you're looking for doesn't exist or has been removed."),
      ).toBeVisible();
    }
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to Equipment' }).click();
    await expect(page).toHaveURL(/\/equipment$/);
  });

  test('a failed fetch also shows Product Not Found', async ({ page }) => {
    const product = await findProduct(page.request, () => true, 'product');
    await failTrpc(page, 'catalog.byId');
    // The server sends a product page with its product; from the catalogue, the browser fetches it.
    await page.goto('/equipment');
    await page.getByRole('link', { name: product.name, exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible();
  });
});
