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

const INVITATION_SUBJECT = 'You are invited to a company account at BuildRight Equipment';

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
    await expect(page.getByTestId('company-invitation').filter({ hasText: email })).toContainText(
      'Buyer · sent',
    );
    await expectAccessible(page);

    // The foreman follows the e-mailed link, signs up with that address and joins.
    const mail = await nthEmail(email, INVITATION_SUBJECT);
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

  test('an admin removes a member, who loses the company at once, and revokes an invitation', async ({
    page,
    browser,
    baseURL,
  }) => {
    await registerCustomer(page);
    const company = uniqueName('Removal Paving ');
    await page.request.post('/api/companies', {
      data: { name: company, billingAddress: '1 Long Street, Eugene, OR' },
    });
    // A foreman joins through the e-mailed link; a second address is invited and waits.
    const foremanEmail = `${uniqueName('foreman')}@example.com`;
    const pendingEmail = `${uniqueName('pending')}@example.com`;
    for (const email of [foremanEmail, pendingEmail]) {
      const sent = await page.request.post('/api/companies/me/invitations', {
        data: { email, role: 'buyer' },
      });
      expect(sent.status()).toBe(201);
    }
    const foreman = await browser.newPage({ baseURL });
    await registerAs(foreman, foremanEmail);
    const joinLink = (email: string) =>
      nthEmail(email, INVITATION_SUBJECT).then((mail) => new URL(linkIn(mail, '/company/join/')));
    const token = (await joinLink(foremanEmail)).pathname.split('/').at(-1)!;
    const joined = await foreman.request.post(`/api/companies/invitations/${token}/accept`);
    expect(joined.status()).toBe(200);
    await foreman.goto('/account?tab=company');
    await expect(foreman.getByTestId('company-role')).toHaveText('You: Buyer');

    await page.goto('/account?tab=company');
    await expect(members(page)).toHaveCount(2);

    // Revoking the waiting invitation: asked first, then its link no longer works.
    const pending = page.getByTestId('company-invitation').filter({ hasText: pendingEmail });
    await expect(pending).toContainText('Buyer · sent');
    await pending.getByRole('button', { name: `Revoke the invitation to ${pendingEmail}` }).click();
    const revokeDialog = page.getByRole('dialog', { name: 'Revoke Invitation' });
    await expect(revokeDialog).toContainText(`Revoke the invitation to ${pendingEmail}?`);
    await revokeDialog.getByRole('button', { name: 'Revoke Invitation' }).click();
    await expectToast(
      page,
      'Invitation revoked',
      `The link sent to ${pendingEmail} no longer works.`,
    );
    await expect(page.getByTestId('company-invitations')).toHaveCount(0);
    const revokedLink = await joinLink(pendingEmail);
    const stranger = await browser.newPage({ baseURL });
    await stranger.goto(revokedLink.pathname);
    await expect(
      stranger.getByRole('heading', { level: 1, name: 'Invitation not valid' }),
    ).toBeVisible();
    await stranger.close();

    // Removing the foreman: Cancel changes nothing; confirmed, they are gone.
    await page.getByRole('button', { name: 'Remove Frankie Foreman from the company' }).click();
    const removeDialog = page.getByRole('dialog', { name: 'Remove Member' });
    await expect(removeDialog).toContainText(`Remove Frankie Foreman (${foremanEmail})`);
    await removeDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(removeDialog).toBeHidden();
    await expect(members(page)).toHaveCount(2);
    await page.getByRole('button', { name: 'Remove Frankie Foreman from the company' }).click();
    await removeDialog.getByRole('button', { name: 'Remove Member' }).click();
    await expectToast(page, 'Member removed', `Frankie Foreman no longer buys for ${company}.`);
    await expect(members(page)).toHaveCount(1);
    await expect(members(page).filter({ hasText: foremanEmail })).toHaveCount(0);
    await expectAccessible(page);

    // The foreman's own session sees no company from their next request on.
    await foreman.reload();
    await expect(foreman.getByRole('form', { name: 'Set up a company' })).toBeVisible();
    expect((await foreman.request.get('/api/companies/me')).status()).toBe(404);
    await foreman.close();
  });

  test('on a phone, the company tab fits the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await registerCustomer(page);
    await page.request.post('/api/companies', {
      data: { name: 'Phone Paving Co', billingAddress: '1 Long Street, Eugene, OR' },
    });
    const invited = `${uniqueName('a-rather-long-address-for-a-phone')}@example.com`;
    await page.request.post('/api/companies/me/invitations', {
      data: { email: invited, role: 'approver' },
    });
    await page.goto('/account?tab=company');
    await expect(page.getByRole('heading', { level: 2, name: 'Phone Paving Co' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Remove .* from the company$/ })).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Revoke the invitation to ${invited}` }),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectAccessible(page);
  });
});
