import { expect, test } from '../shop/test.ts';
import {
  adminOrder,
  cartInStorage,
  fillCard,
  money,
  productInStock,
  seedCart,
  shownOrderId,
  unitPrice,
} from './helpers.ts';

test.describe('card payment with the built-in test provider', () => {
  test('4242 pays: Payment Successful!, the cart is cleared and the admin sees the order paid', async ({
    page,
    request,
    baseURL,
  }) => {
    const product = await productInStock(request);
    await seedCart(page, [{ product, quantity: 2 }]);
    await page.goto('/stripe-checkout');

    const total = money((Number(unitPrice(product)) * 2).toFixed(2));
    await expect(page.getByRole('heading', { name: 'Order Details' })).toBeVisible();
    await expect(page.getByText('Dana Whitfield')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit information' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    await expect(page.getByTestId('test-mode-notice')).toContainText('Test mode');
    await expect(page.getByText('Secure Payment')).toBeVisible();
    await expect(page.getByTestId('payment-total')).toHaveText(total);
    await expect(page.getByRole('link', { name: 'Back to Checkout' })).toBeVisible();
    const pay = page.getByRole('button', { name: `Pay ${total}` });
    await expect(pay).toBeEnabled();

    await fillCard(page, '4242 4242 4242 4242');
    await pay.click();

    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(page).toHaveURL(/\/payment-success\?payment_intent=/);
    await expect(page.getByTestId('payment-state')).toHaveText('Paid');
    await expect(page.getByRole('heading', { name: "What's Next?" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(await cartInStorage(page)).toEqual([]);

    const orderId = await shownOrderId(page);
    // A guest has no account to view orders in: the order lookup, with the number filled in.
    await expect(page.getByRole('link', { name: 'View Orders' })).toHaveCount(0);
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Find Your Order' }),
    ).toHaveAttribute('href', `/find-order?order=${orderId}`);
    const order = await adminOrder(baseURL!, orderId);
    expect(order).toMatchObject({
      paymentMethod: 'card',
      paymentStatus: 'paid',
      status: 'pending',
    });
    expect(money(order.total)).toBe(total);
  });

  test('0002 is declined: Payment Failed with the bank message, the cart stays and another card may pay', async ({
    page,
    request,
    baseURL,
  }) => {
    const product = await productInStock(request);
    await seedCart(page, [{ product, quantity: 1 }]);
    await page.goto('/stripe-checkout');
    await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeEnabled();

    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: /^Pay \$/ }).click();

    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Payment Failed');
    await expect(toast).toContainText('Your card was declined.');
    // The toast goes away; the reason stays at the card number, where focus is.
    const cardNumber = page.getByLabel('Card number');
    await expect(cardNumber).toBeFocused();
    await expect(cardNumber).toHaveAccessibleDescription('Your card was declined.');
    await expect(page).toHaveURL(/\/stripe-checkout$/);
    expect(await cartInStorage(page)).toHaveLength(1);

    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    const order = await adminOrder(baseURL!, await shownOrderId(page));
    expect(order.paymentStatus).toBe('paid');
  });

  test('a price tampered with in local storage does not change the amount charged', async ({
    page,
    request,
    baseURL,
  }) => {
    const product = await productInStock(request);
    await seedCart(page, [
      { product: { ...product, price: '0.01', salePrice: null }, quantity: 1 },
    ]);
    await page.goto('/stripe-checkout');

    const realTotal = money(unitPrice(product));
    await expect(page.getByRole('button', { name: `Pay ${realTotal}` })).toBeEnabled();
    // The page shows the server's price for the cart from the start: the stored one never shows,
    // so there is no change of price to announce.
    await expect(page.getByTestId('payment-total')).toHaveText(realTotal);
    await expect(page.getByTestId('repriced-notice')).toHaveCount(0);

    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: `Pay ${realTotal}` }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    const order = await adminOrder(baseURL!, await shownOrderId(page));
    expect(money(order.total)).toBe(realTotal);
    expect(order.paymentStatus).toBe('paid');
  });

  test('the card form checks the card before anything is sent', async ({ page, request }) => {
    await seedCart(page, [{ product: await productInStock(request), quantity: 1 }]);
    await page.goto('/stripe-checkout');
    await page.getByLabel('Card number').fill('4242 4242 4242 4241');
    await page.getByLabel('Expiry').fill('01/20');
    await page.getByLabel('CVC').fill('1');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByText('Your card number is invalid.')).toBeVisible();
    await expect(page.getByText("Your card's expiration date is in the past.")).toBeVisible();
    await expect(page.getByText("Your card's security code is incomplete.")).toBeVisible();
    await expect(page).toHaveURL(/\/stripe-checkout$/);
  });

  test('without checkout info it goes to /checkout; with an empty cart it says so', async ({
    page,
    request,
  }) => {
    await seedCart(page, [{ product: await productInStock(request), quantity: 1 }], {
      checkoutInfo: null,
    });
    await page.goto('/stripe-checkout');
    await expect(page).toHaveURL(/\/checkout$/);

    await seedCart(page, []);
    await page.goto('/stripe-checkout');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});
