import { expect, test } from './test.ts';
import {
  addToCart,
  cartButton,
  catalogue,
  expectAccessible,
  findProduct,
  header,
  money,
  openCart,
  plentiful,
} from './helpers.ts';

test.describe('header navigation', () => {
  test('links to home, equipment, quick order, about and contact, marking the current page', async ({
    page,
  }) => {
    await page.goto('/about');
    const nav = header(page).getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Home', '/'],
      ['Equipment', '/equipment'],
      ['Quick Order', '/quick-order'],
      ['About', '/about'],
      ['Contact', '/contact'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

test.describe('header search', () => {
  test('passes the text on 300 ms after the last keystroke and Escape clears it', async ({
    page,
  }) => {
    await page.goto('/about');
    const search = header(page).getByRole('combobox', { name: 'Search equipment' });
    await expect(search).toHaveAttribute('placeholder', 'Search equipment...');

    await search.pressSequentially('drill', { delay: 50 });
    // Nothing happens while typing...
    await expect(page).toHaveURL(/\/about$/);
    // ...and the catalogue opens with the term once typing pauses.
    await expect(page).toHaveURL(/\/equipment\?search=drill$/);
    await expect(page.getByTestId('catalogue-count')).toContainText('for “drill”');
    await expect(search).toHaveValue('drill');

    await search.press('Escape');
    await expect(search).toHaveValue('');
    await expect(page).toHaveURL(/\/equipment$/);
  });

  test('follows the address: a shared link fills the box', async ({ page }) => {
    await page.goto('/equipment?search=helmet');
    await expect(header(page).getByRole('combobox', { name: 'Search equipment' })).toHaveValue(
      'helmet',
    );
  });

  test('on small screens the search toggles open and Escape closes it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const toggle = header(page).getByRole('button', { name: 'Open search' });
    await expect(toggle).toBeVisible();
    await expect(header(page).getByRole('combobox', { name: 'Search equipment' })).toBeHidden();

    await toggle.click();
    const search = header(page).getByRole('combobox', { name: 'Search equipment' });
    await expect(search).toBeVisible();
    await expect(search).toBeFocused();
    await search.fill('gloves');
    await expect(page).toHaveURL(/\/equipment\?search=gloves$/);

    await search.press('Escape');
    await expect(header(page).getByRole('combobox', { name: 'Search equipment' })).toBeHidden();
    await expect(header(page).getByRole('button', { name: 'Open search' })).toBeVisible();

    await header(page).getByRole('button', { name: 'Open search' }).click();
    await header(page).getByRole('button', { name: 'Close search' }).click();
    await expect(header(page).getByRole('combobox', { name: 'Search equipment' })).toBeHidden();
  });

  test('on small screens the menu button opens the navigation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await header(page).getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(drawer).toBeHidden();
  });
});

test.describe('cart', () => {
  test('the count badge shows only above 0 and the button bounces when it changes', async ({
    page,
  }) => {
    const product = await findProduct(page.request, plentiful, 'product with plenty of stock');
    await page.goto('/');
    await expect(cartButton(page)).toHaveAccessibleName('Cart, empty');
    await expect(page.getByTestId('cart-count')).toHaveCount(0);

    await addToCart(page, product);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
    const wrap = page.getByTestId('cart-button-wrap');
    await expect(wrap).not.toHaveClass(/cart-bounce/, { timeout: 2000 });

    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(wrap).toHaveClass(/cart-bounce/, { timeout: 500 });
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    // The bounce lasts about 600 ms.
    await expect(wrap).not.toHaveClass(/cart-bounce/, { timeout: 1500 });

    // The open panel hangs from the button: it stays still under the buyer's + and −.
    const panel = await openCart(page);
    await wrap.evaluate((element) => {
      const seen = { bounced: false };
      Object.assign(window, { cartBounceSeen: seen });
      new MutationObserver(() => {
        seen.bounced ||= element.classList.contains('cart-bounce');
      }).observe(element, { attributes: true, attributeFilter: ['class'] });
    });
    await panel.getByRole('button', { name: `Increase quantity of ${product.name}` }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('3');
    await expect(panel.getByTestId('cart-line-quantity')).toHaveValue('3');
    const seen = await page.evaluate(
      () => (window as unknown as { cartBounceSeen: { bounced: boolean } }).cartBounceSeen,
    );
    expect(seen.bounced).toBe(false);
  });

  test('the empty cart says so', async ({ page }) => {
    await page.goto('/');
    const panel = await openCart(page);
    await expect(panel).toContainText('Your cart is empty');
    await expect(panel).toContainText('Add some equipment to get started');
    await expect(panel.getByRole('link', { name: 'Pay with Stripe' })).toHaveCount(0);
    await panel.getByRole('button', { name: 'Close cart' }).click();
    await expect(panel).toBeHidden();
  });

  test('lines show image, name, unit price, quantity controls, remove and line total', async ({
    page,
  }) => {
    const onSale = await findProduct(
      page.request,
      (p) => p.salePrice !== null && p.stock > 5,
      'product on sale',
    );
    const regular = await findProduct(
      page.request,
      (p) => p.salePrice === null && plentiful(p),
      'regular product with plenty of stock',
    );
    await addToCart(page, onSale);
    await addToCart(page, regular);

    const panel = await openCart(page);
    const lines = panel.getByTestId('cart-line');
    await expect(lines).toHaveCount(2);
    const saleLine = lines.filter({ hasText: onSale.name });
    await expect(saleLine.locator('img')).toHaveAttribute('src', /\S/);
    await expect(saleLine).toContainText(`${money(onSale.salePrice!)} each`);
    await expect(saleLine.getByTestId('cart-line-total')).toHaveText(money(onSale.salePrice!));

    const minus = saleLine.getByRole('button', { name: `Decrease quantity of ${onSale.name}` });
    const plus = saleLine.getByRole('button', { name: `Increase quantity of ${onSale.name}` });
    await expect(minus).toBeDisabled();
    await plus.click();
    await expect(saleLine.getByTestId('cart-line-quantity')).toHaveValue('2');
    await expect(minus).toBeEnabled();
    await expect(saleLine.getByTestId('cart-line-total')).toHaveText(
      money(Number(onSale.salePrice) * 2),
    );
    const expectedTotal = Number(onSale.salePrice) * 2 + Number(regular.price);
    await expect(panel.getByTestId('cart-total')).toHaveText(money(expectedTotal));
    await expect(page.getByTestId('cart-count')).toHaveText('3');
    await expectAccessible(page);

    await minus.click();
    await expect(saleLine.getByTestId('cart-line-quantity')).toHaveValue('1');
    await expect(minus).toBeDisabled();

    await saleLine.getByRole('button', { name: `Remove ${onSale.name} from cart` }).click();
    await expect(lines).toHaveCount(1);
    await expect(panel.getByTestId('cart-total')).toHaveText(money(regular.price));
  });

  test('removing a line keeps focus in the cart: on the next line, then on Close', async ({
    page,
  }) => {
    const [first, second] = (await catalogue(page.request)).filter((p) => p.stock > 5);
    await addToCart(page, first!);
    await addToCart(page, second!);
    const panel = await openCart(page);
    const lines = panel.getByTestId('cart-line');
    await expect(lines).toHaveCount(2);
    const [top, bottom] = [await lines.nth(0).innerText(), await lines.nth(1).innerText()];
    const topName = [first!, second!].find((p) => top.includes(p.name))!.name;
    const bottomName = [first!, second!].find((p) => bottom.includes(p.name))!.name;

    await panel.getByRole('button', { name: `Remove ${topName} from cart` }).click();
    await expect(lines).toHaveCount(1);
    await expect(
      panel.getByRole('button', { name: `Remove ${bottomName} from cart` }),
    ).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(panel.getByTestId('cart-empty')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Close cart' })).toBeFocused();
  });

  test('survives a reload', async ({ page }) => {
    const product = await findProduct(page.request, plentiful, 'product with plenty of stock');
    await addToCart(page, product);
    await page.reload();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });

  test('Pay with Stripe and Request Quote lead on and close the panel', async ({ page }) => {
    const product = await findProduct(page.request, plentiful, 'product with plenty of stock');
    await addToCart(page, product);

    let panel = await openCart(page);
    await expect(panel.getByRole('link', { name: 'Pay with Stripe' })).toHaveAttribute(
      'href',
      '/stripe-checkout',
    );
    await panel.getByRole('link', { name: 'Request Quote' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(panel).toBeHidden();

    // The card payment page needs the checkout information first.
    await page.getByLabel('Full Name').fill('Pat Paver');
    await page.getByLabel('Email Address').fill('pat@example.com');
    await page.getByLabel('Phone Number').fill('555-0199');
    await page.getByLabel('Full Address').fill('5 Gravel Way, Salem, OR');
    panel = await openCart(page);
    await panel.getByRole('link', { name: 'Pay with Stripe' }).click();
    await expect(page).toHaveURL(/\/stripe-checkout$/);
    await expect(page.getByRole('dialog', { name: 'Shopping Cart' })).toBeHidden();
  });

  test('the cart button toggles the panel', async ({ page }) => {
    await page.goto('/');
    await openCart(page);
    await cartButton(page).click();
    await expect(page.getByRole('dialog', { name: 'Shopping Cart' })).toBeHidden();
  });
});
