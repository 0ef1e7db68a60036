import { expectOnScreen, expectWithinScreen, PHONE } from '../support/phone.ts';
import { findProduct, plentiful, registerCustomer } from './helpers.ts';
import { expect, test } from './test.ts';

const inTwoWeeks = () => new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);

test.describe('on a phone (390 px), what a buyer must read', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(PHONE);
  });

  test('the quote to accept and the order show quantity, unit price and line total without a sideways scroll', async ({
    page,
    staff,
  }) => {
    const customer = await registerCustomer(page);
    const product = await findProduct(page.request, plentiful, 'product with plenty of stock');
    const requested = await page.request.post('/api/orders', {
      data: {
        customerName: 'Robin Quarry',
        customerEmail: customer.email,
        customerPhone: '+1 541 555 0199',
        customerAddress: '88 Gravel Pit Lane\nEugene, OR 97401',
        items: [{ productId: product.id, quantity: 3 }],
      },
    });
    expect(requested.status(), await requested.text()).toBe(201);
    const orderId = ((await requested.json()) as { id: number }).id;

    const found = await staff.get(`/api/admin/quotes?search=${encodeURIComponent(customer.email)}`);
    const [item] = ((await found.json()) as { items: { id: number }[] }).items;
    const quote = (await (await staff.get(`/api/admin/quotes/${item!.id}`)).json()) as {
      token: string;
    };
    const draft = await staff.put(`/api/admin/quotes/${item!.id}`, {
      data: {
        lines: [{ productId: product.id, quantity: 3, unitPrice: '1234.50' }],
        discount: null,
        deliveryCharge: '0.00',
        validUntil: inTwoWeeks(),
        note: null,
      },
    });
    expect(draft.status(), await draft.text()).toBe(200);
    expect((await staff.post(`/api/admin/quotes/${item!.id}/send`)).status()).toBe(200);

    await page.goto(`/quotes/${quote.token}`);
    const lines = page.getByTestId('quote-lines');
    await expectWithinScreen(lines);
    const quoted = lines.getByTestId('quote-line');
    for (const figure of [product.name, '1,234.50', '3,703.50']) {
      await expectOnScreen(page, quoted.getByText(figure));
    }
    await expectOnScreen(page, quoted.getByText('3', { exact: true }));
    await page.screenshot({ path: test.info().outputPath('quote-on-a-phone.png'), fullPage: true });

    await page.goto(`/account/orders/${orderId}`);
    const ordered = page.getByTestId('order-lines');
    await expectWithinScreen(ordered);
    // The order carries the quoted prices.
    for (const figure of [product.name, '$1,234.50', '$3,703.50']) {
      await expectOnScreen(page, ordered.getByTestId('order-line').getByText(figure));
    }
    await expectOnScreen(page, ordered.getByTestId('order-line').getByText('3', { exact: true }));
    await expectOnScreen(page, page.getByTestId('order-total'));
    await page.screenshot({ path: test.info().outputPath('order-on-a-phone.png'), fullPage: true });
  });
});
