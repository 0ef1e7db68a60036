import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nthEmail, linkIn } from '../support/mail.ts';
import { adjustableClock, startExtraServer, type ExtraServer } from '../support/extra-server.ts';
import { EXTRA_PORTS } from '../support/servers.ts';
import { header, registerCustomer } from './helpers.ts';
import { expect, test, type Page } from './test.ts';

const SUBJECT = 'Reset your password';
const REFUSED = 'This reset link has expired or was already used. Please ask for a new one.';

/** A customer who has forgotten the password: registered, then signed out. */
async function forgetfulCustomer(page: Page) {
  const user = await registerCustomer(page);
  await page.context().clearCookies();
  return user;
}

async function askForLink(page: Page, email: string) {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your e-mail' })).toContainText(
    'If an account uses that e-mail address, we have sent it a link',
  );
}

async function setNewPassword(page: Page, link: string, password: string) {
  await page.goto(link);
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Set new password' }).click();
}

test.describe('password reset', () => {
  test('a customer follows the e-mailed link, is signed in, and the link works only once', async ({
    page,
  }) => {
    const user = await forgetfulCustomer(page);
    await page.goto('/');
    await header(page).getByRole('button', { name: 'Sign In' }).click();
    await page
      .getByRole('dialog', { name: 'Welcome' })
      .getByRole('link', { name: 'Forgot password?' })
      .click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeHidden();
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Check your e-mail' })).toBeVisible();

    const mail = await nthEmail(user.email, SUBJECT);
    expect(mail.html).toContain('Choose a new password');
    const link = linkIn(mail, '/reset-password');
    expect(new URL(link).origin).toBe(new URL(page.url()).origin);

    await setNewPassword(page, link, 'a-brand-new-password');
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();

    await page.context().clearCookies();
    await setNewPassword(page, link, 'yet-another-password');
    await expect(
      page.getByRole('alert').filter({ hasText: 'The password was not changed' }),
    ).toContainText(REFUSED);

    const signIn = await page.request.post('/api/local/login', {
      data: { username: user.username, password: 'a-brand-new-password' },
    });
    expect(signIn.status()).toBe(200);
  });

  test('an older link stops working once a newer one is sent', async ({ page }) => {
    const user = await forgetfulCustomer(page);
    await askForLink(page, user.email);
    const first = linkIn(await nthEmail(user.email, SUBJECT, 1), '/reset-password');
    await askForLink(page, user.email);
    const second = linkIn(await nthEmail(user.email, SUBJECT, 2), '/reset-password');
    expect(second).not.toBe(first);

    await setNewPassword(page, first, 'a-brand-new-password');
    await expect(page.getByRole('alert')).toContainText(REFUSED);
    await setNewPassword(page, second, 'a-brand-new-password');
    await expect(page).toHaveURL(/\/account$/);
  });

  test('the reset form applies the registration rules', async ({ page }) => {
    const user = await forgetfulCustomer(page);
    await askForLink(page, user.email);
    const link = linkIn(await nthEmail(user.email, SUBJECT), '/reset-password');
    await page.goto(link);
    await page.getByLabel('New password').fill('short');
    await page.getByLabel('Confirm Password').fill('different');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
  });

  test('the admin sign-in offers the staff reset form', async ({ page }) => {
    await page.goto('/admin-dashboard/');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password\?account=staff$/);
    await expect(page.getByText('Enter the e-mail address of your staff account')).toBeVisible();
  });
});

test.describe('an expired reset link', () => {
  // A shop whose links last twelve seconds, and whose clock the test moves past them; long
  // enough that a fresh link is still good on a busy machine when the mail is read and the form
  // filled.
  const LINK_SECONDS = 12;
  const clock = adjustableClock(join(mkdtempSync(join(tmpdir(), 'buildright-e2e-clock-')), 'now'));
  let shop: ExtraServer;
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    shop = await startExtraServer(EXTRA_PORTS.passwordReset, {
      RESET_LINK_MINUTES: String(LINK_SECONDS / 60),
      ...clock.env,
    });
  });
  test.afterAll(async () => {
    await shop?.stop();
  });

  test('is refused, and a new one works', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: shop.url });
    const page = await context.newPage();
    const user = await forgetfulCustomer(page);

    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText(
      `The link works once, for ${LINK_SECONDS} seconds.`,
    );
    const mail = await nthEmail(user.email, SUBJECT, 1, shop.dataDir);
    expect(mail.text).toContain(`works once, for ${LINK_SECONDS} seconds`);
    const expired = linkIn(mail, '/reset-password');

    await clock.advance(shop.url, 60);
    await setNewPassword(page, expired, 'a-brand-new-password');
    await expect(page.getByRole('alert')).toContainText(REFUSED);
    const withNewPassword = await page.request.post('/api/local/login', {
      data: { username: user.username, password: 'a-brand-new-password' },
    });
    expect(withNewPassword.status()).toBe(401);

    await askForLink(page, user.email);
    const fresh = linkIn(await nthEmail(user.email, SUBJECT, 2, shop.dataDir), '/reset-password');
    await setNewPassword(page, fresh, 'a-brand-new-password');
    await expect(page).toHaveURL(/\/account$/);
    await context.close();
  });
});
