import type { APIRequestContext, Browser, BrowserContext, Locator } from '@playwright/test';
import { trpcMutation } from '../admin/helpers.ts';
import { fillCard } from '../payments/helpers.ts';
import { linkIn, nthEmail } from '../support/mail.ts';
import { expect, test, type Page } from './test.ts';
import {
  cartButton,
  expectAccessible,
  expectReadable,
  expectToast,
  newProduct,
  registerCustomer,
  signInAsAdmin,
  uniqueName,
} from './helpers.ts';

const delivery = {
  customerName: 'Riley Builder',
  customerEmail: 'riley@example.com',
  customerPhone: '555-0101',
  customerAddress: '9 Quarry Rd, Tacoma, WA',
};

/** The shop's pages in contexts of their own are used once React has taken them over. */
async function openLive(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
}

interface CompanySetup {
  id: number;
  name: string;
  /** The company's admin, signed in, in a browser context of their own. */
  admin: Page;
  adminContext: BrowserContext;
}

/** A customer sets up a company, and staff give it Net 30 terms with this credit limit. */
async function companyOnNet30(
  browser: Browser,
  baseURL: string | undefined,
  staff: APIRequestContext,
  creditLimit = '20000.00',
): Promise<CompanySetup> {
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await registerCustomer(admin, { firstName: 'Avery', lastName: 'Office' });
  const name = uniqueName('Quarry Works ');
  const created = await admin.request.post('/api/companies', {
    data: { name, billingAddress: '4 Depot Lane, Salem, OR' },
  });
  expect(created.status()).toBe(201);
  const { company } = (await created.json()) as { company: { id: number } };
  const terms = await staff.put(`/api/admin/companies/${company.id}`, {
    data: { paymentTerms: 'net30', creditLimit, creditHold: false, graceDays: 5 },
  });
  expect(terms.ok()).toBe(true);
  return { id: company.id, name, admin, adminContext };
}

/** The company's admin invites the page's new customer as a buyer with this order limit. */
async function joinAsBuyer(page: Page, company: CompanySetup, orderLimit: string) {
  const buyer = await registerCustomer(page, { firstName: 'Riley', lastName: 'Builder' });
  const invited = await company.admin.request.post('/api/companies/me/invitations', {
    data: { email: buyer.email, role: 'buyer', orderLimit },
  });
  expect(invited.status()).toBe(201);
  const mail = await nthEmail(
    buyer.email,
    'You are invited to a company account at BuildRight Equipment',
  );
  const token = new URL(linkIn(mail, '/company/join/')).pathname.split('/').at(-1)!;
  const joined = await page.request.post(`/api/companies/invitations/${token}/accept`);
  expect(joined.status()).toBe(200);
  return buyer;
}

/**
 * What each journey starts from: staff signed in, a new product, a company on Net 30 (with this
 * credit limit) and the page's new customer joined as its buyer with this order limit. `close`
 * ends the browser contexts of staff and the company's admin.
 */
async function companyBuyer(
  { page, browser, baseURL }: { page: Page; browser: Browser; baseURL: string | undefined },
  productName: string,
  orderLimit: string,
  creditLimit?: string,
) {
  const staff = await browser.newContext({ baseURL });
  await signInAsAdmin(staff.request);
  const product = await newProduct(staff.request, uniqueName(productName), 60);
  const company = await companyOnNet30(browser, baseURL, staff.request, creditLimit);
  const buyer = await joinAsBuyer(page, company, orderLimit);
  const close = async () => {
    await company.adminContext.close();
    await staff.close();
  };
  return { staff, product, company, buyer, close };
}

/** Puts `quantity` of the product in the cart from its page. */
async function fillCart(page: Page, product: { id: number; name: string }, quantity: number) {
  await page.goto(`/equipment/${product.id}`);
  await page.getByRole('textbox', { name: 'Quantity' }).fill(String(quantity));
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
  await expectToast(page, 'Added to Cart');
}

/** The checkout, with what the prefill from the account leaves blank filled in. */
async function openCheckout(page: Page) {
  await page.goto('/checkout');
  await page.getByLabel('Phone Number').fill(delivery.customerPhone);
  await page.getByLabel('Full Address').fill(delivery.customerAddress);
}

const approvals = (page: Page) => page.getByTestId('approvals');

/** Approve, then confirm in the dialog that names the order (and, given, its amount). */
async function approveOrder(page: Page, orderId: number, amount?: string) {
  await approvals(page)
    .getByRole('button', { name: `Approve order #${orderId}` })
    .click();
  const confirm = page.getByRole('dialog', { name: `Approve order #${orderId}?` });
  if (amount) await expect(confirm).toContainText(amount);
  await confirm.getByRole('button', { name: /^Approve \$/ }).click();
}

/** The badge itself, which carries the colours its label is read on. */
const badge = (within: Locator, text: string) =>
  within.locator('.mantine-Badge-root', { hasText: text });

test.describe('buying on a company account', () => {
  test('a buyer pays on account past their limit, the admin approves, and it is invoiced', async ({
    page,
    browser,
    baseURL,
  }) => {
    const {
      product: plate,
      company,
      close,
    } = await companyBuyer({ page, browser, baseURL }, 'Compactor Plate ', '500.00');

    // Thirteen at $40 make $520, past the buyer's $500 order limit.
    await fillCart(page, plate, 13);
    await openCheckout(page);
    const onAccount = page.getByRole('radio', { name: 'Pay on account (Net 30)' });
    await expect(onAccount).toBeChecked();
    await expect(page.getByText(`Charged to ${company.name}'s account`)).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('PO number').fill('PO-7781');
    await page.getByRole('button', { name: 'Place Order on Account' }).click();

    const placed = page.getByTestId('placed-on-account');
    await expect(placed.getByRole('heading', { level: 1 })).toHaveText('Waiting for approval');
    await expect(placed).not.toContainText('Thank you');
    const facts = page.getByTestId('placed-order');
    await expect(facts).toContainText('Above the $500.00 order limit');
    await expect(facts).toContainText('PO-7781');
    await expect(facts).toContainText('Held until');
    await expectReadable(badge(facts, 'Awaiting approval'));
    await expect(cartButton(page)).toHaveAccessibleName('Cart, empty');
    const orderId = Number(/Order #(\d+)/.exec((await facts.textContent()) ?? '')![1]);

    // The buyer's order page says what it waits for; no invoice yet.
    await page.getByRole('link', { name: 'View Order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
    await expect(page.getByTestId('approval-notice')).toContainText(
      'Reason: Above the $500.00 order limit',
    );
    await expect(page.getByTestId('approval-notice')).toContainText('held until');
    await expect(page.getByText("On the company's account")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download invoice' })).toHaveCount(0);
    await expectReadable(badge(page.getByRole('main'), 'Awaiting approval').first());
    await expectAccessible(page);

    // A buyer decides nothing.
    await page.goto('/account?tab=company');
    await expect(page.getByTestId('company-role')).toHaveText('You: Buyer');
    await expect(approvals(page)).toHaveCount(0);

    // The admin finds it in the Company tab, with what it is and why it waits, and approves it.
    const { admin } = company;
    await openLive(admin, '/account?tab=company');
    const card = approvals(admin).getByTestId('approval');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(`Order #${orderId}`);
    await expect(card).toContainText('$520.00');
    await expect(card).toContainText('Riley Builder');
    await expect(card).toContainText('Above the $500.00 order limit');
    await expect(card).toContainText('PO-7781');
    await expect(card).toContainText('Held until');
    await expect(card).toContainText(`13 × ${plate.name}`);
    await expectAccessible(admin);
    // Approving spends the company's money: one tap asks first, naming the order and amount.
    await card.getByRole('button', { name: `Approve order #${orderId}` }).click();
    const confirm = admin.getByRole('dialog', { name: `Approve order #${orderId}?` });
    await expect(confirm).toContainText(`Approve order #${orderId} for $520.00`);
    await expectAccessible(admin);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(card).toHaveCount(1);
    await approveOrder(admin, orderId, '$520.00');
    await expectToast(admin, 'Order approved', `Order #${orderId} is placed`);
    await expect(approvals(admin).getByTestId('approvals-empty')).toBeVisible();

    // The admin reads it among the company's orders and its invoice among those owed, with the
    // balance, and downloads the statement.
    await expect(admin.getByTestId('company-order').first()).toContainText(`Order #${orderId}`);
    const invoice = admin.getByTestId('company-invoice').first();
    await expect(invoice).toContainText(`Order #${orderId} · Riley Builder · due`);
    await expect(invoice).toContainText('$520.00');
    await expect(invoice).toContainText('Open');
    await expect(admin.getByTestId('company-account')).toContainText('Balance: $520.00');
    const statement = admin.getByRole('link', { name: 'Statement (PDF)' });
    const pdf = await admin.request.get((await statement.getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await expectAccessible(admin);

    // The buyer's order is now placed on the account, with its invoice.
    await page.goto(`/account/orders/${orderId}`);
    await expect(badge(page.getByRole('main'), 'Pending')).toBeVisible();
    await expect(page.getByTestId('approval-notice')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Download invoice' })).toBeVisible();
    await close();
  });

  test('a card order past the limit is sent for approval, approved, then paid by its buyer', async ({
    page,
    browser,
    baseURL,
  }) => {
    const {
      product: plate,
      company,
      buyer,
      close,
    } = await companyBuyer({ page, browser, baseURL }, 'Vibrating Plate ', '500.00');

    // Thirteen at $40 make $520, past the buyer's $500 order limit: the card choice says so and
    // sends the order for approval instead of on to the card page.
    await fillCart(page, plate, 13);
    await openCheckout(page);
    await page.getByRole('radio', { name: 'Pay with credit card' }).check();
    const send = page.getByTestId('send-for-approval');
    await expect(send).toContainText('Above the $500.00 order limit.');
    await expect(page.getByRole('link', { name: 'Pay with Credit Card' })).toHaveCount(0);
    await expectAccessible(page);
    await send.getByRole('button', { name: 'Send for Approval' }).click();

    const placed = page.getByTestId('placed-on-account');
    await expect(placed.getByRole('heading', { level: 1 })).toHaveText('Waiting for approval');
    await expect(placed).toContainText('we e-mail you a link to pay by card');
    const facts = page.getByTestId('placed-order');
    await expect(facts).toContainText('Above the $500.00 order limit');
    await expect(cartButton(page)).toHaveAccessibleName('Cart, empty');
    const orderId = Number(/Order #(\d+)/.exec((await facts.textContent()) ?? '')![1]);
    await page.getByRole('link', { name: 'View Order' }).click();
    await expect(page.getByTestId('approval-notice')).toContainText(
      'Once it is approved, you pay for it by card here.',
    );

    // The admin sees it is a card order, and approves it.
    const { admin } = company;
    await openLive(admin, '/account?tab=company');
    const card = approvals(admin).getByTestId('approval');
    await expect(card).toContainText(`Order #${orderId}`);
    await expect(card).toContainText('By card, once approved');
    await approveOrder(admin, orderId);
    await expectToast(
      admin,
      'Order approved',
      `Order #${orderId} now waits for Riley Builder to pay it by card.`,
    );

    // The buyer is e-mailed the way to pay; the order page says until when, and takes the card.
    const mail = await nthEmail(buyer.email, `Your order #${orderId} was approved: pay by card`);
    await page.goto(new URL(linkIn(mail, `/account/orders/${orderId}`)).pathname);
    await expect(page).toHaveURL(new RegExp(`/account/orders/${orderId}/pay$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Card Payment' })).toBeVisible();
    await expect(page.getByTestId('payment-total')).toHaveText('$520.00');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to the order' }).click();
    const due = page.getByTestId('card-payment-due');
    await expect(due).toContainText('Pay $520.00 by card by');
    await due.getByRole('link', { name: 'Pay by Card' }).click();
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay \$/ }).click();

    // Paid, it lands back on the order: no longer waiting for a card, and invoiced.
    await expect(page).toHaveURL(new RegExp(`/account/orders/${orderId}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
    await expect(page.getByTestId('card-payment-due')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Download invoice' })).toBeVisible();
    await expect(badge(page.getByRole('main'), 'Paid')).toBeVisible();
    await close();
  });

  test('an order within the limits is placed on the account at once', async ({
    page,
    browser,
    baseURL,
  }) => {
    const {
      product: plate,
      company,
      close,
    } = await companyBuyer({ page, browser, baseURL }, 'Tamper Foot ', '500.00');

    await fillCart(page, plate, 2);
    await openCheckout(page);
    await page.getByRole('button', { name: 'Place Order on Account' }).click();
    const placed = page.getByTestId('placed-on-account');
    await expect(placed.getByRole('heading', { level: 1 })).toHaveText(
      `Order placed on ${company.name}'s account`,
    );
    await expect(placed).toContainText('on Net 30 terms');
    await expect(page.getByTestId('placed-order')).toContainText('$80.00');
    await expect(page.getByTestId('placed-order')).toContainText('Pending');
    // An order, unlike a quote request, is placed in the spec's words (SPEC §8).
    await expectToast(
      page,
      'Order Placed Successfully!',
      'You will receive a confirmation email shortly.',
    );
    await close();
  });

  test("the company's admin keeps delivery addresses; a buyer delivers to one", async ({
    page,
    browser,
    baseURL,
  }) => {
    const {
      product: plate,
      company,
      close,
    } = await companyBuyer({ page, browser, baseURL }, 'Tamper Foot ', '500.00');

    const { admin } = company;
    await openLive(admin, '/account?tab=company');
    const section = admin.getByTestId('company-addresses');
    await section.getByRole('button', { name: 'Add Address' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add Company Address' });
    await dialog.getByLabel('Label').fill('North yard');
    await dialog.getByLabel('Recipient Name').fill('Yard office');
    await dialog.getByLabel('Full Address').fill('40 Gravel Pit Rd, Salem, OR');
    await dialog.getByRole('button', { name: 'Save Address' }).click();
    await expectToast(admin, 'Address saved');
    await expect(section.getByTestId('company-address')).toContainText('40 Gravel Pit Rd');
    await expectAccessible(admin);

    // The buyer reads it in the Company tab, without the admin's buttons, and picks it.
    await openLive(page, '/account?tab=company');
    const theirs = page.getByTestId('company-addresses');
    await expect(theirs.getByTestId('company-address')).toContainText('North yard');
    await expect(theirs.getByRole('button', { name: 'Add Address' })).toHaveCount(0);
    await fillCart(page, plate, 1);
    await openCheckout(page);
    await page.getByRole('combobox', { name: 'Saved address' }).click();
    await page.getByRole('option', { name: 'North yard' }).click();
    await expect(page.getByLabel('Full Address')).toHaveValue(
      `${company.name}\nAttn: Yard office\n40 Gravel Pit Rd, Salem, OR`,
    );
    // The buyer stays who placed it: the approver and the invoice name them, not the yard.
    await expect(page.getByLabel('Full Name')).toHaveValue('Riley Builder');
    await page.getByRole('button', { name: 'Place Order on Account' }).click();
    await expect(page.getByTestId('placed-on-account')).toBeVisible();
    await close();
  });

  test('a buyer accepts a quote on the account past their limit; it waits, then is approved', async ({
    page,
    browser,
    baseURL,
  }) => {
    const {
      staff,
      product: pump,
      company,
      buyer,
      close,
    } = await companyBuyer({ page, browser, baseURL }, 'Trash Pump ', '500.00');

    // The buyer asks for a quote at checkout; staff price it at $300 a pump and send it.
    await fillCart(page, pump, 2);
    await openCheckout(page);
    await page.getByRole('radio', { name: 'Request a quote' }).click();
    await page.getByRole('button', { name: 'Request Quote' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Thank You for Your Quote Request!',
    );
    const listed = await staff.request.get(
      `/api/admin/quotes?search=${encodeURIComponent(buyer.email)}`,
    );
    const quoteId = ((await listed.json()).items as { id: number }[])[0]!.id;
    const drafted = await staff.request.put(`/api/admin/quotes/${quoteId}`, {
      data: {
        lines: [{ productId: pump.id, quantity: 2, unitPrice: '300.00' }],
        validUntil: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
      },
    });
    expect(drafted.ok(), await drafted.text()).toBe(true);
    expect((await staff.request.post(`/api/admin/quotes/${quoteId}/send`)).ok()).toBe(true);
    const number = `Q-${String(quoteId).padStart(6, '0')}`;
    const link = linkIn(await nthEmail(buyer.email, `Your quote ${number} is ready`), '/quotes/');

    const path = new URL(link).pathname;
    const { orderId } = (await (await page.request.get(`/api${path}`)).json()) as {
      orderId: number;
    };
    await openLive(page, path);
    await page.getByRole('button', { name: 'Accept on account (Net 30)' }).click();
    const dialog = page.getByRole('dialog', { name: `Accept on ${company.name}'s account` });
    await dialog.getByLabel('PO number').fill('QW-77');
    await dialog.getByRole('button', { name: 'Accept on account' }).click();
    const notice = page.getByTestId('quote-notice');
    await expect(notice).toContainText("awaits your company's approval");
    await expect(notice).toContainText('Above the $500.00 order limit');
    await expectAccessible(page);

    // The company's admin approves it from the Company tab; the quote page says it is confirmed.
    const { admin } = company;
    await openLive(admin, '/account?tab=company');
    const card = approvals(admin).getByTestId('approval');
    await expect(card).toContainText('QW-77');
    await approveOrder(admin, orderId);
    await expectToast(admin, 'Order approved', `Order #${orderId} is placed`);
    await page.reload();
    await expect(page.getByTestId('quote-notice')).toContainText(
      "Accepted on your company's account",
    );
    await close();
  });

  test('an approver rejects an order with a note, and the buyer reads it', async ({
    page,
    browser,
    baseURL,
  }) => {
    const {
      product: drill,
      company,
      buyer,
      close,
    } = await companyBuyer({ page, browser, baseURL }, 'Core Drill ', '100.00');
    const order = await trpcMutation<{ id: number; status: string }>(
      page.request,
      'companies.member.placeOnAccount',
      { ...delivery, customerEmail: buyer.email, items: [{ productId: drill.id, quantity: 5 }] },
    );
    expect(order.status).toBe('awaiting_approval');

    const { admin } = company;
    await openLive(admin, '/account?tab=company');
    await admin.getByRole('button', { name: `Reject order #${order.id}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Reject order #${order.id}` });
    await dialog.getByRole('button', { name: 'Reject order' }).click();
    await expect(dialog.getByText('Say why the order is rejected')).toBeVisible();
    await dialog.getByLabel('Note to the buyer').fill('Use the site budget: order two this week.');
    await dialog.getByRole('button', { name: 'Reject order' }).click();
    await expect(dialog).toBeHidden();
    await expectToast(admin, 'Order rejected', `Order #${order.id} is cancelled`);
    await expect(approvals(admin).getByTestId('approvals-empty')).toBeVisible();

    const mail = await nthEmail(buyer.email, `Your order #${order.id} was not approved`);
    expect(mail.text).toContain('Use the site budget: order two this week.');
    await page.goto(`/account/orders/${order.id}`);
    await expect(badge(page.getByRole('main'), 'Cancelled')).toBeVisible();
    await close();
  });

  test('an order past the credit left is refused at the form, which keeps the cart', async ({
    page,
    browser,
    baseURL,
  }) => {
    const {
      staff,
      product: saw,
      company,
      close,
    } = await companyBuyer({ page, browser, baseURL }, 'Cut-off Saw ', '1000.00', '100.00');

    await fillCart(page, saw, 3);
    await openCheckout(page);
    await expect(
      page.getByRole('radio', { name: 'Pay on account (Net 30)' }),
    ).toHaveAccessibleDescription(/\$100\.00 of credit left/);
    await page.getByRole('button', { name: 'Place Order on Account' }).click();
    const problem = page.getByTestId('checkout-problem');
    await expect(problem).toContainText(
      "This order ($120.00) is more than your company's available credit ($100.00)",
    );
    await expect(problem).toBeFocused();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');

    // Another way to pay is still open.
    await page.getByRole('radio', { name: 'Pay with credit card' }).click();
    await expect(problem).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Pay with Credit Card' })).toBeVisible();

    // Under a credit hold the checkout says so before the buyer tries, and offers the card.
    const hold = await staff.request.put(`/api/admin/companies/${company.id}`, {
      data: { paymentTerms: 'net30', creditLimit: '100.00', creditHold: true, graceDays: 5 },
    });
    expect(hold.ok()).toBe(true);
    await openCheckout(page);
    const onAccount = page.getByRole('radio', { name: 'Pay on account (Net 30)' });
    await expect(onAccount).toBeDisabled();
    await expect(onAccount).toHaveAccessibleDescription(
      'Your company is on credit hold: please contact us to pay on account',
    );
    await expect(page.getByRole('radio', { name: 'Pay with credit card' })).toBeChecked();
    await expectAccessible(page);
    await close();
  });

  test('on a phone, the checkout and the approvals fit the screen', async ({
    page,
    browser,
    baseURL,
  }) => {
    const phone = { width: 390, height: 844 };
    await page.setViewportSize(phone);
    const {
      product: rammer,
      company,
      buyer,
      close,
    } = await companyBuyer({ page, browser, baseURL }, 'Trench Rammer ', '50.00');

    await fillCart(page, rammer, 1);
    await openCheckout(page);
    await expect(page.getByRole('radio', { name: 'Pay on account (Net 30)' })).toBeChecked();
    await expectFits(page, phone.width);
    await expectThumbSized([
      page.getByRole('radio', { name: 'Pay on account (Net 30)' }),
      page.getByRole('radio', { name: 'Request a quote' }),
      page.getByRole('button', { name: 'Place Order on Account' }),
    ]);
    await expectAccessible(page);

    const order = await trpcMutation<{ id: number }>(
      page.request,
      'companies.member.placeOnAccount',
      {
        ...delivery,
        customerEmail: buyer.email,
        poNumber: 'PO-2024-000123-SITE-14-NORTH-YARD',
        items: [{ productId: rammer.id, quantity: 2 }],
      },
    );
    const { admin } = company;
    await admin.setViewportSize(phone);
    await openLive(admin, '/account?tab=company');
    await expect(approvals(admin).getByTestId('approval')).toContainText(`Order #${order.id}`);
    await expectFits(admin, phone.width);
    await expectThumbSized([
      admin.getByRole('button', { name: `Approve order #${order.id}` }),
      admin.getByRole('button', { name: `Reject order #${order.id}` }),
    ]);
    await expectAccessible(admin);
    await admin.getByRole('button', { name: `Reject order #${order.id}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Reject order #${order.id}` });
    await expect(dialog).toBeVisible();
    await expectThumbSized([
      dialog.getByRole('button', { name: 'Cancel' }),
      dialog.getByRole('button', { name: 'Reject order' }),
    ]);
    await expectAccessible(admin);
    await close();
  });
});

async function expectFits(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

async function expectThumbSized(controls: Locator[]) {
  for (const control of controls) {
    const box = (await control.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
}
