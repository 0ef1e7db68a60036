import type { APIRequestContext } from '@playwright/test';
import { openTab, signInAsAdmin as signInToAdminSite } from '../admin/helpers.ts';
import { cartInStorage, fillCard } from '../payments/helpers.ts';
import { linkIn, nthEmail } from '../support/mail.ts';
import {
  addToCart,
  expectAccessible,
  expectPdf,
  expectToast,
  findProduct,
  money,
  plentiful,
  registerCustomer,
  signInAsAdmin,
  uniqueName,
  type ApiProduct,
} from './helpers.ts';
import { expect, test, type Page } from './test.ts';

// The scene is set through the API as the shop and the sales team would: the buyer requests a
// quote (POST /api/orders), staff price a draft and send it. Then the buyer works in the browser.

const buyer = {
  customerName: 'Robin Quarry',
  customerPhone: '+1 541 555 0199',
  customerAddress: '88 Gravel Pit Lane\nEugene, OR 97401',
};

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const inDays = (days: number) => isoDay(new Date(Date.now() + days * 86_400_000));
const calendarDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const formatDay = (day: string) => calendarDay.format(new Date(`${day}T00:00:00Z`));

interface Line {
  productId: number;
  quantity: number;
  unitPrice: string;
}

/** The sales team's side, through the admin REST API with the demo admin. */
function salesTeam(staff: APIRequestContext) {
  return {
    async quoteOf(email: string): Promise<{ id: number; number: string; token: string }> {
      const list = await staff.get(`/api/admin/quotes?search=${encodeURIComponent(email)}`);
      expect(list.ok()).toBe(true);
      const [item] = ((await list.json()) as { items: { id: number }[] }).items;
      if (!item) throw new Error(`No quote for ${email}`);
      const quote = await staff.get(`/api/admin/quotes/${item.id}`);
      return (await quote.json()) as { id: number; number: string; token: string };
    },

    async send(quoteId: number, revision: { lines: Line[] } & Record<string, unknown>) {
      const draft = await staff.put(`/api/admin/quotes/${quoteId}`, {
        data: {
          discount: null,
          deliveryCharge: '0.00',
          validUntil: inDays(14),
          note: null,
          ...revision,
        },
      });
      expect(draft.status(), await draft.text()).toBe(200);
      const sent = await staff.post(`/api/admin/quotes/${quoteId}/send`);
      expect(sent.status(), await sent.text()).toBe(200);
    },

    async write(quoteId: number, message: string) {
      const posted = await staff.post(`/api/admin/quotes/${quoteId}/messages`, {
        data: { message },
      });
      expect(posted.status()).toBe(201);
    },
  };
}

/** The buyer asks for a quote; with the page's request context, a signed-in customer owns it. */
async function requestQuote(
  request: APIRequestContext,
  email: string,
  product: ApiProduct,
  quantity: number,
) {
  const response = await request.post('/api/orders', {
    data: { ...buyer, customerEmail: email, items: [{ productId: product.id, quantity }] },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** A guest's quote, priced at one line and sent; answers what the buyer and the test need. */
async function sentQuote(page: Page, staff: APIRequestContext, unitPrice = '1000.00') {
  const product = await findProduct(page.request, plentiful, 'product with plenty of stock');
  const email = `${uniqueName('quote')}@example.com`;
  const orderId = await requestQuote(page.request, email, product, 1);
  const desk = salesTeam(staff);
  const quote = await desk.quoteOf(email);
  await desk.send(quote.id, { lines: [{ productId: product.id, quantity: 1, unitPrice }] });
  return { ...quote, orderId, email, product, desk };
}

const statusBadge = (page: Page) => page.getByTestId('quote-status');
const answer = (page: Page) => page.getByRole('region', { name: 'Your answer' });

test.describe('the buyer side of a quote', () => {
  test.beforeEach(async ({ request }) => {
    await signInAsAdmin(request);
  });

  test('read from the e-mail, changes asked for, revision 2 accepted and paid by card', async ({
    page,
    request,
    browser,
  }) => {
    const product = await findProduct(page.request, plentiful, 'product with plenty of stock');
    const email = `${uniqueName('quote')}@example.com`;
    const orderId = await requestQuote(page.request, email, product, 2);
    const desk = salesTeam(request);
    const quote = await desk.quoteOf(email);

    // Before staff price it, the page says so and shows what was asked for.
    await page.goto(`/quotes/${quote.token}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Quote ${quote.number}` }),
    ).toBeVisible();
    await expect(statusBadge(page)).toHaveText('Requested');
    await expect(page.getByTestId('quote-notice')).toContainText('We are preparing your quote');
    await expect(page.getByRole('table', { name: 'Requested items' })).toContainText(product.name);
    await expect(answer(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveCount(0);

    const validUntil = inDays(14);
    await desk.send(quote.id, {
      lines: [{ productId: product.id, quantity: 2, unitPrice: '1000.00' }],
      discount: { type: 'percent', percent: '5' },
      deliveryCharge: '150.00',
      validUntil,
      note: 'Delivered on a low-loader.',
    });
    const ready = await nthEmail(email, `Your quote ${quote.number} is ready`);
    const link = linkIn(ready, '/quotes/');
    expect(new URL(link).pathname).toBe(`/quotes/${quote.token}`);

    await page.goto(link);
    await expect(statusBadge(page)).toHaveText('Quoted');
    await expect(page.getByTestId('quote-revision')).toHaveText('Revision 1');
    await expect(page).toHaveTitle(`Quote ${quote.number} | BuildRight Equipment`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const line = page.getByRole('table', { name: 'Items of revision 1' }).getByTestId('quote-line');
    await expect(line).toContainText(product.name);
    if (product.sku) await expect(line).toContainText(`SKU: ${product.sku}`);
    await expect(line).toContainText(money('1000'));
    await expect(line).toContainText(money('2000'));
    await expect(page.getByTestId('quote-subtotal')).toHaveText(money('2000'));
    await expect(page.getByText('Discount (5%)')).toBeVisible();
    await expect(page.getByTestId('quote-discount')).toHaveText(`-${money('100')}`);
    await expect(page.getByTestId('quote-delivery')).toHaveText(money('150'));
    await expect(page.getByTestId('quote-total')).toHaveText(money('2050'));
    await expect(page.getByTestId('quote-validity')).toHaveText(
      `Valid until: ${formatDay(validUntil)} (14 days left)`,
    );
    await expect(page.getByTestId('quote-note')).toContainText('Delivered on a low-loader.');
    const pdf = page.getByRole('link', { name: 'Download PDF' });
    await expect(pdf).toHaveAttribute('href', `/api/quotes/${quote.token}/pdf`);
    await expectPdf(page.request, `/api/quotes/${quote.token}/pdf`);

    // Asking for changes hands the quote back to staff: no accepting until the new revision.
    await answer(page).getByRole('button', { name: 'Request changes' }).click();
    const changes = page.getByRole('dialog', { name: 'Request changes' });
    // A backdrop dims the page behind the dialog (it once opened over the page without one).
    const backdrop = page.locator('.mantine-Modal-overlay');
    await expect(backdrop).toBeVisible();
    expect(await backdrop.evaluate((element) => getComputedStyle(element).backgroundColor)).toMatch(
      /^rgba\(0, 0, 0, 0\.[1-9]\d*\)$/,
    );
    await changes.getByRole('button', { name: 'Send request' }).click();
    await expect(changes.getByText('Message is required')).toBeVisible();
    await changes
      .getByLabel('What would you like changed?')
      .fill('Three units please, and no delivery: we collect.');
    await changes.getByRole('button', { name: 'Send request' }).click();
    await expectToast(page, 'Changes requested');
    await expect(changes).toBeHidden();
    await expect(statusBadge(page)).toHaveText('Changes requested');
    await expect(page.getByTestId('quote-notice')).toContainText('You asked for changes');
    const request1 = page.getByTestId('quote-message').filter({ hasText: 'Three units please' });
    await expect(request1).toContainText('Change request');
    await expect(request1).toContainText('You');
    await expect(page.getByRole('button', { name: 'Request changes' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Accept and pay by card' })).toHaveCount(0);

    await desk.send(quote.id, {
      lines: [{ productId: product.id, quantity: 3, unitPrice: '950.00' }],
    });
    const revised = await nthEmail(email, `Your quote ${quote.number}, revision 2`);

    // The cart the buyer keeps meanwhile is not touched by paying the quote.
    await addToCart(page, product);
    await page.goto(linkIn(revised, '/quotes/'));
    await expect(page.getByTestId('quote-revision')).toHaveText('Revision 2');
    await expect(statusBadge(page)).toHaveText('Quoted');
    const revision2 = page.getByRole('region', { name: 'Revision 2' });
    await expect(revision2.getByTestId('quote-total')).toHaveText(money('2850'));
    await expect(revision2.getByTestId('quote-discount')).toHaveCount(0);
    const earlier = page.getByRole('region', { name: 'Earlier revisions' });
    const revision1 = earlier.getByRole('button', { name: /Revision 1/ });
    await expect(revision1).toHaveAttribute('aria-expanded', 'false');
    await revision1.click();
    await expect(earlier.getByRole('table', { name: 'Items of revision 1' })).toContainText(
      money('2000'),
    );
    await expect(earlier.getByTestId('quote-total')).toHaveText(money('2050'));
    await expect(earlier.getByTestId('quote-note')).toContainText('Delivered on a low-loader.');

    // Accept by card; leaving before paying leaves an accepted quote that says to complete payment.
    await answer(page).getByRole('link', { name: 'Accept and pay by card' }).click();
    await expect(page).toHaveURL(new RegExp(`/quotes/${quote.token}/pay\\?revision=2$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Card Payment' })).toBeVisible();
    await expect(page.getByTestId('test-mode-notice')).toBeVisible();
    await expect(page.getByRole('button', { name: `Pay ${money('2850')}` })).toBeEnabled();
    await expect(
      page.getByRole('region', { name: 'Quote Summary' }).getByTestId('quote-total'),
    ).toHaveText(money('2850'));
    await page.getByRole('link', { name: 'Back to the quote' }).click();
    await expect(statusBadge(page)).toHaveText('Accepted');
    await expect(page.getByTestId('quote-notice')).toContainText('Payment needed');
    await page.getByRole('link', { name: 'Complete payment' }).click();

    const pay = page.getByRole('button', { name: `Pay ${money('2850')}` });
    await expect(pay).toBeEnabled();
    await fillCard(page, '4242 4242 4242 4242');
    await pay.click();
    await expectToast(page, 'Payment Successful');
    await expect(page).toHaveURL(new RegExp(`/quotes/${quote.token}$`));
    await expect(statusBadge(page)).toHaveText('Ordered');
    const notice = page.getByTestId('quote-notice');
    await expect(notice).toContainText(`Order #${orderId} confirmed`);
    await expect(notice).toContainText('Paid by card');
    const invoice = notice.getByRole('link', { name: 'Download invoice' });
    await expect(invoice).toHaveAttribute(
      'href',
      `/api/orders/${orderId}/invoice.pdf?quote=${quote.token}`,
    );
    await expectPdf(page.request, (await invoice.getAttribute('href'))!);
    await expect(answer(page)).toHaveCount(0);
    expect(await cartInStorage(page)).toHaveLength(1);

    // The sales team sees the order paid in the admin site and downloads its invoice.
    const staffPage = await (await browser.newContext()).newPage();
    await signInToAdminSite(staffPage);
    await openTab(staffPage, 'Orders');
    const orderRow = staffPage
      .getByRole('table', { name: 'Recent Orders' })
      .getByRole('row', { name: new RegExp(`#${orderId}\\b`) });
    await expect(orderRow).toContainText('Paid');
    await orderRow.getByRole('button', { name: `View order #${orderId}` }).click();
    const staffInvoice = staffPage
      .getByRole('dialog', { name: `Order #${orderId} Details` })
      .getByRole('link', { name: 'Download invoice' });
    await expectPdf(staffPage.request, (await staffInvoice.getAttribute('href'))!);
    await staffPage.context().close();
  });

  test('a signed-in customer finds the quote under My Account, accepts it with a purchase order and gets the invoice', async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer(page);
    const product = await findProduct(page.request, plentiful, 'product with plenty of stock');
    const orderId = await requestQuote(page.request, customer.email, product, 1);
    const desk = salesTeam(request);
    const quote = await desk.quoteOf(customer.email);
    const validUntil = inDays(10);
    await desk.send(quote.id, {
      lines: [{ productId: product.id, quantity: 1, unitPrice: '1234.50' }],
      deliveryCharge: '65.50',
      validUntil,
    });

    await page.goto('/account');
    await page.getByRole('tab', { name: 'Quotes' }).click();
    await expect(page).toHaveURL(/\/account\?tab=quotes$/);
    const row = page.getByTestId('quote-row').filter({ hasText: quote.number });
    await expect(row).toContainText('Quoted');
    await expect(row.getByRole('cell').nth(2)).toHaveText('1');
    await expect(row).toContainText(money('1300'));
    await expect(row).toContainText(formatDay(validUntil));
    await expectAccessible(page);
    await row.getByRole('link', { name: quote.number }).click();
    await expect(page).toHaveURL(new RegExp(`/quotes/${quote.token}$`));
    await expect(page.getByTestId('quote-validity')).toContainText('(10 days left)');

    await answer(page).getByRole('button', { name: 'Accept with a purchase order' }).click();
    const po = page.getByRole('dialog', { name: 'Accept with a purchase order' });
    await expect(po).toContainText(money('1300'));
    await po.getByRole('button', { name: 'Accept and place order' }).click();
    await expect(po.getByText('PO number is required')).toBeVisible();
    await po.getByLabel('PO number').fill('PO-4471');
    await po.getByRole('button', { name: 'Accept and place order' }).click();
    await expectToast(page, 'Quote accepted', `Your order #${orderId} is confirmed.`);
    await expect(po).toBeHidden();
    await expect(statusBadge(page)).toHaveText('Ordered');
    const notice = page.getByTestId('quote-notice');
    await expect(notice).toContainText(`Order #${orderId} confirmed`);
    await expect(notice).toContainText('Accepted with purchase order PO-4471');
    await expectPdf(
      page.request,
      (await notice.getByRole('link', { name: 'Download invoice' }).getAttribute('href'))!,
    );

    await page.goto(`/account/orders/${orderId}`);
    // The order's lines and total are explained by the quote's delivery charge.
    const items = page.getByTestId('order-lines');
    await expect(items.getByRole('row', { name: 'Subtotal' })).toContainText(money('1234.5'));
    await expect(items.getByRole('row', { name: 'Delivery' })).toContainText(money('65.5'));
    await expect(page.getByTestId('order-total')).toHaveText(money('1300'));
    const payment = page.getByRole('region', { name: 'Payment' });
    await expect(payment).toContainText('Purchase order');
    const invoice = payment.getByRole('link', { name: 'Download invoice' });
    await expect(invoice).toHaveAttribute('href', `/api/orders/${orderId}/invoice.pdf`);
    await expectPdf(page.request, `/api/orders/${orderId}/invoice.pdf`);

    await page.goto('/account?tab=quotes');
    await expect(page.getByTestId('quote-row').filter({ hasText: quote.number })).toContainText(
      'Ordered',
    );
  });

  test('a declined quote closes, keeps the reason in the thread and offers no more answers', async ({
    page,
    request,
  }) => {
    const quote = await sentQuote(page, request);
    await page.goto(`/quotes/${quote.token}`);
    await answer(page).getByRole('button', { name: 'Decline' }).click();
    const confirm = page.getByRole('dialog', { name: 'Decline this quote?' });
    await confirm.getByLabel('Reason (optional)').fill('Found one closer to the site.');
    await confirm.getByRole('button', { name: 'Decline quote' }).click();
    await expectToast(page, 'Quote declined');
    await expect(statusBadge(page)).toHaveText('Declined');
    await expect(page.getByTestId('quote-notice')).toContainText('You declined this quote');
    await expect(
      page.getByTestId('quote-message').filter({ hasText: 'Found one closer to the site.' }),
    ).toContainText('Decline reason');
    await expect(answer(page)).toHaveCount(0);
    // The offer no longer counts down.
    await expect(page.getByTestId('quote-validity')).not.toContainText('left');
  });

  test('messages go both ways on one thread', async ({ page, request }) => {
    const quote = await sentQuote(page, request);
    await page.goto(`/quotes/${quote.token}`);
    const messages = page.getByRole('region', { name: 'Messages' });
    await expect(messages).toContainText('No messages yet');
    await messages.getByRole('button', { name: 'Send message' }).click();
    await expect(messages.getByText('Message is required')).toBeVisible();
    await messages.getByLabel('Your message').fill('Can you deliver on Saturday?');
    await messages.getByRole('button', { name: 'Send message' }).click();
    await expectToast(page, 'Message sent');
    await expect(messages.getByLabel('Your message')).toHaveValue('');
    await expect(page.getByTestId('quote-message')).toHaveText([
      /You.*Can you deliver on Saturday\?/,
    ]);

    await quote.desk.write(quote.id, 'Yes, Saturday morning works.');
    await page.reload();
    await expect(page.getByTestId('quote-message')).toHaveText([
      /You.*Can you deliver on Saturday\?/,
      /BuildRight sales team.*Yes, Saturday morning works\./,
    ]);
    await expect(statusBadge(page)).toHaveText('Quoted');
  });

  test('is accessible: the quote, its purchase-order form and its card payment', async ({
    page,
    request,
  }) => {
    const quote = await sentQuote(page, request);
    await quote.desk.write(quote.id, 'Prices include the quick coupler.');
    await page.goto(`/quotes/${quote.token}`);
    await expect(page.getByTestId('quote-message')).toHaveCount(1);
    await expectAccessible(page);

    await answer(page).getByRole('button', { name: 'Accept with a purchase order' }).click();
    await expect(page.getByRole('dialog', { name: 'Accept with a purchase order' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    await answer(page).getByRole('link', { name: 'Accept and pay by card' }).click();
    await expect(page.getByRole('button', { name: `Pay ${money('1000')}` })).toBeEnabled();
    await expectAccessible(page);
  });
});

test.describe('a quote link', () => {
  test('that is wrong shows a plain not-found page', async ({ page }) => {
    for (const token of ['x'.repeat(32), 'not-a-token']) {
      await page.goto(`/quotes/${token}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Quote Not Found' })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    }
    await page.goto(`/quotes/${'y'.repeat(32)}/pay?revision=1`);
    await expect(page.getByRole('heading', { level: 1, name: 'Quote Not Found' })).toBeVisible();
    await expectAccessible(page);
  });
});
