import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/test.ts';
import {
  customerWithOrder,
  expectAccessible,
  openTab,
  placeQuoteRequest,
  signInAsAdmin,
  toast,
  trpcMutation,
  trpcQuery,
} from './helpers.ts';

test.describe('guest holds', () => {
  test('staff see the stock a guest quote request holds and release it', async ({
    page,
    request,
  }) => {
    const placed = await placeQuoteRequest(request, 2);
    const stockNow = async () =>
      (await trpcQuery<{ stock: number }>(request, 'catalog.byId', { id: placed.product.id }))
        .stock;
    const held = await stockNow();

    await signInAsAdmin(page);
    await openTab(page, 'Orders');
    const section = page.getByRole('region', { name: 'Unpaid holds' });
    await expect(section).toContainText('guests together may hold at most half of a product.');
    await section.getByRole('button', { name: 'Show holds' }).click();

    const row = section
      .getByRole('table', { name: 'Unpaid holds' })
      .getByRole('row', { name: new RegExp(`#${placed.orderId}\\b`) });
    await expect(row).toContainText(placed.buyer.customerName);
    await expect(row).toContainText(placed.buyer.customerEmail);
    await expect(row).toContainText('Quote request (Requested)');
    await expect(row).toContainText('2 units');
    await expect(row).toContainText(`${placed.product.name} × 2`);
    await expectAccessible(page);

    await row.getByRole('button', { name: `Release hold of order #${placed.orderId}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Release hold' });
    await expect(dialog).toContainText(`Release the 2 units held by order #${placed.orderId}`);
    await expect(dialog).toContainText('No e-mail is sent to the buyer.');
    await dialog.getByRole('button', { name: 'Release hold' }).click();
    await expect(toast(page, 'Hold released')).toContainText(
      `Order #${placed.orderId} is cancelled; its units are on sale.`,
    );
    await expect(dialog).toHaveCount(0);
    await expect(row).toHaveCount(0);

    // The order is cancelled in the list below and its units are back on sale.
    await expect(
      page
        .getByRole('table', { name: 'Recent Orders' })
        .getByRole('row', { name: new RegExp(`#${placed.orderId}\\b`) }),
    ).toContainText('Cancelled');
    expect(await stockNow()).toBe(held + 2);
  });

  test("a signed-in buyer's unpaid card checkout is listed with its hold, set in Settings", async ({
    page,
    browser,
  }) => {
    await signInAsAdmin(page);
    await page.getByRole('tab', { name: 'Settings' }).click();
    const settings = page.getByRole('form', { name: 'Shop settings' });
    const hold = settings.getByRole('textbox', { name: 'Card payment hold (minutes)' });
    await hold.fill('2');
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await expect(
      settings.getByText('Enter a whole number of minutes from 5 to 1440'),
    ).toBeVisible();
    await hold.fill('45');
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await expect(toast(page, 'Settings saved')).toContainText('hold stock for 45 minutes');
    await expectAccessible(page);

    const { context, customer, product } = await customerWithOrder(browser);
    const started = await trpcMutation<{ orderId: number }>(
      context.request,
      'payments.createIntent',
      {
        customerName: `${customer.firstName} ${customer.lastName}`,
        customerEmail: customer.email,
        customerPhone: '+1 555 0100',
        customerAddress: '12 Quarry Road\nSpringfield, OR 97477',
        items: [{ productId: product.id, quantity: 1 }],
        checkoutId: randomUUID(),
      },
    );
    await context.close();

    await openTab(page, 'Orders');
    const section = page.getByRole('region', { name: 'Unpaid holds' });
    await section.getByRole('button', { name: 'Show holds' }).click();
    const row = section
      .getByRole('table', { name: 'Unpaid holds' })
      .getByRole('row', { name: new RegExp(`#${started.orderId}\\b`) });
    await expect(row).toContainText('Card checkout, not paid (account)');
    await expect(row).toContainText(customer.email);
    const placed = (await row.getByRole('cell').nth(1).textContent()) ?? '';
    const until = (await row.getByRole('cell').nth(5).textContent()) ?? '';
    expect(Date.parse(until) - Date.parse(placed)).toBe(45 * 60_000);

    await page.getByRole('tab', { name: 'Settings' }).click();
    await hold.fill('30');
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await expect(toast(page, 'hold stock for 30 minutes')).toBeVisible();
  });
});
