import type { APIRequestContext } from '@playwright/test';
import { trpcMutation, trpcQuery } from '../admin/helpers.ts';
import { expect, test } from './test.ts';
import {
  expectAccessible,
  expectToast,
  findProduct,
  openCart,
  plentiful,
  registerCustomer,
  signInAsAdmin,
  uniqueName,
} from './helpers.ts';

const buyer = {
  customerName: 'Riley Builder',
  customerEmail: 'riley@example.com',
  customerPhone: '555-0101',
  customerAddress: '9 Quarry Rd, Tacoma, WA',
};

/** The admin's side of these tests: products made for them, changed as the shop moves on. */
async function catalogueAdmin(request: APIRequestContext) {
  await signInAsAdmin(request);
  const categories = await trpcQuery<{ id: number; name: string }[]>(
    request,
    'categories.adminList',
  );
  const values = (name: string, price: string, stock: number, isActive = true) => ({
    name,
    description: '<p>Made by the end-to-end tests.</p>',
    price,
    salePrice: null,
    stock,
    categoryId: categories.find((category) => category.name === 'Tools')!.id,
    images: [],
    isActive,
  });
  return {
    async create(price: string, stock = 20) {
      const name = uniqueName('Reorder Kit ');
      const { id } = await trpcMutation<{ id: number }>(
        request,
        'catalog.create',
        values(name, price, stock),
      );
      return { id, name };
    },
    change(product: { id: number; name: string }, price: string, stock: number, isActive = true) {
      return trpcMutation(request, 'catalog.update', {
        id: product.id,
        values: values(product.name, price, stock, isActive),
      });
    },
  };
}

test.describe('order page and order again', () => {
  test('shows the order, its history, and orders it again at today’s prices', async ({
    page,
    browser,
    baseURL,
  }) => {
    const adminContext = await browser.newContext({ baseURL });
    const admin = await catalogueAdmin(adminContext.request);
    const kit = await admin.create('100.00');
    const retired = await admin.create('50.00');

    await registerCustomer(page);
    const order = await trpcMutation<{ id: number }>(page.request, 'checkout.requestQuote', {
      ...buyer,
      items: [
        { productId: kit.id, quantity: 2 },
        { productId: retired.id, quantity: 1 },
      ],
    });
    await admin.change(kit, '120.00', 20);
    await admin.change(retired, '50.00', 19, false);
    const processed = await adminContext.request.patch(`/api/orders/${order.id}/tracking`, {
      data: { status: 'processing', trackingNumber: 'TRK-7781', estimatedDelivery: '2030-05-06' },
    });
    expect(processed.ok()).toBe(true);
    await adminContext.close();

    await page.goto('/account');
    await page
      .getByTestId('order')
      .filter({ hasText: `Order #${order.id}` })
      .getByRole('link', { name: `View order #${order.id}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/account/orders/${order.id}$`));
    // A quote request goes by its quote's number, with the order's beside it.
    await expect(
      page.getByRole('heading', { level: 1, name: /^Quote request Q-\d{6}$/ }),
    ).toBeVisible();
    await expect(page.getByText(`Order #${order.id} · Placed on`)).toBeVisible();
    const lines = page.getByTestId('order-lines');
    await expect(lines.getByRole('row').filter({ hasText: kit.name })).toContainText('$100.00');
    await expect(lines.getByRole('row').filter({ hasText: kit.name })).toContainText('$200.00');
    await expect(page.getByTestId('order-total')).toHaveText('$250.00');
    await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Quote request');
    const delivery = page.getByRole('region', { name: 'Delivery' });
    await expect(delivery).toContainText('Tracking Number: TRK-7781');
    await expect(delivery).toContainText('Estimated Delivery: May');
    await expect(page.getByTestId('status-change')).toHaveText([/Pending/, /Processing/]);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Order Again' }).click();
    await expectToast(
      page,
      'Added to Cart',
      `1 product from order #${order.id} is in your cart at today's prices.`,
    );
    await expect(page.getByTestId('order-again-notice')).toContainText(
      `${retired.name} is no longer sold.`,
    );
    const cart = await openCart(page);
    await expect(cart).toContainText(kit.name);
    await expect(cart).not.toContainText(retired.name);
    await expect(cart).toContainText('$240.00');
  });

  test('from the order history, caps quantities to the stock and names what sold out', async ({
    page,
    browser,
    baseURL,
  }) => {
    const adminContext = await browser.newContext({ baseURL });
    const admin = await catalogueAdmin(adminContext.request);
    const scarce = await admin.create('30.00');
    const soldOut = await admin.create('40.00');

    await registerCustomer(page);
    const order = await trpcMutation<{ id: number }>(page.request, 'checkout.requestQuote', {
      ...buyer,
      items: [
        { productId: scarce.id, quantity: 5 },
        { productId: soldOut.id, quantity: 1 },
      ],
    });
    await admin.change(scarce, '30.00', 3);
    await admin.change(soldOut, '40.00', 0);
    await adminContext.close();

    await page.goto('/account');
    const card = page.getByTestId('order').filter({ hasText: `Order #${order.id}` });
    await card.getByRole('button', { name: 'Order Again' }).click();
    const notice = card.getByTestId('order-again-notice');
    await expect(notice).toContainText(`${soldOut.name} is out of stock.`);
    await expect(notice).toContainText(`${scarce.name}: only 3 of the 5 ordered are in stock.`);
    const cart = await openCart(page);
    await expect(cart).toContainText('$90.00');
  });

  test("another customer's order is not found", async ({ page, browser, baseURL }) => {
    const owner = await browser.newContext({ baseURL });
    const ownerPage = await owner.newPage();
    await registerCustomer(ownerPage);
    const product = await findProduct(ownerPage.request, plentiful, 'well-stocked product');
    const order = await trpcMutation<{ id: number }>(ownerPage.request, 'checkout.requestQuote', {
      ...buyer,
      items: [{ productId: product.id, quantity: 1 }],
    });
    await owner.close();

    await registerCustomer(page);
    await page.goto(`/account/orders/${order.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Order Not Found' })).toBeVisible();
    await expect(page.getByText(buyer.customerAddress)).toHaveCount(0);
  });
});
