import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import {
  expectAccessible,
  expectToast,
  newProduct,
  openCart,
  registerCustomer,
  uniqueName,
} from './helpers.ts';

const delivery = { phone: '555-0101', address: '9 Quarry Rd, Tacoma, WA' };

/** The volume pricing table's rows, as "quantity price". */
async function ladderOf(page: Page) {
  const rows = page.getByTestId('volume-prices').getByTestId('volume-price');
  return (await rows.allInnerTexts()).map((row) => row.replace(/\s+/g, ' ').trim());
}

/** The shop's pages are used once React has taken them over. */
async function openLive(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
}

test.describe('contract prices and volume tiers', () => {
  test('a member pays their contract price from card to placed order; a guest keeps list prices', async ({
    page,
    staff,
    browser,
    baseURL,
  }) => {
    // A $40 anvil: $36 each from 10, $30 each from 50, for everyone.
    const anvil = await newProduct(staff, uniqueName('Anvil '), 120);
    const current = await (await staff.get(`/api/products/${anvil.id}`)).json();
    const tiered = await staff.put(`/api/products/${anvil.id}`, {
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

    // The member's company on Net 30, with the anvil at a fixed $34 in its price list.
    await registerCustomer(page, { firstName: 'Dana', lastName: 'Digger' });
    const created = await page.request.post('/api/companies', {
      data: { name: uniqueName('Anvil Works '), billingAddress: '4 Depot Lane, Salem, OR' },
    });
    const { company } = (await created.json()) as { company: { id: number; name: string } };
    const terms = await staff.put(`/api/admin/companies/${company.id}`, {
      data: { paymentTerms: 'net30', creditLimit: '20000.00', creditHold: false, graceDays: 5 },
    });
    expect(terms.ok()).toBe(true);
    const priceList = await staff.put(`/api/admin/companies/${company.id}/price-list`, {
      data: { categories: [], products: [{ sku: current.sku, price: '34.00' }] },
    });
    expect(priceList.ok()).toBe(true);

    // A guest: list price on the card and the page, and the public tiers.
    const guestContext = await browser.newContext({ baseURL });
    const guest = await guestContext.newPage();
    await openLive(guest, `/equipment?search=${encodeURIComponent(anvil.name)}`);
    const guestCard = guest.getByTestId('product-card').filter({ hasText: anvil.name });
    await expect(guestCard.getByTestId('price')).toHaveText('$40.00');
    await expect(guestCard.getByTestId('your-price')).toHaveCount(0);
    await openLive(guest, `/equipment/${anvil.id}`);
    await expect(guest.getByRole('heading', { name: 'Volume pricing' })).toBeVisible();
    expect(await ladderOf(guest)).toEqual(['1–9 $40.00', '10–49 $36.00', '50+ $30.00']);
    await expect(guest.getByTestId('your-price')).toHaveCount(0);
    // Crawlers read the list price in the structured data.
    const jsonLd = await guest.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join('')).toContain('"price":"40.00"');
    expect(jsonLd.join('')).not.toContain('34.00');

    // The member: their price on the card and the page, their own ladder.
    await openLive(page, `/equipment?search=${encodeURIComponent(anvil.name)}`);
    const card = page.getByTestId('product-card').filter({ hasText: anvil.name });
    await expect(card.getByTestId('your-price')).toHaveText('$34.00');
    await expect(card.getByTestId('regular-price')).toContainText('$40.00');
    await openLive(page, `/equipment/${anvil.id}`);
    const main = page.getByRole('main');
    await expect(main.getByTestId('your-price').first()).toHaveText('$34.00');
    await expect(page.getByRole('heading', { name: 'Your volume pricing' })).toBeVisible();
    expect(await ladderOf(page)).toEqual(['1–49 $34.00', '50+ $30.00']);
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/contract-prices-product-desktop.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('volume-prices').scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/contract-prices-product-390.png' });
    await page.setViewportSize({ width: 1280, height: 720 });

    // Fifty in the cart: the $30 tier beats the contract price, priced by the server.
    await page.getByRole('textbox', { name: 'Quantity' }).fill('50');
    await main.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expectToast(page, 'Added to Cart');
    const cart = await openCart(page);
    await expect(cart.getByTestId('cart-line')).toContainText('$30.00 each');
    await expect(cart.getByTestId('cart-line-total')).toHaveText('$1,500.00');
    await expect(cart.getByTestId('cart-total')).toHaveText('$1,500.00');
    // One fewer: back to the member's $34.
    await cart.getByRole('button', { name: `Decrease quantity of ${anvil.name}` }).click();
    await expect(cart.getByTestId('cart-total')).toHaveText('$1,666.00');
    // One more: the tier again.
    await cart.getByRole('button', { name: `Increase quantity of ${anvil.name}` }).click();
    await expect(cart.getByTestId('cart-total')).toHaveText('$1,500.00');
    await page.keyboard.press('Escape');

    // Checkout shows the server's lines; the order placed on account keeps them.
    await page.goto('/checkout');
    await page.getByLabel('Phone Number').fill(delivery.phone);
    await page.getByLabel('Full Address').fill(delivery.address);
    await expect(page.getByTestId('summary-unit-price').getByTestId('your-price')).toHaveText(
      '$30.00',
    );
    await expect(page.getByTestId('summary-total')).toContainText('$1,500.00');
    await page.getByRole('button', { name: 'Place Order on Account' }).click();
    const placed = page.getByTestId('placed-order');
    await expect(placed).toContainText('$1,500.00');
    const orderId = Number(/Order #(\d+)/.exec((await placed.textContent()) ?? '')![1]);
    await page.goto(`/account/orders/${orderId}`);
    await expect(page.getByRole('main')).toContainText('$1,500.00');
    await expect(page.getByRole('main')).toContainText('$30.00');

    // The guest's cart of two: list price.
    await openLive(guest, `/equipment/${anvil.id}`);
    await guest.getByRole('textbox', { name: 'Quantity' }).fill('2');
    await guest.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
    await expectToast(guest, 'Added to Cart');
    const guestCart = await openCart(guest);
    await expect(guestCart.getByTestId('cart-line')).toContainText('$40.00 each');
    await expect(guestCart.getByTestId('cart-total')).toHaveText('$80.00');
    await guestContext.close();
  });

  test("a member opening a page sorted by price sees it in their own prices; a guest in the shop's", async ({
    page,
    staff,
    browser,
    baseURL,
  }) => {
    // Both $40 for guests, the Tools category's order by id: the older one first.
    const family = uniqueName('Ram Set ');
    const older = await newProduct(staff, `${family} Alpha`);
    const fixed = await newProduct(staff, `${family} Bravo`);
    const sku = (await (await staff.get(`/api/products/${fixed.id}`)).json()).sku;

    await registerCustomer(page);
    const created = await page.request.post('/api/companies', {
      data: { name: uniqueName('Ram Works '), billingAddress: '2 Mill Rd, Eugene, OR' },
    });
    const { company } = (await created.json()) as { company: { id: number } };
    const priceList = await staff.put(`/api/admin/companies/${company.id}/price-list`, {
      data: { categories: [], products: [{ sku, price: '31.00' }] },
    });
    expect(priceList.ok()).toBe(true);

    const sorted = `/equipment?search=${encodeURIComponent(family)}&sort=price_asc`;
    const names = (on: Page) => on.getByTestId('product-card').getByRole('heading');
    // Opened straight away, the page the server drew (the shop's) is read again as theirs.
    await openLive(page, sorted);
    await expect(names(page)).toHaveText([fixed.name, older.name]);
    await expect(
      page.getByTestId('product-card').filter({ hasText: fixed.name }).getByTestId('your-price'),
    ).toHaveText('$31.00');
    await page.screenshot({ path: 'test-results/contract-prices-sorted-desktop.png' });

    const guestContext = await browser.newContext({ baseURL });
    const guest = await guestContext.newPage();
    await openLive(guest, sorted);
    await expect(names(guest)).toHaveText([older.name, fixed.name]);
    await guestContext.close();
  });
});
