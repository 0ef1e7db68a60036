import { expect, test, type Page } from './test.ts';
import {
  addToCart,
  expectAccessible,
  expectToast,
  failTrpc,
  holdTrpc,
  findProduct,
  money,
  plentiful,
} from './helpers.ts';

const info = {
  name: 'Sam Foreman',
  email: 'sam.foreman@example.com',
  phone: '+1 503 555 0100',
  address: '1200 NW Front Ave\nPortland, OR 97209',
};

async function fillCheckout(page: Page, values: Partial<typeof info> = info) {
  if (values.name !== undefined) await page.getByLabel('Full Name').fill(values.name);
  if (values.email !== undefined) await page.getByLabel('Email Address').fill(values.email);
  if (values.phone !== undefined) await page.getByLabel('Phone Number').fill(values.phone);
  if (values.address !== undefined) await page.getByLabel('Full Address').fill(values.address);
}

test.describe('checkout', () => {
  test('with an empty cart it says so and links to the equipment', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart is empty' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Shop Equipment' }).click();
    await expect(page).toHaveURL(/\/equipment$/);
  });

  test('shows the form, the payment options and the order summary', async ({ page }) => {
    const onSale = await findProduct(
      page.request,
      (p) => p.salePrice !== null && p.stock >= 20,
      'product on sale',
    );
    const regular = await findProduct(
      page.request,
      (p) => p.salePrice === null && plentiful(p),
      'regular product',
    );
    await addToCart(page, onSale, 2);
    await addToCart(page, regular);
    await page.goto('/checkout');

    await expect(page.getByRole('link', { name: 'Back to Shop' })).toHaveAttribute('href', '/');
    for (const label of ['Full Name', 'Email Address', 'Phone Number', 'Full Address']) {
      await expect(page.getByLabel(label)).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Delivery Address' })).toBeVisible();
    await expect(page.getByLabel('Full Address')).toHaveJSProperty('tagName', 'TEXTAREA');

    const summary = page.getByRole('region', { name: 'Order Summary' });
    const saleLine = summary.getByTestId('summary-line').filter({ hasText: onSale.name });
    await expect(saleLine).toContainText('Qty: 2');
    await expect(saleLine.getByTestId('sale-price')).toContainText(money(onSale.salePrice!));
    await expect(saleLine.getByTestId('regular-price')).toContainText(money(onSale.price));
    await expect(saleLine.getByTestId('summary-line-total')).toHaveText(
      money(Number(onSale.salePrice) * 2),
    );
    await expect(summary.getByTestId('summary-total')).toHaveText(
      money(Number(onSale.salePrice) * 2 + Number(regular.price)),
    );
    await expect(summary).toContainText('Secure Checkout');

    await expect(page.getByRole('button', { name: 'Complete Information to Pay' })).toBeDisabled();
    await expect(
      page.getByText('Please complete your contact and delivery information'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pay with Credit Card' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('an image that fails to load shows the placeholder in the summary', async ({ page }) => {
    const product = await findProduct(page.request, plentiful, 'product with plenty of stock');
    await addToCart(page, product);
    await page.route('**/demo-images/**', (route) =>
      route.request().url().endsWith('placeholder.svg')
        ? route.continue()
        : route.fulfill({ status: 404 }),
    );
    await page.goto('/checkout');
    const image = page.getByTestId('summary-line').first().locator('img');
    await expect(image).toHaveAttribute('src', '/demo-images/placeholder.svg');
  });

  test('validates the form with the spec messages', async ({ page }) => {
    const product = await findProduct(page.request, plentiful, 'product with plenty of stock');
    await addToCart(page, product);
    await page.goto('/checkout');
    await page.getByRole('button', { name: 'Request Quote' }).click();
    for (const message of [
      'Full name is required',
      'Valid email is required',
      'Phone number is required',
      'Address is required',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await fillCheckout(page, { email: 'not-an-email' });
    await page.getByRole('button', { name: 'Request Quote' }).click();
    await expect(page.getByText('Valid email is required')).toBeVisible();
    await expectAccessible(page);
  });

  test('a phone of one digit and an address of one letter are refused, and card payment waits', async ({
    page,
  }) => {
    const product = await findProduct(page.request, plentiful, 'product with plenty of stock');
    await addToCart(page, product);
    await page.goto('/checkout');
    await fillCheckout(page, { ...info, phone: '1', address: 'x' });
    await expect(page.getByRole('button', { name: 'Complete Information to Pay' })).toBeDisabled();
    await page.getByRole('button', { name: 'Request Quote' }).click();
    await expect(page.getByLabel('Phone Number')).toHaveAccessibleDescription(
      'Enter a phone number with at least 7 digits',
    );
    await expect(page.getByLabel('Full Address')).toHaveAccessibleDescription(
      /^Enter the full delivery address \(at least 5 characters\)/,
    );
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });

  test('fields still to fix are named by the buttons, and Request Quote takes the buyer to the first', async ({
    page,
  }) => {
    // On a phone the button is screens below the fields.
    await page.setViewportSize({ width: 390, height: 844 });
    const product = await findProduct(page.request, plentiful, 'product with plenty of stock');
    await addToCart(page, product);
    await page.goto('/checkout');
    await expect(page.getByTestId('pay-missing')).toHaveText(
      'Still needed: Full Name, Email Address, Phone Number, and Full Address.',
    );
    await fillCheckout(page, { name: info.name, email: info.email, phone: '1' });
    await expect(page.getByRole('button', { name: 'Complete Information to Pay' })).toBeDisabled();
    await expect(page.getByTestId('pay-missing')).toHaveText(
      'Still needed: Phone Number and Full Address.',
    );

    await page.getByRole('button', { name: 'Request Quote' }).click();
    await expect(page.getByTestId('fields-to-fix')).toHaveText(
      'Please check Phone Number and Full Address above.',
    );
    const phone = page.getByLabel('Phone Number');
    await expect(phone).toBeFocused();
    await expect(phone).toBeInViewport();

    await phone.fill(info.phone);
    await expect(page.getByTestId('fields-to-fix')).toHaveText('Please check Full Address above.');
    await expect(page.getByTestId('pay-missing')).toHaveText('Still needed: Full Address.');
    await page.getByRole('button', { name: 'Request Quote' }).click();
    await expect(page.getByLabel('Full Address')).toBeFocused();
    await expect(page.getByLabel('Full Address')).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath('fields-to-fix.png') });
    await expectAccessible(page);
  });

  test('Pay with Credit Card is enabled once the information is complete, and it is remembered', async ({
    page,
  }) => {
    const product = await findProduct(page.request, plentiful, 'product with plenty of stock');
    await addToCart(page, product);
    await page.goto('/checkout');
    await fillCheckout(page, { name: info.name, email: info.email, phone: info.phone });
    await expect(page.getByRole('button', { name: 'Complete Information to Pay' })).toBeDisabled();
    await fillCheckout(page, { address: info.address });
    const pay = page.getByRole('link', { name: 'Pay with Credit Card' });
    await expect(pay).toHaveAttribute('href', '/stripe-checkout');

    await page.reload();
    await expect(page.getByLabel('Full Name')).toHaveValue(info.name);
    await expect(page.getByLabel('Full Address')).toHaveValue(info.address);
    await expect(page.getByRole('link', { name: 'Pay with Credit Card' })).toBeVisible();

    await page.getByLabel('Phone Number').fill('   ');
    await expect(page.getByRole('button', { name: 'Complete Information to Pay' })).toBeDisabled();
  });

  test('Request Quote sends a quote request, names it by its Q-number at the top of the page and clears the cart', async ({
    page,
  }) => {
    // On a phone the form is several screens long, and the button at its end.
    await page.setViewportSize({ width: 390, height: 844 });
    const product = await findProduct(page.request, plentiful, 'product with plenty of stock');
    await addToCart(page, product, 2);
    await page.goto('/checkout');
    await fillCheckout(page);

    const release = await holdTrpc(page, 'checkout.requestQuote');
    await page.getByRole('button', { name: 'Request Quote' }).click();
    await expect(page.getByRole('button', { name: 'Submitting Request...' })).toBeDisabled();
    release();

    // A quote request is not an order: it is not "Order Placed".
    const toast = await expectToast(page, 'Quote request sent');
    await expect(toast).toContainText('You will receive a confirmation email shortly.');
    await expect(toast).not.toContainText(/order/i);
    const requested = page.getByTestId('quote-requested');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank You for Your Quote Request!' }),
    ).toBeInViewport();
    await expect(requested).toContainText(/Your quote request Q-\d{6} has been received\./);
    await expect(requested).toContainText('Our team will be in touch');
    await expect(requested).toContainText('delivery details');
    await expect(requested).not.toContainText(/order/i);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    await expectAccessible(page);

    // Checkout info went with the cart.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('buildright:checkout-info'))).toBe(
      'null',
    );
  });

  test('Continue Shopping leads home after the order', async ({ page }) => {
    const product = await findProduct(page.request, plentiful, 'product with plenty of stock');
    await addToCart(page, product);
    await page.goto('/checkout');
    await fillCheckout(page);
    await page.getByRole('button', { name: 'Request Quote' }).click();
    await page.getByRole('link', { name: 'Continue Shopping' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a failure keeps the form and shows the destructive toast', async ({ page }) => {
    const product = await findProduct(page.request, plentiful, 'product with plenty of stock');
    await addToCart(page, product);
    await page.goto('/checkout');
    await fillCheckout(page);
    await failTrpc(page, 'checkout.requestQuote');
    await page.getByRole('button', { name: 'Request Quote' }).click();
    const failure = await expectToast(
      page,
      'Error',
      'Failed to send your quote request. Please try again.',
    );
    await expect(failure).toHaveAttribute('data-variant', 'destructive');
    await expect(page.getByLabel('Full Name')).toHaveValue(info.name);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });

  test('offline, the quote request is not sent: it says so beside the button and keeps the form', async ({
    page,
  }) => {
    const product = await findProduct(page.request, plentiful, 'product with plenty of stock');
    await addToCart(page, product);
    await page.goto('/checkout');
    await fillCheckout(page);
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Request Quote' }).click();
    const problem = page.getByTestId('checkout-problem');
    await expect(problem).toContainText('We could not send your quote request');
    await expect(problem).not.toContainText('We could not place your order');
    await expectToast(page, 'Error', 'Failed to send your quote request. Please try again.');
    await expect(problem).toBeFocused();
    for (const [label, value] of [
      ['Full Name', info.name],
      ['Email Address', info.email],
      ['Phone Number', info.phone],
      ['Full Address', info.address],
    ]) {
      await expect(page.getByLabel(label!)).toHaveValue(value!);
    }
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.screenshot({ path: test.info().outputPath('offline-quote-request.png') });
    await page.context().setOffline(false);
  });

  test('more than the stock is refused with the reason beside the form', async ({ page }) => {
    const low = await findProduct(
      page.request,
      (p) => p.stock > 0 && p.stock <= 10,
      'product low in stock',
    );
    await addToCart(page, low);
    // Ask for more than there is, as a stale cart from another tab would.
    await page.evaluate(
      ({ id, quantity }) => {
        const key = 'buildright:cart-items';
        const items = JSON.parse(localStorage.getItem(key) ?? '[]') as {
          product: { id: number };
          quantity: number;
        }[];
        localStorage.setItem(
          key,
          JSON.stringify(
            items.map((item) => (item.product.id === id ? { ...item, quantity } : item)),
          ),
        );
      },
      { id: low.id, quantity: low.stock + 5 },
    );
    await page.goto('/checkout');
    await fillCheckout(page);
    await page.getByRole('button', { name: 'Request Quote' }).click();
    await expectToast(page, 'Error', 'Failed to send your quote request. Please try again.');
    await expect(
      page.getByRole('alert').filter({ hasText: 'We could not send your quote request' }),
    ).toBeVisible();
  });
});
