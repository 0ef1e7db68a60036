import { expect, test } from './test.ts';
import {
  browseToCatalogue,
  catalogue,
  categories,
  expectAccessible,
  expectToast,
  findProduct,
  holdTrpc,
  money,
} from './helpers.ts';

test.describe('catalogue', () => {
  test('lists all equipment with the count and the categories', async ({ page }) => {
    const products = (await catalogue(page.request)).filter((p) => p.isActive);
    const cats = await categories(page.request);
    await page.goto('/equipment');
    await expect(page.getByRole('heading', { level: 1, name: 'All Equipment' })).toBeVisible();
    await expect(page.getByTestId('catalogue-count')).toHaveText(
      `${products.length} items available`,
    );

    const nav = page.getByRole('navigation', { name: 'Categories' });
    await expect(nav.getByRole('link', { name: 'All Equipment' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const category of cats) {
      await expect(nav.getByRole('link', { name: category.name, exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('product-card')).toHaveCount(Math.min(products.length, 24));
    await expectAccessible(page);
  });

  test('shows six skeleton cards while loading', async ({ page }) => {
    const release = await holdTrpc(page, 'catalog.list');
    await browseToCatalogue(page);
    await expect(page.getByTestId('product-skeleton')).toHaveCount(6);
    release();
    await expect(page.getByTestId('product-skeleton')).toHaveCount(0);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });

  test('filters by category from the list and keeps it in the address', async ({ page }) => {
    const products = (await catalogue(page.request)).filter((p) => p.isActive);
    const [category] = await categories(page.request);
    const inCategory = products.filter((p) => p.category === category!.name);
    await page.goto('/equipment');
    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: category!.name, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/equipment\\?category=${category!.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: category!.name })).toBeVisible();
    await expect(page.getByTestId('catalogue-count')).toHaveText(
      `${inCategory.length} ${inCategory.length === 1 ? 'item' : 'items'} available`,
    );
    await expect(page.getByTestId('product-card')).toHaveCount(inCategory.length);

    // The back button returns to all equipment.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'All Equipment' })).toBeVisible();
  });

  test('search and category combine; one match reads "1 item available"', async ({ page }) => {
    const product = await findProduct(page.request, (p) => p.name.length > 10, 'product');
    const cats = await categories(page.request);
    const category = cats.find((c) => c.name === product.category)!;
    const term = product.name;
    await page.goto(`/equipment?search=${encodeURIComponent(term)}&category=${category.id}`);
    await expect(page.getByTestId('catalogue-count')).toHaveText(`1 item available for “${term}”`);
    await expect(page.getByTestId('product-card')).toHaveCount(1);
  });

  test('the empty state names the search and category and offers ways out', async ({ page }) => {
    const [category] = await categories(page.request);
    await page.goto(`/equipment?search=zzqx-nothing&category=${category!.id}`);
    const empty = page.getByTestId('catalogue-empty');
    await expect(empty.getByRole('heading', { name: 'No Equipment Found' })).toBeVisible();
    await expect(empty).toContainText(`"zzqx-nothing" in ${category!.name}`);
    await expectAccessible(page);

    await empty.getByRole('link', { name: 'Clear Search' }).click();
    await expect(page).toHaveURL(new RegExp(`/equipment\\?category=${category!.id}$`));
    await expect(page.getByTestId('product-card').first()).toBeVisible();

    await page.goto('/equipment?search=zzqx-nothing');
    await page
      .getByTestId('catalogue-empty')
      .getByRole('link', { name: 'View All Equipment' })
      .click();
    await expect(page).toHaveURL(/\/equipment$/);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });

  test('switches between grid and list views', async ({ page }) => {
    await page.goto('/equipment');
    const grid = page.getByTestId('product-grid');
    await expect(grid).toHaveAttribute('data-layout', 'grid');
    await page.getByText('List', { exact: true }).click();
    await expect(grid).toHaveAttribute('data-layout', 'list');
    await expectAccessible(page);
    await page.reload();
    await expect(page.getByTestId('product-grid')).toHaveAttribute('data-layout', 'list');
    await page.getByText('Grid', { exact: true }).click();
    await expect(grid).toHaveAttribute('data-layout', 'grid');
  });

  test('product cards: image, stock badge, name link, description, sale price, Add to Cart', async ({
    page,
  }) => {
    const onSale = await findProduct(
      page.request,
      (p) => p.salePrice !== null && p.stock > 10,
      'product on sale in stock',
    );
    const soldOut = await findProduct(page.request, (p) => p.stock === 0, 'product out of stock');
    const low = await findProduct(
      page.request,
      (p) => p.stock > 0 && p.stock <= 10,
      'product low in stock',
    );
    await page.goto('/equipment');

    const card = (name: string) =>
      page
        .getByTestId('product-card')
        .filter({ has: page.getByRole('link', { name, exact: true }) });

    const sale = card(onSale.name);
    await expect(sale.locator('img')).toHaveAttribute(
      'src',
      [...onSale.images].sort((a, b) => a.order - b.order)[0]?.url ?? onSale.imageUrl!,
    );
    await expect(sale.getByText('In Stock')).toBeVisible();
    await expect(sale.getByTestId('sale-price')).toContainText(money(onSale.salePrice!));
    await expect(sale.getByTestId('regular-price')).toContainText(money(onSale.price));
    expect(await sale.getByTestId('regular-price').evaluate((el) => el.tagName)).toBe('S');
    expect(
      await sale.getByTestId('sale-price').evaluate((el) => getComputedStyle(el).color),
    ).toMatch(/rgb\((1\d\d|2\d\d), \d{1,2}, \d{1,2}\)/);
    await expect(sale.getByTestId('product-description')).not.toBeEmpty();
    await expect(sale.getByRole('link', { name: onSale.name })).toHaveAttribute(
      'href',
      `/equipment/${onSale.id}`,
    );

    await expect(card(low.name).getByText(`Only ${low.stock} left`)).toBeVisible();

    const out = card(soldOut.name);
    await expect(out.getByText('Out of Stock')).toBeVisible();
    await expect(out.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();

    await sale.getByRole('button', { name: 'Add to Cart' }).click();
    await expectToast(
      page,
      'Added to Cart',
      `${onSale.name} has been added to your cart successfully!`,
    );
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });

  test('a broken image falls back to the placeholder', async ({ page }) => {
    await page.route('**/demo-images/**', (route) =>
      route.request().url().endsWith('placeholder.svg')
        ? route.continue()
        : route.fulfill({ status: 404 }),
    );
    await page.goto('/equipment');
    const image = page.getByTestId('product-card').first().locator('img');
    await expect(image).toHaveAttribute('src', '/demo-images/placeholder.svg');
  });

  test('the name link opens the product and Back to Equipment returns to the same listing', async ({
    page,
  }) => {
    const [category] = await categories(page.request);
    await page.goto(`/equipment?category=${category!.id}`);
    const firstLink = page
      .getByTestId('product-card')
      .first()
      .getByRole('heading')
      .getByRole('link');
    const name = await firstLink.innerText();
    await firstLink.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Equipment' }).click();
    await expect(page).toHaveURL(new RegExp(`/equipment\\?category=${category!.id}$`));
  });

  test('pages through a large result with the page in the address', async ({ page }) => {
    // The demo catalogue fits on one page: report a larger total so the pager appears.
    const requestedPages: number[] = [];
    let firstPageItems: unknown[] = [];
    await page.route(
      (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes('catalog.list'),
      async (route) => {
        const url = new URL(route.request().url());
        const procedures = url.pathname.slice('/trpc/'.length).split(',');
        const index = procedures.indexOf('catalog.list');
        const input = JSON.parse(url.searchParams.get('input') ?? '{}') as Record<
          string,
          { json: { page: number } }
        >;
        requestedPages.push(input[String(index)]!.json.page);
        const response = await route.fetch();
        const body = (await response.json()) as {
          result: { data: { json: { total: number; items: unknown[] } } };
        }[];
        const result = body[index]!.result.data.json;
        result.total = 60;
        // Page 2 of the real, smaller catalogue is empty: show page 1's products there.
        if (result.items.length > 0) firstPageItems = result.items;
        else result.items = firstPageItems;
        await route.fulfill({ response, json: body });
      },
    );
    await browseToCatalogue(page);
    await expect(page.getByTestId('catalogue-count')).toHaveText('60 items available');
    await expect(page.getByRole('button', { name: 'Page 3' })).toBeVisible();
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/equipment\?page=2$/);
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(requestedPages).toContain(2);
    await page.goBack();
    await expect(page).toHaveURL(/\/equipment$/);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('an unknown category is a not-found page, not an empty one', async ({ page }) => {
    await page.goto('/equipment?category=9999');
    await expect(page.getByRole('heading', { level: 1, name: 'Category Not Found' })).toBeVisible();
    await expect(page.getByTestId('catalogue-count')).toHaveCount(0);
    await expect(page).toHaveTitle(/Category Not Found/);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'View All Equipment' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'All Equipment' })).toBeVisible();
  });

  test('a page beyond the last says so beside the count, and leads to the last page', async ({
    page,
  }) => {
    await page.goto('/equipment?page=40');
    const count = page.getByTestId('catalogue-count');
    await expect(count).toHaveText(/^\d+ items available$/);
    const total = Number((await count.innerText()).split(' ')[0]);
    const lastPage = Math.ceil(total / 24);
    const pastEnd = page.getByTestId('catalogue-past-end');
    await expect(pastEnd).toContainText(
      `the ${total} items fit on ${lastPage === 1 ? '1 page' : `${lastPage} pages`}.`,
    );
    await expect(page.getByTestId('catalogue-empty')).toHaveCount(0);
    await expect(page.getByText(/no equipment in any category/i)).toHaveCount(0);
    await pastEnd.getByRole('link', { name: `Go to Page ${lastPage}` }).click();
    await expect(page).toHaveURL(lastPage === 1 ? /\/equipment$/ : `/equipment?page=${lastPage}`);
    await expect(page.getByTestId('product-grid')).toBeVisible();
  });
});
