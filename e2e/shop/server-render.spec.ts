import { test as base } from '../support/test.ts';
import { expect, test } from './test.ts';
import { catalogue, findProduct, money } from './helpers.ts';

base.describe('pages drawn by the server, before any JavaScript', () => {
  base.use({ javaScriptEnabled: false });

  base('the catalogue shows its products, count and categories', async ({ page }) => {
    const products = (await catalogue(page.request)).filter((p) => p.isActive);
    const response = await page.goto('/equipment');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('All Equipment | BuildRight Equipment');
    await expect(page.getByRole('heading', { level: 1, name: 'All Equipment' })).toBeVisible();
    await expect(page.getByTestId('catalogue-count')).toHaveText(
      `${products.length} items available`,
    );
    await expect(page.getByTestId('product-card')).toHaveCount(Math.min(products.length, 24));
    await expect(page.getByRole('navigation', { name: 'Categories' })).toBeVisible();
  });

  base('a search in the address is answered in the page', async ({ page }) => {
    const found = (await (await page.request.get('/api/products?search=bucket')).json()) as {
      name: string;
    }[];
    expect(found.length).toBeGreaterThan(0);
    await page.goto('/equipment?search=bucket');
    await expect(page.getByTestId('product-card')).toHaveCount(found.length);
    for (const { name } of found) {
      await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    }
  });

  base('a product page shows the product', async ({ page }) => {
    const product = await findProduct(page.request, (p) => p.salePrice === null, 'product');
    await page.goto(`/equipment/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText(money(product.price)).first()).toBeVisible();
  });

  base('the home page shows the hero and the featured equipment', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Professional Construction Equipment Solutions',
      }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Featured Equipment' })).toBeVisible();
  });

  base('a missing page, product or category answers 404', async ({ page }) => {
    expect((await page.goto('/no-such-page'))?.status()).toBe(404);
    expect((await page.goto('/equipment/999999'))?.status()).toBe(404);
    expect((await page.goto('/equipment?category=9999'))?.status()).toBe(404);
  });
});

test.describe('the browser takes the drawn page over', () => {
  test('without a hydration error, also with a stored cart', async ({ page }) => {
    const product = await findProduct(page.request, (p) => p.stock > 5, 'product in stock');
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(
      (stored) => {
        localStorage.setItem('buildright:cart-items', stored);
      },
      JSON.stringify([{ product, quantity: 3 }]),
    );

    for (const path of ['/', '/equipment', `/equipment/${product.id}`, '/about']) {
      await page.goto(path);
      await expect(page.getByTestId('cart-count')).toHaveText('3');
    }
    expect(errors).toEqual([]);
  });

  test('a drawn page works once live: Add to Cart', async ({ page }) => {
    const product = await findProduct(page.request, (p) => p.stock > 5, 'product in stock');
    await page.goto(`/equipment/${product.id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });
});

base.describe('typing before the app takes the drawn page over', () => {
  // The plain runner: the shop's own waits for the app to be live, which this test holds back.
  base(
    'what a buyer typed into the search box before it was live is kept and searched',
    async ({ page }) => {
      // The page is drawn at once; its JavaScript waits until the buyer has typed.
      let release!: () => void;
      const typed = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await typed;
        await route.continue();
      });
      // A module script holds DOMContentLoaded back: the page is there as soon as its HTML is.
      await page.goto('/about', { waitUntil: 'commit' });
      const search = page.getByRole('combobox', { name: 'Search equipment' }).first();
      await search.pressSequentially('bucket');
      release();
      await expect(page).toHaveURL(/\/equipment\?search=bucket$/);
      await expect(search).toHaveValue('bucket');
    },
  );
});
