import { expectBadgesWhole } from '../support/badges.ts';
import { expect, test, type Page } from './test.ts';
import {
  addToCart,
  cartButton,
  findProduct,
  header,
  openCart,
  plentiful,
  registerCustomer,
} from './helpers.ts';

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function pageWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

test.describe('on a phone (390 px)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
  });

  test('signed in, the header fits the screen and the account button is whole', async ({
    page,
  }) => {
    await registerCustomer(page, { firstName: 'Christopher' });
    for (const path of ['/', '/equipment', '/about']) {
      await page.goto(path);
      const account = header(page).getByRole('button', { name: 'Christopher' });
      await expect(account).toBeVisible();
      expect(await pageWidth(page), path).toBeLessThanOrEqual(390);
      const box = (await account.boundingBox())!;
      expect(box.x + box.width, path).toBeLessThanOrEqual(390);
    }
    await header(page).getByRole('button', { name: 'Christopher' }).click();
    await expect(page.getByRole('menuitem', { name: 'Account' })).toBeVisible();
  });

  test('the cart buttons are 44 px touch targets, and the Added to Cart toast leaves the cart button free', async ({
    page,
  }) => {
    const product = await findProduct(page.request, plentiful, 'product with plenty of stock');
    await addToCart(page, product, 2);
    const toast = page.getByTestId('toast').filter({ hasText: 'Added to Cart' }).last();
    expect(overlaps((await toast.boundingBox())!, (await cartButton(page).boundingBox())!)).toBe(
      false,
    );

    await openCart(page);
    for (const name of [
      `Decrease quantity of ${product.name}`,
      `Increase quantity of ${product.name}`,
      `Remove ${product.name} from cart`,
    ]) {
      const box = (await page.getByRole('button', { name }).boundingBox())!;
      expect(box.width, name).toBeGreaterThanOrEqual(44);
      expect(box.height, name).toBeGreaterThanOrEqual(44);
    }
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  });

  test('stock badges on the catalogue read whole', async ({ page }) => {
    await page.goto('/equipment');
    await expect(page.getByTestId('product-grid')).toBeVisible();
    await expectBadgesWhole(page);
  });
});
