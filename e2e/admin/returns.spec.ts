import { nthEmail } from '../support/mail.ts';
import { expectLoaded, photoFile } from '../support/photo.ts';
import { expect, test } from '../support/test.ts';
import { ADMIN_URL, cardOrder, expectAccessible, signInAsAdmin, toast } from './helpers.ts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const money = (amount: string) => usd.format(Number(amount));

interface LookedUpOrder {
  lines: { itemId: number; name: string; unitPrice: string }[];
}

test.describe('the Returns desk', () => {
  test('staff approve, receive and refund a return of a delivered card order', async ({
    page,
    request,
  }) => {
    const order = await cardOrder(request, '4242 4242 4242 4242');
    await signInAsAdmin(page);
    for (const status of ['shipped', 'delivered']) {
      const moved = await page.request.patch(`/api/orders/${order.id}/tracking`, {
        data: { status, trackingNumber: '1ZDESK' },
      });
      expect(moved.ok()).toBe(true);
    }
    // The buyer, a guest, asks through the order lookup.
    const buyer = { orderNumber: order.id, email: order.email };
    const found = await request.post('/api/orders/lookup', { data: buyer });
    expect(found.ok()).toBe(true);
    const [line] = ((await found.json()) as LookedUpOrder).lines;
    const uploaded = await request.post('/api/orders/lookup/returns/photos', {
      multipart: { orderNumber: String(order.id), email: order.email, photos: photoFile() },
    });
    expect(uploaded.status()).toBe(201);
    const photos = ((await uploaded.json()) as { photos: { id: string }[] }).photos;
    const asked = await request.post('/api/orders/lookup/returns', {
      data: {
        ...buyer,
        lines: [{ itemId: line!.itemId, quantity: 1 }],
        reason: 'defective',
        photos: photos.map((photo) => photo.id),
      },
    });
    expect(asked.status()).toBe(201);
    const rma = ((await asked.json()) as { number: string }).number;

    await page.goto(`${ADMIN_URL}returns`);
    await page.getByRole('textbox', { name: 'Search returns' }).fill(rma);
    const rows = page.getByRole('table', { name: 'Returns' }).getByRole('row');
    await expect(rows.filter({ hasText: rma })).toContainText('Requested');
    await page.getByRole('button', { name: `View return ${rma}` }).click();
    const modal = page.getByRole('dialog', { name: `Return ${rma}` });
    await expect(modal).toContainText('Defective');
    // The buyer's photo, through the link the return's answer signed.
    await expectLoaded(modal.getByRole('img', { name: `Buyer's photo 1 of ${rma}` }));
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('return-with-photo-desktop.png') });

    await modal.getByRole('button', { name: 'Approve and send the slip' }).click();
    await expect(toast(page, 'Return approved')).toContainText(`${rma}: Approved.`);
    await nthEmail(order.email, `Return ${rma} approved: your return slip`);

    // The unit came back and goes back on the shelf.
    const received = modal.getByRole('textbox', { name: `${line!.name}: received of 1` });
    await expect(received).toHaveValue('1');
    await expect(
      modal.getByRole('checkbox', { name: 'Back in stock (else scrapped)' }),
    ).toBeChecked();
    await modal.getByRole('button', { name: 'Receive', exact: true }).click();
    await expect(toast(page, 'Return received')).toContainText(`${rma}: Received.`);
    const lines = modal.getByRole('table');
    await expect(lines).toContainText('Back in stock');

    // By default the received unit's value, no fee for a defective item.
    await modal.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(toast(page, 'Return refunded')).toContainText(`${rma}: Refunded.`);
    await expect(modal).toContainText(`${money(line!.unitPrice)} · Refunded`);
    await expect(modal.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0);
    await nthEmail(order.email, `Refund of ${money(line!.unitPrice)} for return ${rma}`);
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('return-refunded-desktop.png') });

    // The order's refunds list it.
    await page.goto(`${ADMIN_URL}orders/${order.id}`);
    const refunds = page
      .getByRole('dialog', { name: `Order #${order.id} Details` })
      .getByRole('region', { name: 'Refunds' });
    await expect(refunds.getByTestId('refund')).toHaveCount(1);
    await expect(refunds.getByTestId('refund')).toContainText(money(line!.unitPrice));
  });
});
