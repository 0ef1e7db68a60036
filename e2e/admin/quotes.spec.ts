import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { expectPdf } from '../shop/helpers.ts';
import {
  ADMIN_URL,
  expectAccessible,
  openQuotesTab,
  openTab,
  placeQuoteRequest,
  signInAsAdmin,
  toast,
  trpcMutation,
  trpcQuery,
  type QuoteRequest,
} from './helpers.ts';

interface ListedQuote {
  id: number;
  number: string;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const money = (cents: number) => usd.format(cents / 100);
function cents(amount: string): number {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The quote a request opened, found as staff find it: by the buyer's name. */
async function quoteOf(request: APIRequestContext, placed: QuoteRequest): Promise<ListedQuote> {
  const list = await trpcQuery<{ items: ListedQuote[] }>(request, 'quotes.staff.list', {
    search: placed.buyer.customerName,
  });
  expect(list.items).toHaveLength(1);
  return list.items[0]!;
}

const needsAction = (page: Page) => trpcQuery<number>(page.request, 'quotes.staff.needsAction');

test.describe('admin quotes desk', () => {
  test('a request is priced, previewed and sent; the sent revision is read-only', async ({
    page,
    request,
  }) => {
    const placed = await placeQuoteRequest(request, 2);
    await signInAsAdmin(page);
    const waiting = await needsAction(page);
    const quote = await quoteOf(page.request, placed);

    // The dashboard counts it and links to the quotes needing action.
    const card = page.getByRole('region', { name: 'Quotes needing action' });
    await expect(card.getByTestId('stat-value')).toHaveText(String(waiting));
    await expect(page.getByRole('tab', { name: /^Quotes/ })).toContainText(String(waiting));
    await expectAccessible(page);
    await card.getByRole('link', { name: 'Open these quotes' }).click();
    await expect(page.getByRole('tab', { name: /^Quotes/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('Needs action');
    await expect(page).toHaveURL(/\/admin-dashboard\/quotes\?status=needs_action$/);

    const table = page.getByRole('table', { name: 'Quotes' });
    await page.getByRole('textbox', { name: 'Search quotes' }).fill(placed.buyer.customerName);
    const row = table.getByRole('row').filter({ hasText: quote.number });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(row).toContainText(placed.buyer.customerEmail);
    await expect(row).toContainText('Requested');
    await expect(row).toContainText('Not priced');
    await expectAccessible(page);

    await row.getByRole('button', { name: `View quote ${quote.number}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin-dashboard/quotes/${quote.id}\\?`));
    const drawer = page.getByRole('dialog', { name: `Quote ${quote.number}` });
    await expect(drawer.getByRole('region', { name: 'Buyer' })).toContainText(
      placed.buyer.customerEmail,
    );
    await expect(drawer.getByRole('region', { name: 'Buyer' })).toContainText('7 Gravel Pit Lane');
    await expect(drawer.getByRole('region', { name: 'Order' })).toContainText(
      `Order #${placed.orderId}`,
    );
    await expect(drawer.getByRole('region', { name: 'Requested lines' })).toContainText(
      placed.product.name,
    );

    // The editor starts from the request: the line at the price it was requested at.
    const editor = drawer.getByRole('region', { name: 'Revision 1 (draft)' });
    const requested = placed.product.salePrice ?? placed.product.price;
    const firstPrice = editor.getByRole('textbox', {
      name: `Unit price of ${placed.product.name}`,
    });
    await expect(firstPrice).toHaveValue(money(cents(requested)));
    await expect(
      editor.getByRole('textbox', { name: `Quantity of ${placed.product.name}` }),
    ).toHaveValue('2');
    await expect(editor.getByRole('button', { name: 'Send to buyer' })).toBeDisabled();
    await expectAccessible(page);

    await firstPrice.fill('1000');

    // Another active product joins by search, at its current price.
    const catalogue = await trpcQuery<{ items: QuoteRequest['product'][] }>(
      request,
      'catalog.list',
      {
        pageSize: 50,
      },
    );
    const added = catalogue.items.find((p) => p.id !== placed.product.id && p.stock > 2)!;
    const search = editor.getByRole('combobox', { name: 'Add a product' });
    await search.fill(added.name);
    await page
      .getByRole('option', {
        name: new RegExp(`^${added.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(SKU`),
      })
      .click();
    const addedPrice = cents(added.salePrice ?? added.price);
    await expect(editor.getByRole('textbox', { name: `Unit price of ${added.name}` })).toHaveValue(
      money(addedPrice),
    );
    await expect(search).toHaveValue('');

    await editor.getByText('Percent', { exact: true }).click();
    await expect(editor.getByRole('radio', { name: 'Percent' })).toBeChecked();
    await editor.getByRole('textbox', { name: 'Discount percent' }).fill('5');
    await editor.getByRole('textbox', { name: 'Delivery charge' }).fill('150');

    const subtotal = 2 * 100_000 + addedPrice;
    const discount = Math.round(subtotal / 20);
    const total = subtotal - discount + 15_000;
    const totals = editor.getByRole('table', { name: 'Totals of this revision' });
    await expect(totals.getByRole('row', { name: `Subtotal ${money(subtotal)}` })).toBeVisible();
    await expect(
      totals.getByRole('row', { name: `Discount (5%) −${money(discount)}` }),
    ).toBeVisible();
    await expect(totals.getByRole('row', { name: `Delivery ${money(15_000)}` })).toBeVisible();
    await expect(totals.getByRole('row', { name: `Total ${money(total)}` })).toBeVisible();
    await editor
      .getByRole('textbox', { name: 'Note to the buyer' })
      .fill('Delivered on a low-loader.');

    await editor.getByRole('button', { name: 'Save draft' }).click();
    await expect(editor.getByRole('status')).toHaveText('Draft saved. Preview it, then send it.');
    const preview = editor.getByRole('link', { name: 'Preview PDF' });
    await expect(preview).toHaveAttribute('href', `/api/admin/quotes/${quote.id}/draft.pdf`);
    await expectPdf(page.request, (await preview.getAttribute('href'))!);

    await editor.getByRole('button', { name: 'Send to buyer' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send quote' });
    await expect(confirm).toContainText(money(total));
    await expect(confirm).toContainText(placed.buyer.customerEmail);
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Send quote' }).click();
    await expect(toast(page, 'Quote sent')).toBeVisible();
    await expect(confirm).toHaveCount(0);
    await toast(page, 'Quote sent').getByRole('button', { name: 'Dismiss notification' }).click();

    // Sent: quoted, frozen, and the editor closed until staff start a new revision.
    await expect(drawer.getByText('Quoted', { exact: true })).toBeVisible();
    await expect(editor).toHaveCount(0);
    const sent = drawer.getByRole('region', { name: 'Revision 1', exact: true });
    await expect(sent).toContainText('Latest sent');
    await expect(sent).toContainText('14 days left');
    await expect(sent.getByRole('table', { name: 'Totals of revision 1' })).toContainText(
      money(total),
    );
    await expect(sent).toContainText('Delivered on a low-loader.');
    await expect(sent.getByRole('textbox')).toHaveCount(0);
    await expect(sent.getByRole('button')).toHaveCount(0);
    await expectPdf(
      page.request,
      (await sent.getByRole('link', { name: 'Open PDF' }).getAttribute('href'))!,
    );
    await expect(drawer.getByRole('button', { name: 'New revision' })).toBeVisible();

    // Staff write to the buyer.
    await drawer
      .getByRole('textbox', { name: 'Message to the buyer' })
      .fill('We can deliver on Tuesday.');
    await drawer.getByRole('button', { name: 'Send message' }).click();
    await expect(toast(page, 'Message sent')).toBeVisible();
    const thread = drawer.getByRole('list', { name: 'Messages with the buyer' });
    await expect(thread.getByRole('listitem').last()).toContainText('Sales team');
    await expect(thread.getByRole('listitem').last()).toContainText('We can deliver on Tuesday.');
    await expectAccessible(page);

    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toHaveCount(0);
    await page.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'All quotes' }).click();
    await expect(row).toContainText('Quoted');
    await expect(row).toContainText('Revision 1');
    await expect(row).toContainText(money(total));
    await expect(row).toContainText('14 days left');

    await openTab(page, 'Dashboard');
    await expect(card.getByTestId('stat-value')).toHaveText(String(waiting - 1));

    // The buyer asks for changes: back on the desk, the next revision starts from the sent one.
    const { token } = await trpcQuery<{ token: string }>(page.request, 'quotes.staff.get', {
      id: quote.id,
    });
    const changes = await request.post(`/api/quotes/${token}/messages`, {
      data: { message: 'Could you do three units?', requestChanges: true },
    });
    expect(changes.status()).toBe(201);
    await page.goto(`${ADMIN_URL}quotes/${quote.id}`);
    await expect(drawer.getByText('Changes requested', { exact: true })).toBeVisible();
    const request2 = thread.getByRole('listitem').last();
    await expect(request2).toContainText('Change request');
    await expect(request2).toContainText('Could you do three units?');
    const next = drawer.getByRole('region', { name: 'Revision 2 (draft)' });
    await expect(next).toContainText('Starts as a copy of the last revision sent.');
    await expect(
      next.getByRole('textbox', { name: `Unit price of ${placed.product.name}` }),
    ).toHaveValue('$1,000.00');
    await expect(next.getByRole('textbox', { name: 'Discount percent' })).toHaveValue('5%');
  });

  test('server refusals show beside the form; a withdrawn quote is closed', async ({
    page,
    request,
  }) => {
    const placed = await placeQuoteRequest(request, 1);
    await signInAsAdmin(page);
    const waiting = await needsAction(page);
    const quote = await quoteOf(page.request, placed);

    // The e-mailed link opens the quote over the list.
    await page.goto(`${ADMIN_URL}quotes/${quote.id}`);
    const drawer = page.getByRole('dialog', { name: `Quote ${quote.number}` });
    const editor = drawer.getByRole('region', { name: 'Revision 1 (draft)' });
    const quantity = editor.getByRole('textbox', { name: `Quantity of ${placed.product.name}` });

    // The shared rules answer before anything is sent; the stock check is the server's.
    await editor.getByRole('textbox', { name: `Unit price of ${placed.product.name}` }).fill('');
    await editor.getByRole('button', { name: 'Save draft' }).click();
    await expect(editor.getByText('Unit price is required')).toBeVisible();
    await editor.getByRole('textbox', { name: `Unit price of ${placed.product.name}` }).fill('99');
    await quantity.fill('999');
    await editor.getByRole('button', { name: 'Save draft' }).click();
    await expect(editor.getByRole('alert').filter({ hasText: 'Not saved' })).toContainText(
      `Not enough stock for ${placed.product.name}`,
    );
    await expectAccessible(page);

    await quantity.fill('1');
    await editor.getByRole('button', { name: 'Remove ' + placed.product.name }).click();
    await editor.getByRole('button', { name: 'Save draft' }).click();
    await expect(editor.getByText('Add at least one line')).toBeVisible();

    await drawer.getByRole('button', { name: 'Withdraw quote' }).click();
    const confirm = page.getByRole('dialog', { name: 'Withdraw quote' });
    await expect(confirm).toContainText(placed.buyer.customerName);
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(drawer.getByText('Requested', { exact: true })).toBeVisible();

    await drawer.getByRole('button', { name: 'Withdraw quote' }).click();
    await confirm.getByRole('button', { name: 'Withdraw quote' }).click();
    await expect(toast(page, 'Quote withdrawn')).toBeVisible();
    await expect(drawer.getByText('Withdrawn', { exact: true })).toBeVisible();
    await expect(drawer.getByRole('region', { name: 'Order' })).toContainText('Cancelled');
    await expect(drawer.getByRole('button', { name: 'Withdraw quote' })).toHaveCount(0);
    await expect(drawer.getByRole('button', { name: 'New revision' })).toHaveCount(0);
    await expect(editor).toHaveCount(0);
    await expect(page.getByRole('tab', { name: /^Quotes/ })).toContainText(String(waiting - 1));
  });

  test('an order on a purchase order links its invoice, in the quote and in Orders', async ({
    page,
    request,
  }) => {
    const placed = await placeQuoteRequest(request, 1);
    await signInAsAdmin(page);
    const quote = await quoteOf(page.request, placed);
    await trpcMutation(page.request, 'quotes.staff.saveDraft', {
      id: quote.id,
      revision: {
        lines: [{ productId: placed.product.id, quantity: 1, unitPrice: '500.00' }],
        discount: null,
        deliveryCharge: '0.00',
        validUntil: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
        note: null,
      },
    });
    const { token } = await trpcMutation<{ token: string }>(page.request, 'quotes.staff.send', {
      id: quote.id,
    });
    const accepted = await request.post(`/api/quotes/${token}/accept`, {
      data: { method: 'po', poNumber: 'PO-E2E-77' },
    });
    expect(accepted.status()).toBe(200);

    await openQuotesTab(page);
    await page.getByRole('textbox', { name: 'Search quotes' }).fill(quote.number);
    await page.getByRole('link', { name: quote.number }).click();
    const drawer = page.getByRole('dialog', { name: `Quote ${quote.number}` });
    await expect(drawer.getByText('Ordered', { exact: true })).toBeVisible();
    await expect(drawer.getByRole('link', { name: "Buyer's page" })).toHaveAttribute(
      'href',
      `/quotes/${token}`,
    );
    const order = drawer.getByRole('region', { name: 'Order' });
    await expect(order).toContainText('PO-E2E-77');
    await expectPdf(
      page.request,
      (await order.getByRole('link', { name: 'Download invoice' }).getAttribute('href'))!,
    );
    await expect(drawer.getByRole('button', { name: 'Withdraw quote' })).toHaveCount(0);
    await expectAccessible(page);

    await order.getByRole('link', { name: `Order #${placed.orderId}` }).click();
    await expect(page.getByRole('tab', { name: 'Orders', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const modal = page.getByRole('dialog', { name: `Order #${placed.orderId} Details` });
    const invoice = modal.getByRole('link', { name: 'Download invoice' });
    await expect(invoice).toHaveAttribute('href', `/api/orders/${placed.orderId}/invoice.pdf`);
    await expectAccessible(page);
  });
});
