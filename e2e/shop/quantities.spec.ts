import type { APIRequestContext } from '@playwright/test';
import { cartButton, newProduct, openCart, uniqueName } from './helpers.ts';
import { expect, test } from './test.ts';

/** A $40 product with volume tiers: $36 each from 10, $30 each from 50. */
async function tieredProduct(staff: APIRequestContext, stock: number) {
  const made = await newProduct(staff, uniqueName('Anvil '), stock);
  const current = await (await staff.get(`/api/products/${made.id}`)).json();
  const tiered = await staff.put(`/api/products/${made.id}`, {
    data: {
      name: current.name,
      description: current.description,
      price: current.price,
      salePrice: null,
      stock: current.stock,
      categoryId: current.categoryId,
      images: current.images,
      isActive: true,
      tiers: [
        { minQuantity: 10, price: '36.00' },
        { minQuantity: 50, price: '30.00' },
      ],
    },
  });
  expect(tiered.ok()).toBe(true);
  return made;
}

test.describe('quantities', () => {
  test('on the product page the typed quantity shows its tier and unit price, and the stock is said, not silently applied', async ({
    page,
    staff,
  }) => {
    const anvil = await tieredProduct(staff, 120);
    await page.goto(`/equipment/${anvil.id}`);
    const quantity = page.getByRole('textbox', { name: 'Quantity' });
    const price = page.getByTestId('quantity-price');
    await expect(price).toHaveText('1 × $40.00 each (1–9 price) = $40.00');
    await quantity.fill('12');
    await expect(price).toHaveText('12 × $36.00 each (10–49 price) = $432.00');
    await expect(page.getByTestId('stock-cap')).toHaveCount(0);

    await quantity.fill('500');
    await expect(quantity).toHaveValue('120');
    await expect(page.getByTestId('stock-cap')).toHaveText('Only 120 in stock');
    await expect(price).toHaveText('120 × $30.00 each (50+ price) = $3,600.00');
    await page.screenshot({ path: test.info().outputPath('product-quantity.png') });
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(cartButton(page)).toHaveAccessibleName(/^Cart, 120 items/);
  });

  test('in the cart a quantity can be typed, and the stock cap is said beside the greyed +', async ({
    page,
    staff,
  }) => {
    const { id, name } = await newProduct(staff, uniqueName('Vice '), 3);
    await page.goto(`/equipment/${id}`);
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
    await openCart(page);
    const line = page.getByTestId('cart-line').filter({ hasText: name });
    const quantity = line.getByRole('textbox', { name: `Quantity of ${name}` });
    await quantity.fill('2');
    await expect(page.getByTestId('cart-total')).toHaveText('$80.00');
    await expect(line.getByTestId('stock-cap')).toHaveCount(0);

    await line.getByRole('button', { name: `Increase quantity of ${name}` }).click();
    await expect(quantity).toHaveValue('3');
    await expect(line.getByRole('button', { name: `Increase quantity of ${name}` })).toBeDisabled();
    await expect(line.getByTestId('stock-cap')).toHaveText('Only 3 in stock');
    await quantity.fill('9');
    await expect(quantity).toHaveValue('3');
    await expect(page.getByTestId('cart-total')).toHaveText('$120.00');
    await page.screenshot({ path: test.info().outputPath('cart-cap.png') });
  });
});
