import { linkIn, nthEmail } from '../support/mail.ts';
import { expect, test, type Page } from './test.ts';
import { expectAccessible, expectToast, registerCustomer, uniqueName } from './helpers.ts';

/** Registers an account with this e-mail address; the page's context holds its session. */
async function registerAs(page: Page, email: string) {
  const response = await page.request.post('/api/local/register', {
    data: {
      username: uniqueName('foreman'),
      email,
      password: 'correct-horse-battery',
      firstName: 'Frankie',
      lastName: 'Foreman',
    },
  });
  expect(response.status()).toBe(201);
}

const members = (page: Page) => page.getByTestId('company-member');

test.describe('buying as a company', () => {
  test('a customer sets up a company, invites a buyer who joins, and sets their limits', async ({
    page,
    browser,
    baseURL,
  }) => {
    await registerCustomer(page);
    await page.goto('/account?tab=company');
    const setUp = page.getByRole('form', { name: 'Set up a company' });
    await setUp.getByRole('button', { name: 'Set up company' }).click();
    await expect(setUp.getByText('Company name is required')).toBeVisible();
    const name = uniqueName('Digger & Sons ');
    await setUp.getByLabel('Company name').fill(name);
    await setUp.getByLabel('Billing address').fill('12 Quarry Road\nPortland, OR 97201');
    await setUp.getByLabel('Accounts-payable e-mail').fill('ap@digger.example');
    await setUp.getByRole('button', { name: 'Set up company' }).click();
    await expectToast(page, 'Company set up', `You are the admin of ${name}.`);
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.getByTestId('company-role')).toHaveText('You: Admin');
    await expect(page.getByTestId('company-terms')).toContainText('Card or purchase order');
    await expect(members(page)).toHaveCount(1);

    // The invitation, with the role and an order limit.
    const email = `${uniqueName('foreman')}@example.com`;
    const invite = page.getByRole('form', { name: 'Invite a member' });
    await invite.getByLabel('E-mail').fill(email);
    await invite.getByLabel('Order limit ($)').fill('2500');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expectToast(page, 'Invitation sent', `We e-mailed a link to ${email}.`);
    await expect(page.getByTestId('company-invitations')).toContainText(`${email} as Buyer`);
    await expectAccessible(page);

    // The foreman follows the e-mailed link, signs up with that address and joins.
    const mail = await nthEmail(
      email,
      'You are invited to a company account at BuildRight Equipment',
    );
    const foreman = await browser.newPage({ baseURL });
    const link = new URL(linkIn(mail, '/company/join/'));
    await foreman.goto(`${link.pathname}`);
    await expect(foreman.getByRole('heading', { level: 1, name: `Join ${name}` })).toBeVisible();
    await expect(foreman.getByRole('button', { name: 'Sign in to join' })).toBeVisible();
    await registerAs(foreman, email);
    await foreman.reload();
    await foreman.getByRole('button', { name: 'Join the company' }).click();
    await expect(foreman).toHaveURL(/\/account\?tab=company$/);
    await expect(foreman.getByTestId('company-role')).toHaveText('You: Buyer');
    await expect(
      members(foreman).filter({ hasText: email }).getByText('$2,500.00 an order'),
    ).toBeVisible();
    // A buyer neither invites nor changes members.
    await expect(foreman.getByRole('form', { name: 'Invite a member' })).toHaveCount(0);
    await expect(foreman.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    // The link worked once.
    await foreman.goto(`${link.pathname}`);
    await expect(
      foreman.getByRole('heading', { level: 1, name: 'Invitation not valid' }),
    ).toBeVisible();
    // The buyer asks for a quote; the admin sees it among the company's quotes, without its link.
    const [product] = (await (await foreman.request.get('/api/products?inStock=true')).json()) as {
      id: number;
    }[];
    const asked = await foreman.request.post('/api/orders', {
      data: {
        customerName: 'Frankie Foreman',
        customerEmail: email,
        customerPhone: '+1 503 555 0142',
        customerAddress: '12 Quarry Road, Portland, OR 97201',
        items: [{ productId: product!.id, quantity: 1 }],
      },
    });
    expect(asked.status()).toBe(201);
    const { quoteNumber } = (await asked.json()) as { quoteNumber: string };
    await foreman.close();

    // The admin gives the buyer a monthly limit too.
    await page.reload();
    await expect(members(page)).toHaveCount(2);
    const quote = page.getByTestId('company-quote');
    await expect(quote).toHaveCount(1);
    await expect(quote).toContainText(`${quoteNumber} · Not priced yet`);
    await expect(quote).toContainText('Frankie Foreman');
    await expect(quote).toContainText('Requested');
    await expect(quote.getByRole('link')).toHaveCount(0);
    await page.getByRole('button', { name: "Edit Frankie Foreman's role and limits" }).click();
    const dialog = page.getByRole('dialog', { name: 'Role and limits: Frankie Foreman' });
    await dialog.getByLabel('Monthly limit ($)').fill('-5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Monthly limit must be an amount like 2500.00')).toBeVisible();
    await dialog.getByLabel('Monthly limit ($)').fill('10000');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      members(page).filter({ hasText: email }).getByText('$10,000.00 a month'),
    ).toBeVisible();
  });

  test('on a phone, the company tab fits the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await registerCustomer(page);
    await page.request.post('/api/companies', {
      data: { name: 'Phone Paving Co', billingAddress: '1 Long Street, Eugene, OR' },
    });
    await page.goto('/account?tab=company');
    await expect(page.getByRole('heading', { level: 2, name: 'Phone Paving Co' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectAccessible(page);
  });
});
