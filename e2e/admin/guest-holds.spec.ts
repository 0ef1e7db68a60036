import { expect, test } from '@playwright/test';
import {
  expectAccessible,
  openTab,
  placeQuoteRequest,
  signInAsAdmin,
  toast,
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
    const section = page.getByRole('region', { name: 'Guest holds' });
    await expect(section).toContainText('Together they may hold at most half of a product.');
    await section.getByRole('button', { name: 'Show holds' }).click();

    const row = section
      .getByRole('table', { name: 'Guest holds' })
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
    await expect(dialog).toContainText('no e-mail is sent to it');
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
});
