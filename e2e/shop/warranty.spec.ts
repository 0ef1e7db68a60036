import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { adjustableClock, startExtraServer, type ExtraServer } from '../support/extra-server.ts';
import { nthEmail } from '../support/mail.ts';
import { expectLoaded, photoFile } from '../support/photo.ts';
import { expectWithinScreen, PHONE } from '../support/phone.ts';
import { EXTRA_PORTS } from '../support/servers.ts';
import {
  expectAccessible,
  findProduct,
  plentiful,
  registerCustomer,
  signInAsAdmin,
  uniqueName,
} from './helpers.ts';
import { expect, test, type Page } from './test.ts';

// A shop of its own whose clock the test moves (as the expired reset link's does): an order
// delivered today is past its 30-day return window, and in its two-year warranty, 40 days on.
const port = EXTRA_PORTS.warranty;
const clock = adjustableClock(join(mkdtempSync(join(tmpdir(), 'buildright-e2e-clock-')), 'now'));
let shop: ExtraServer | undefined;
let secondsAhead = 0;

test.use({ baseURL: `http://localhost:${port}` });
test.beforeAll(async () => {
  test.setTimeout(150_000);
  shop = await startExtraServer(port, { DEMO: 'true', ...clock.env });
});
test.afterAll(async () => {
  await shop?.stop();
});

/** Moves the shop's clock `days` further ahead. */
async function daysLater(days: number) {
  secondsAhead += days * 86_400;
  await clock.advance(shop!.url, secondsAhead);
}

const DESKTOP = { width: 1280, height: 900 };

const delivery = {
  customerName: 'Casey Builder',
  customerPhone: '+1 503 555 0100',
  customerAddress: '12 Quarry Road\nPortland, OR 97201',
};

/** Places an order of `quantity` units of a well-stocked product; staff deliver it. */
async function deliveredOrder(page: Page, staff: APIRequestContext, email: string, quantity = 3) {
  const product = await findProduct(staff, plentiful, 'well-stocked product');
  const placed = await page.request.post('/api/orders', {
    data: { ...delivery, customerEmail: email, items: [{ productId: product.id, quantity }] },
  });
  expect(placed.status()).toBe(201);
  const { id, lines } = (await placed.json()) as { id: number; lines: { itemId: number }[] };
  for (const status of ['shipped', 'delivered']) {
    const moved = await staff.patch(`/api/orders/${id}/tracking`, {
      data: { status, trackingNumber: '1ZWARRANTY' },
    });
    expect(moved.ok()).toBe(true);
  }
  return { orderId: id, itemId: lines[0]!.itemId, product };
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(name), fullPage: true });

test.describe('claiming the warranty', () => {
  test('a buyer claims on a phone past the return window; staff replace one claim, reject another', async ({
    page,
    staff,
  }) => {
    await page.setViewportSize(PHONE);
    const buyer = await registerCustomer(page);
    const { orderId, itemId, product } = await deliveredOrder(page, staff, buyer.email);

    // Within the return window a defect is a return: the order offers no claim.
    await page.goto(`/account/orders/${orderId}`);
    await expect(page.getByRole('link', { name: 'Return items' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Claim warranty' })).toHaveCount(0);

    await daysLater(40);
    // The week-long sessions ended in the meantime.
    const signedIn = await page.request.post('/api/local/login', {
      data: { username: buyer.username, password: buyer.password },
    });
    expect(signedIn.status()).toBe(200);
    await signInAsAdmin(staff);
    await page.goto(`/account/orders/${orderId}`);
    const claimLink = page.getByRole('link', { name: 'Claim warranty' });
    await expect(claimLink).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return items' })).toHaveCount(0);
    await claimLink.click();
    await expect(page).toHaveURL(new RegExp(`/account/orders/${orderId}/warranty-claim$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Claim warranty' })).toBeVisible();
    await expect(page.getByTestId('warranty-ends')).toHaveText(/^Under warranty until .+ \d{4}\.$/);
    const form = page.getByRole('form', { name: 'Claim warranty' });
    await expect(form.getByTestId('return-line')).toHaveCount(1);
    await expect(form.getByTestId('return-line')).toContainText(
      'Ordered 3 · up to 3 can be claimed',
    );

    // Nothing chosen, no defect described, and more than was delivered are caught in place.
    await form.getByRole('button', { name: 'Send claim' }).click();
    await expect(form.getByText('Choose how many of at least one item to claim')).toBeVisible();
    const defect = form.getByRole('textbox', { name: 'What is wrong with them?' });
    await expect(defect).toHaveAccessibleDescription(/Describe the defect/);
    const units = form.getByRole('textbox', { name: `How many of ${product.name} to claim` });
    await units.fill('4');
    await defect.fill('The hydraulic seal leaks after an hour of work');
    await form.getByRole('button', { name: 'Send claim' }).click();
    await expect(units).toHaveAccessibleDescription('At most 3 can be claimed');

    // Two units claimed meanwhile from elsewhere: the server's refusal shows under the lines.
    const elsewhere = await page.request.post(`/api/orders/my/${orderId}/warranty-claims`, {
      data: { lines: [{ itemId, quantity: 2 }], description: 'Two of them rattle' },
    });
    expect(elsewhere.status()).toBe(201);
    const rattling = (await elsewhere.json()) as { id: number; number: string };
    await units.fill('2');
    await form.getByRole('button', { name: 'Send claim' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      `Quantity must be at most 1, what is left to claim of ${product.name}`,
    );

    await units.fill('1');
    await expectWithinScreen(form);
    await expectAccessible(page);
    await shot(page, 'warranty-claim-phone.png');
    await form.getByRole('button', { name: 'Send claim' }).click();

    const sent = page.getByTestId('return-requested');
    const heading = sent.getByRole('heading', { name: /^Warranty claim RMA-\d{6} sent$/ });
    await expect(heading).toBeVisible();
    const number = /RMA-\d{6}/.exec((await heading.textContent())!)![0];
    await expect(sent).toContainText(`1 × ${product.name}`);
    await expect(sent).toContainText('Keep the defective items until we answer');
    await expectWithinScreen(sent);
    await shot(page, 'warranty-claim-sent-phone.png');
    const mail = await nthEmail(
      buyer.email,
      `Warranty claim ${number} for your order #${orderId}`,
      1,
      shop!.dataDir,
    );
    expect(mail.text).toContain('The hydraulic seal leaks after an hour of work');

    await page.getByRole('link', { name: 'Follow this claim' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Warranty claim ${number}` }),
    ).toBeVisible();
    const claimId = Number(/\/returns\/(\d+)$/.exec(page.url())![1]);
    await expect(page.getByTestId('return-status')).toHaveText('Requested');
    await expect(
      page.getByText('What you told us: “The hydraulic seal leaks after an hour of work”'),
    ).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Received' })).toHaveCount(0);
    await expect(page.getByTestId('return-line')).toContainText(product.name);
    await expect(page.getByRole('button', { name: 'Cancel this warranty claim' })).toBeVisible();
    await expectWithinScreen(page.getByRole('main'));
    await expectAccessible(page);
    await shot(page, 'warranty-claim-status-phone.png');

    // The order lists both claims; nothing is left to claim.
    await page.getByRole('link', { name: `Back to order #${orderId}` }).click();
    const claims = page.getByRole('region', { name: 'Returns and warranty claims' });
    await expect(claims.getByTestId('order-return')).toHaveCount(2);
    for (const row of await claims.getByTestId('order-return').all()) {
      await expect(row).toContainText('Warranty claim ·');
      await expect(row).toContainText('Requested');
    }
    await expect(page.getByRole('link', { name: 'Claim warranty' })).toHaveCount(0);
    await expectWithinScreen(claims);

    // Staff send a replacement for one and refuse the other, saying why.
    const replaced = await staff.post(`/api/admin/returns/${claimId}/replace`);
    expect(replaced.ok(), await replaced.text()).toBe(true);
    const replacementId = ((await replaced.json()) as { replacementOrderId: number })
      .replacementOrderId;
    const rejected = await staff.post(`/api/admin/returns/${rattling.id}/reject`, {
      data: { reason: 'The rattle is the normal play of the linkage' },
    });
    expect(rejected.ok(), await rejected.text()).toBe(true);

    await page.reload();
    const row = (rma: string) => claims.getByTestId('order-return').filter({ hasText: rma });
    await expect(row(number)).toContainText('Replaced');
    await expect(row(rattling.number)).toContainText('Rejected');
    await claims.getByRole('link', { name: rattling.number }).click();
    await expect(page.getByTestId('return-status')).toHaveText('Rejected');
    await expect(page.getByText('We could not accept this claim.')).toBeVisible();
    await expect(page.getByText('Why: The rattle is the normal play of the linkage')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Cancel this/ })).toHaveCount(0);
    await expectWithinScreen(page.getByRole('main'));
    await shot(page, 'warranty-claim-rejected-phone.png');

    await page.goto(`/account/orders/${orderId}/returns/${claimId}`);
    await expect(page.getByTestId('return-status')).toHaveText('Replaced');
    await expect(page.getByTestId('replacement-order')).toHaveText(
      `Replacement: order #${replacementId}`,
    );
    await expectWithinScreen(page.getByRole('main'));
    await shot(page, 'warranty-claim-replaced-phone.png');
    await page.setViewportSize(DESKTOP);
    await shot(page, 'warranty-claim-replaced-desktop.png');
    await page.getByRole('link', { name: `order #${replacementId}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/account/orders/${replacementId}$`));
    await expect(page.getByText(`Order #${replacementId}`).first()).toBeVisible();

    // The rejected claim's units may be claimed again.
    await page.goto(`/account/orders/${orderId}`);
    await page.getByRole('link', { name: 'Claim warranty' }).click();
    await expect(page.getByTestId('return-line')).toContainText('up to 2 can be claimed');
    await shot(page, 'warranty-claim-desktop.png');
  });

  test('a guest claims through the order lookup; past the warranty the claim is refused', async ({
    page,
    staff,
  }) => {
    const email = `${uniqueName('guest')}@example.com`;
    const { orderId, product } = await deliveredOrder(page, staff, email, 2);
    await daysLater(40);

    await page.goto(`/find-order?order=${orderId}`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Find order' }).click();
    const claim = page.getByRole('button', { name: 'Claim warranty' });
    await expect(claim).toBeVisible();
    await expect(page.getByRole('button', { name: 'Return items' })).toHaveCount(0);
    await claim.click();
    const form = page.getByRole('form', { name: 'Claim warranty' });
    await expect(page.getByTestId('warranty-ends')).toBeVisible();
    await form.getByRole('textbox', { name: `How many of ${product.name} to claim` }).fill('1');
    await form
      .getByRole('textbox', { name: 'What is wrong with them?' })
      .fill('The display stays blank');
    const chooser = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: 'Add photos' }).click();
    await (await chooser).setFiles(photoFile('blank-display.png'));
    await expect(form.getByTestId('chosen-photo')).toContainText('blank-display.png');
    await expectAccessible(page);
    await shot(page, 'guest-warranty-claim-desktop.png');
    await form.getByRole('button', { name: 'Send claim' }).click();

    const sent = page.getByTestId('return-requested');
    const heading = sent.getByRole('heading', { name: /^Warranty claim RMA-\d{6} sent$/ });
    await expect(heading).toBeVisible();
    await expect(sent).toContainText(`1 × ${product.name}`);
    const number = /RMA-\d{6}/.exec((await heading.textContent())!)![0];
    await nthEmail(email, `Warranty claim ${number} for your order #${orderId}`, 1, shop!.dataDir);
    await shot(page, 'guest-warranty-claim-sent-desktop.png');

    // The lookup lists the claim (read once, as every read spends one of the order's five
    // lookups: this one, the list, the photo, the claim and the next claim); it opens with its
    // photo.
    await page.getByRole('button', { name: 'Back to the order' }).click();
    const returns = page.getByRole('region', { name: 'Returns and warranty claims' });
    await expect(returns.getByTestId('order-return')).toHaveCount(1);
    await expect(returns.getByTestId('order-return')).toContainText('Warranty claim');
    await returns.getByRole('button', { name: number }).click();
    const dialog = page.getByRole('dialog', { name: `Warranty claim ${number}` });
    await expect(dialog.getByTestId('return-status')).toHaveText('Requested');
    await expectLoaded(dialog.getByRole('img', { name: `Photo 1 of ${number}` }));
    await expect(dialog.getByRole('button', { name: 'Cancel this warranty claim' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The order offers the unit left; claimed after the warranty ended, the shop says why.
    await claim.click();
    await form.getByRole('textbox', { name: `How many of ${product.name} to claim` }).fill('1');
    await form
      .getByRole('textbox', { name: 'What is wrong with them?' })
      .fill('The second one too');
    await daysLater(2 * 366);
    await form.getByRole('button', { name: 'Send claim' }).click();
    await expect(form.getByRole('alert')).toContainText(
      `Your claim was not sent: The two-year warranty of order #${orderId} ended on`,
    );
    await shot(page, 'guest-warranty-claim-refused-desktop.png');
  });
});
