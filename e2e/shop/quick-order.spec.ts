import { fillCard } from '../payments/helpers.ts';
import { expect, test, type Page } from './test.ts';
import {
  cartButton,
  catalogue,
  expectAccessible,
  expectToast,
  money,
  type ApiProduct,
} from './helpers.ts';

/** Products with stock to spare and a SKU, distinct, from the live catalogue. */
async function stocked(page: Page, count: number): Promise<ApiProduct[]> {
  const found = (await catalogue(page.request)).filter(
    (product) => product.isActive && product.sku && product.stock >= 20,
  );
  expect(found.length).toBeGreaterThanOrEqual(count);
  return found.slice(0, count);
}

const lineOf = (page: Page, text: string) =>
  page.getByTestId('quick-order-line').filter({ hasText: text });

async function pageWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

test.describe('quick order', () => {
  test('on a phone: paste 6 lines with 2 bad, fix them in place, add all, pay by card', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const [a, b, c, d, e] = await stocked(page, 5);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Quick Order' }).click();
    await expect(page).toHaveURL(/\/quick-order$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Quick Order' })).toBeVisible();

    // As copied from a spreadsheet: a heading, tabs, a comma line, a space line, two mistakes.
    await page
      .getByLabel('SKUs and quantities')
      .fill(
        [
          'SKU\tQty',
          `${a!.sku}\t2`,
          `${b!.sku},1`,
          'BR-999999\t1',
          `${c!.sku!.toLowerCase()} 3`,
          `${d!.sku}\t1.5`,
          `${a!.sku}\t1`,
          '',
        ].join('\n'),
      );
    await page.getByRole('button', { name: 'Check lines' }).click();

    const lines = page.getByTestId('quick-order-line');
    await expect(lines).toHaveCount(5);
    await expect(page.getByTestId('quick-order-summary')).toHaveText('5 lines, 2 to fix');
    // The repeated SKU is one line of 3.
    await expect(lineOf(page, a!.name).getByLabel(/^Quantity/)).toHaveValue('3');
    const unknown = lines.filter({ hasText: 'No product has the SKU BR-999999' });
    await expect(unknown).toBeVisible();
    const fraction = lineOf(page, d!.name);
    await expect(fraction).toContainText('Quantity must be a whole number from 1 to 999');
    await expect(page.getByRole('button', { name: 'Add 7 items to cart' })).toBeEnabled();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await expectAccessible(page);

    // Fixed in place: the unknown SKU becomes another product, 1.5 becomes 2.
    await unknown.getByLabel(/^SKU/).fill(e!.sku!);
    await fraction.getByLabel(/^Quantity/).fill('2');
    await expect(page.getByTestId('quick-order-summary')).toContainText('changes not checked yet');
    await page.getByRole('button', { name: 'Check again' }).click();
    await expect(page.getByTestId('quick-order-summary')).toHaveText('5 lines');
    await expect(lineOf(page, e!.name)).toContainText('Ready');
    const unit = (p: ApiProduct) => Number(p.salePrice ?? p.price);
    const total = unit(a!) * 3 + unit(b!) + unit(c!) * 3 + unit(d!) * 2 + unit(e!);

    await page.getByRole('button', { name: 'Add 10 items to cart' }).click();
    await expectToast(page, 'Added to Cart');
    await expect(cartButton(page)).toHaveAccessibleName(/^Cart, 10 items/);
    await expect(page.getByTestId('quick-order-line')).toHaveCount(0);

    await page.getByRole('link', { name: 'Check out' }).click();
    await page.getByLabel('Full Name').fill('Robin Foreman');
    await page.getByLabel('Email Address').fill('robin.foreman@example.com');
    await page.getByLabel('Phone Number').fill('+1 503 555 0199');
    await page.getByLabel('Full Address').fill('77 Quarry Road\nBend, OR 97701');
    await page.getByRole('link', { name: 'Pay with Credit Card' }).click();
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: `Pay ${money(total.toFixed(2))}` }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  });

  test('on a desktop: a CSV upload, the sample file, fit for the chosen machine', async ({
    page,
  }) => {
    const [a, b] = await stocked(page, 2);
    const machines = (await (await page.request.get('/api/machines')).json()) as { id: number }[];
    await page.goto('/about');
    await page.evaluate(
      (id) => localStorage.setItem('buildright:machine', String(id)),
      machines[0]!.id,
    );
    await page.getByRole('banner').getByRole('link', { name: 'Quick Order' }).click();

    const sample = page.getByRole('link', { name: 'Download a sample CSV' });
    const sampleFile = await page.request.get((await sample.getAttribute('href'))!);
    expect(sampleFile.ok()).toBe(true);
    expect((await sampleFile.text()).split(/\r?\n/)[0]).toBe('sku,quantity');

    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Upload CSV' }).click(),
    ]);
    await chooser.setFiles({
      name: 'order.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`"sku","quantity"\r\n"${a!.sku}","4"\r\n"${b!.sku}","9999"\r\n`),
    });
    await expect(page.getByTestId('quick-order-line')).toHaveCount(2);
    await expect(lineOf(page, a!.name).getByTestId('line-fit')).toBeVisible();
    await expect(lineOf(page, b!.name)).toContainText('Quantity must be a whole number');
    await expectAccessible(page);

    // Removing the bad line leaves what can be ordered.
    await lineOf(page, b!.name)
      .getByRole('button', { name: /^Remove/ })
      .click();
    await page.getByRole('button', { name: 'Add 4 items to cart' }).click();
    await expect(cartButton(page)).toHaveAccessibleName(/^Cart, 4 items/);
  });

  test('the cart never takes more than the stock: what it refuses stays, with the number left', async ({
    page,
  }) => {
    const [product] = await stocked(page, 1);
    await page.goto(`/equipment/${product!.id}`);
    const quantity = page.getByRole('textbox', { name: 'Quantity' });
    // Typed past the stock, the entry stops at the stock; − and + stay within 1 and the stock.
    await quantity.fill('99999');
    await expect(quantity).toHaveValue(String(product!.stock));
    await expect(page.getByRole('button', { name: 'One more' })).toBeDisabled();
    await quantity.fill('2');
    await page.getByRole('button', { name: 'One fewer' }).click();
    await expect(quantity).toHaveValue('1');
    await expect(page.getByRole('button', { name: 'One fewer' })).toBeDisabled();
    await page.getByRole('button', { name: 'One more' }).click();
    // The product's own button comes first; the related rows below carry their own.
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
    await expectToast(page, 'Added to Cart');
    // On a phone − and + are 44 px touch targets.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const name of ['One fewer', 'One more']) {
      const box = (await page.getByRole('button', { name }).boundingBox())!;
      expect(box.width, name).toBeGreaterThanOrEqual(44);
      expect(box.height, name).toBeGreaterThanOrEqual(44);
    }

    await page.goto('/quick-order');
    await page.getByLabel('SKUs and quantities').fill(`${product!.sku} ${product!.stock - 1}`);
    await page.getByRole('button', { name: 'Check lines' }).click();
    await page.getByRole('button', { name: `Add ${product!.stock - 1} items to cart` }).click();
    await expect(lineOf(page, product!.name)).toContainText(
      `Only ${product!.stock} left (2 already in your cart)`,
    );
    await expect(cartButton(page)).toHaveAccessibleName(/^Cart, 2 items/);
  });
});
