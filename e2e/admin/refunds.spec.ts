import { expect, test } from '../support/test.ts';
import { expectWithinScreen, PHONE } from '../support/phone.ts';
import { ADMIN_URL, cardOrder, expectAccessible, signInAsAdmin, toast } from './helpers.ts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const money = (cents: number) => usd.format(cents / 100);

test.describe('a staff refund', () => {
  test("refunds part of a paid card order from the order's page, on a desktop and a phone", async ({
    page,
    request,
  }) => {
    const order = await cardOrder(request, '4242 4242 4242 4242');
    const paidCents = Math.round(Number(order.amount) * 100);
    await signInAsAdmin(page);
    await page.goto(`${ADMIN_URL}orders/${order.id}`);
    const modal = page.getByRole('dialog', { name: `Order #${order.id} Details` });
    const information = modal.getByRole('region', { name: 'Order Information' });
    await expect(information).toContainText('Card · Paid');
    const refunds = modal.getByRole('region', { name: 'Refunds' });
    await expect(refunds.getByTestId('refundable')).toHaveText(
      `${money(paidCents)} can still be refunded.`,
    );

    // The amount starts at what is left; a reason is required.
    await refunds.getByRole('button', { name: 'Refund' }).click();
    const form = page.getByRole('dialog', { name: `Refund order #${order.id}` });
    await expect(form.getByRole('textbox', { name: 'Amount' })).toHaveValue(money(paidCents));
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Refund' }).click();
    await expect(form.getByText('Say why you refund')).toBeVisible();

    // More than was paid is refused on the amount, and nothing is refunded.
    await form.getByRole('combobox', { name: 'Reason' }).click();
    await page.getByRole('option', { name: 'Goodwill' }).click();
    await form.getByRole('textbox', { name: 'Amount' }).fill(String(paidCents / 100 + 1));
    await form.getByRole('button', { name: 'Refund' }).click();
    await expect(form).toContainText(`Amount must be at most ${money(paidCents)}`);

    await form.getByRole('textbox', { name: 'Amount' }).fill('10');
    await form.getByRole('textbox', { name: 'Note' }).fill('Delivered a day late');
    await form.getByRole('button', { name: 'Refund' }).click();
    await expect(toast(page, 'Refunded')).toContainText(`$10.00 of order #${order.id}`);
    await expect(form).toHaveCount(0);

    const row = refunds.getByTestId('refund');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('$10.00');
    await expect(row).toContainText('Goodwill · To the card · admin');
    await expect(row).toContainText('Refunded');
    await expect(row).toContainText('Delivered a day late');
    await expect(refunds.getByTestId('refundable')).toHaveText(
      `${money(paidCents - 1000)} can still be refunded.`,
    );
    await expect(information).toContainText('Card · Partly refunded');
    await expectAccessible(page);
    await refunds.screenshot({ path: test.info().outputPath('refunds-desktop.png') });

    await page.setViewportSize(PHONE);
    await expectWithinScreen(refunds.getByRole('table', { name: 'Refunds' }));
    await expectWithinScreen(refunds.getByRole('button', { name: 'Refund' }));
    await refunds.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('refunds-phone.png') });
  });
});
