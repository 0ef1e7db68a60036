import type { APIRequestContext, Locator } from '@playwright/test';
import { nthEmail } from '../support/mail.ts';
import { expectWithinScreen, PHONE } from '../support/phone.ts';
import { expectLoaded, photoFile } from '../support/photo.ts';
import { expect, test, type Page } from './test.ts';
import { expectAccessible, newProduct, registerCustomer, uniqueName } from './helpers.ts';

const DESKTOP = { width: 1280, height: 900 };

const delivery = {
  customerName: 'Casey Builder',
  customerPhone: '+1 503 555 0100',
  customerAddress: '12 Quarry Road\nPortland, OR 97201',
};

/** Staff move an order on to delivered, as the warehouse does. */
async function deliver(staff: APIRequestContext, orderId: number) {
  for (const status of ['shipped', 'delivered']) {
    const moved = await staff.patch(`/api/orders/${orderId}/tracking`, {
      data: { status, trackingNumber: '1ZRETURNS' },
    });
    expect(moved.ok()).toBe(true);
  }
}

/** Mantine draws its radios by their labels: a person clicks the label. */
async function choose(scope: Locator, name: string) {
  const radio = scope.getByRole('radio', { name, exact: true });
  await scope.locator(`label[for="${await radio.getAttribute('id')}"]`).click();
  await expect(radio).toBeChecked();
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(name), fullPage: true });

test.describe('returning items', () => {
  test('a buyer asks on a phone to return a line of a delivered order, follows it and cancels it', async ({
    page,
    staff,
  }) => {
    await page.setViewportSize(PHONE);
    const buyer = await registerCustomer(page);
    const product = await newProduct(staff, uniqueName('Return Kit '));
    const placed = await page.request.post('/api/orders', {
      data: {
        ...delivery,
        customerEmail: buyer.email,
        items: [{ productId: product.id, quantity: 2 }],
      },
    });
    expect(placed.status()).toBe(201);
    const orderId = ((await placed.json()) as { id: number }).id;

    // Not delivered yet: nothing to return.
    await page.goto(`/account/orders/${orderId}`);
    // A shop order without card payment is a quote request, named by its quote's number.
    await expect(page.getByText(`Order #${orderId} · Placed on`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return items' })).toHaveCount(0);

    await deliver(staff, orderId);
    await page.reload();
    await page.getByRole('link', { name: 'Return items' }).click();
    await expect(page).toHaveURL(new RegExp(`/account/orders/${orderId}/return$`));
    const form = page.getByRole('form', { name: 'Return items' });
    await expect(form.getByTestId('return-line')).toHaveCount(1);
    await expect(form.getByTestId('return-line')).toContainText(
      'Ordered 2 · up to 2 can be returned',
    );

    // Nothing chosen, and more than was delivered, are caught where they are.
    await form.getByRole('button', { name: 'Request return' }).click();
    await expect(form.getByText('Choose how many of at least one item to return')).toBeVisible();
    await expect(form.getByText('Choose a reason')).toBeVisible();
    const units = form.getByRole('textbox', { name: `How many of ${product.name} to return` });
    await units.fill('3');
    await choose(form, 'Arrived damaged');
    await form.getByRole('button', { name: 'Request return' }).click();
    await expect(units).toHaveAccessibleDescription('At most 2 can be returned');

    await units.fill('1');
    await form.getByRole('textbox', { name: 'Note' }).fill('The case was cracked');
    await expectWithinScreen(form);
    await expectAccessible(page);
    await shot(page, 'return-request-phone.png');
    await form.getByRole('button', { name: 'Request return' }).click();

    const requested = page.getByTestId('return-requested');
    const heading = requested.getByRole('heading', { name: /^Return RMA-\d{6} requested$/ });
    await expect(heading).toBeVisible();
    const number = /RMA-\d{6}/.exec((await heading.textContent())!)![0];
    await expect(requested).toContainText(`1 × ${product.name}`);
    await expect(requested).toContainText('Please wait for it before sending anything');
    await expectWithinScreen(requested);
    await shot(page, 'return-requested-phone.png');
    const mail = await nthEmail(
      buyer.email,
      `Return ${number} requested for your order #${orderId}`,
    );
    expect(mail.text).toContain(product.name);

    await page.getByRole('link', { name: 'Follow this return' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Return ${number}` })).toBeVisible();
    await expect(page.getByTestId('return-status')).toHaveText('Requested');
    const line = page.getByTestId('return-line');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(product.name);
    await expect(line).toContainText('Not yet');
    await expect(page.getByText('Nothing refunded yet.')).toBeVisible();
    await expect(page.getByText('Reason: Arrived damaged · “The case was cracked”')).toBeVisible();
    await expectWithinScreen(page.getByRole('main'));
    await expectAccessible(page);
    await shot(page, 'return-status-phone.png');

    // The order lists it, and still offers the unit not asked for.
    await page.getByRole('link', { name: `Back to order #${orderId}` }).click();
    const returns = page.getByRole('region', { name: 'Returns' });
    await expect(returns.getByTestId('order-return')).toHaveCount(1);
    await expect(returns.getByTestId('order-return')).toContainText('1 item');
    await expect(returns.getByTestId('order-return')).toContainText('Requested');
    await expect(page.getByRole('link', { name: 'Return items' })).toBeVisible();
    await expectWithinScreen(returns);
    await shot(page, 'order-with-return-phone.png');

    // Withdrawn while the shop has not answered; its unit may be asked for again.
    await returns.getByRole('link', { name: number }).click();
    await page.getByRole('button', { name: 'Cancel this return' }).click();
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.getByTestId('return-status')).toHaveText('Cancelled');
    await expect(page.getByRole('button', { name: 'Cancel this return' })).toHaveCount(0);
    await expect(page.getByTestId('return-line')).not.toContainText('Not yet');
    await page.getByRole('link', { name: `Back to order #${orderId}` }).click();
    await expect(page.getByRole('region', { name: 'Returns' })).toContainText('Cancelled');
    await page.getByRole('link', { name: 'Return items' }).click();
    await expect(page.getByTestId('return-line')).toContainText('up to 2 can be returned');

    await page.setViewportSize(DESKTOP);
    await shot(page, 'return-request-desktop.png');
    await page.goBack();
    await expect(page.getByRole('region', { name: 'Returns' })).toBeVisible();
    await shot(page, 'order-with-return-desktop.png');
    await page.getByRole('region', { name: 'Returns' }).getByRole('link', { name: number }).click();
    await expect(page.getByTestId('return-status')).toHaveText('Cancelled');
    await shot(page, 'return-status-desktop.png');
  });

  test('a guest returns everything of an order found by number and e-mail', async ({
    page,
    staff,
  }) => {
    const email = `${uniqueName('guest')}@example.com`;
    const product = await newProduct(staff, uniqueName('Guest Return Kit '));
    const placed = await page.request.post('/api/orders', {
      data: { ...delivery, customerEmail: email, items: [{ productId: product.id, quantity: 2 }] },
    });
    expect(placed.status()).toBe(201);
    const orderId = ((await placed.json()) as { id: number }).id;
    await deliver(staff, orderId);

    await page.goto(`/find-order?order=${orderId}`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Find order' }).click();
    await page.getByRole('button', { name: 'Return items' }).click();
    const form = page.getByRole('form', { name: 'Return items' });
    await form.getByRole('textbox', { name: `How many of ${product.name} to return` }).fill('2');
    await choose(form, 'Other');
    await form.getByRole('button', { name: 'Request return' }).click();
    await expect(form.getByRole('textbox', { name: 'Note' })).toHaveAccessibleDescription(
      /Say why you are returning these items/,
    );
    await form.getByRole('textbox', { name: 'Note' }).fill('Bought two by mistake');
    await expectAccessible(page);
    await shot(page, 'guest-return-request-desktop.png');
    await form.getByRole('button', { name: 'Request return' }).click();

    const requested = page.getByTestId('return-requested');
    await expect(
      requested.getByRole('heading', { name: /^Return RMA-\d{6} requested$/ }),
    ).toBeVisible();
    await expect(requested).toContainText(`2 × ${product.name}`);
    await shot(page, 'guest-return-requested-desktop.png');

    // Everything is asked for: the order no longer offers a return.
    await page.getByRole('button', { name: 'Back to the order' }).click();
    // A shop order without card payment is a quote request, named by its quote's number.
    await expect(page.getByText(`Order #${orderId} · Placed on`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Return items' })).toHaveCount(0);
  });

  test('a guest sends a photo with a return, finds it in the lookup and cancels it', async ({
    page,
    staff,
  }) => {
    await page.setViewportSize(PHONE);
    const email = `${uniqueName('guest')}@example.com`;
    const product = await newProduct(staff, uniqueName('Photo Return Kit '));
    const placed = await page.request.post('/api/orders', {
      data: { ...delivery, customerEmail: email, items: [{ productId: product.id, quantity: 2 }] },
    });
    expect(placed.status()).toBe(201);
    const orderId = ((await placed.json()) as { id: number }).id;
    await deliver(staff, orderId);

    await page.goto(`/find-order?order=${orderId}`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Find order' }).click();
    await expect(page.getByText(`Order #${orderId} · Placed on`)).toBeVisible();
    // No return yet: the order lists none.
    await expect(page.getByRole('region', { name: 'Returns' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Return items' }).click();

    const form = page.getByRole('form', { name: 'Return items' });
    await form.getByRole('textbox', { name: `How many of ${product.name} to return` }).fill('1');
    await choose(form, 'Arrived damaged');
    const chooser = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: 'Add photos' }).click();
    await (
      await chooser
    ).setFiles([
      photoFile('dent.png'),
      { name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') },
    ]);
    const chosen = form.getByTestId('chosen-photo');
    await expect(chosen).toHaveCount(2);
    await expect(chosen.nth(1)).toContainText('Please upload only image files (JPEG, PNG, GIF)');
    await form.getByRole('button', { name: 'Request return' }).click();
    await expect(page.getByTestId('return-requested')).toHaveCount(0);
    await form.getByRole('button', { name: 'Remove notes.pdf' }).click();
    await expect(chosen).toHaveCount(1);
    await expect(chosen).toContainText('dent.png');
    await expectWithinScreen(form);
    await expectAccessible(page);
    await shot(page, 'guest-return-photo-phone.png');
    await form.getByRole('button', { name: 'Request return' }).click();

    const requested = page.getByTestId('return-requested');
    const heading = requested.getByRole('heading', { name: /^Return RMA-\d{6} requested$/ });
    await expect(heading).toBeVisible();
    const number = /RMA-\d{6}/.exec((await heading.textContent())!)![0];
    await page.getByRole('button', { name: 'Back to the order' }).click();

    // The lookup lists the return; its status opens with the photo.
    const returns = page.getByRole('region', { name: 'Returns' });
    await expect(returns.getByTestId('order-return')).toHaveCount(1);
    await expect(returns.getByTestId('order-return')).toContainText('Requested');
    await expectWithinScreen(returns);
    await shot(page, 'guest-order-with-return-phone.png');
    await returns.getByRole('button', { name: number }).click();
    const dialog = page.getByRole('dialog', { name: `Return ${number}` });
    await expect(dialog.getByTestId('return-status')).toHaveText('Requested');
    await expectLoaded(dialog.getByRole('img', { name: `Photo 1 of ${number}` }));
    await expectWithinScreen(dialog);
    await expectAccessible(page);
    // The dialog fills a phone's screen: what the guest sees is the screen, not the page.
    await page.screenshot({ path: test.info().outputPath('guest-return-status-phone.png') });

    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: test.info().outputPath('guest-return-status-desktop.png') });
    await dialog.getByRole('button', { name: 'Cancel this return' }).click();
    await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(dialog.getByTestId('return-status')).toHaveText('Cancelled');
    await expect(dialog.getByRole('button', { name: 'Cancel this return' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // The page no longer dims once the dialog's closing fade is over.
    await expect(page.locator('.mantine-Modal-overlay')).toBeHidden();
    await expect(returns.getByTestId('order-return')).toContainText('Cancelled');
    await shot(page, 'guest-order-with-return-desktop.png');
  });
});
