import { forgotPasswordAnswer, RESET_LINK_REFUSED } from '@buildright/api/shared';
import { outboxEmails, passwordResetTokens } from '@buildright/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, registerCustomer, sessionCookie, signInAdmin } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { trpcMutation } from '../testing/trpc.ts';

const FORGOT_PASSWORD_ANSWER = forgotPasswordAnswer(60);

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_URL: 'https://shop.example' },
    rateLimits: {
      passwordResetAddress: { points: 3, durationSeconds: 60 },
      passwordResetClient: { points: 1000, durationSeconds: 60 },
      signIn: { points: 1000, durationSeconds: 60 },
      register: { points: 1000, durationSeconds: 60 },
    },
  });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.deliverMail();
  t.outbox.length = 0;
});

const forgot = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/password/forgot', payload });
const reset = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/password/reset', payload: { token, password } });
const signIn = (url: string, username: string, password: string) =>
  t.app.inject({ method: 'POST', url, payload: { username, password } });

/** The token of the newest reset link e-mailed to `email`. */
async function emailedToken(email: string): Promise<string> {
  await t.deliverMail();
  const mail = t.outbox.filter((m) => m.to === email && m.subject === 'Reset your password').at(-1);
  if (!mail) throw new Error(`No reset e-mail to ${email}`);
  expect(mail.html).toContain('https://shop.example/reset-password?token=');
  return /https:\/\/shop\.example\/reset-password\?token=([\w-]+)/.exec(mail.text)![1]!;
}

describe('POST /api/password/forgot', () => {
  it('answers the same for an unknown address and sends nothing', async () => {
    const response = await forgot({ email: 'nobody@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    await t.deliverMail();
    expect(t.outbox).toEqual([]);
  });

  it('e-mails a one-time link and stores only its hash', async () => {
    const { account } = await registerCustomer(t);
    const response = await forgot({ email: account.email.toUpperCase() });
    expect(response.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    const token = await emailedToken(account.email);
    expect(token.length).toBeGreaterThanOrEqual(43);
    const stored = await t.db.select().from(passwordResetTokens);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('refuses a malformed address with the form message', async () => {
    const response = await forgot({ email: 'not-an-address' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Valid email is required');
  });

  it('limits the links sent to one address', async () => {
    const { account } = await registerCustomer(t);
    for (let i = 0; i < 3; i++)
      expect((await forgot({ email: account.email })).statusCode).toBe(200);
    const refused = await forgot({ email: account.email });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts/);
  });

  it('keeps customer and staff accounts apart', async () => {
    await signInAdmin(t);
    await forgot({ email: ADMIN.email });
    await t.deliverMail();
    expect(t.outbox).toEqual([]);
    await forgot({ email: ADMIN.email, account: 'staff' });
    expect(await emailedToken(ADMIN.email)).toBeTruthy();
  });
});

describe('POST /api/password/reset', () => {
  it('sets the password, signs the customer in and ends every other session', async () => {
    const { account, cookie: otherDevice } = await registerCustomer(t);
    await forgot({ email: account.email });
    const token = await emailedToken(account.email);

    const response = await reset(token, 'a-brand-new-password');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ account: 'customer' });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/local/user',
      headers: { cookie: sessionCookie(response) },
    });
    expect(me.json()).toMatchObject({ username: account.username });

    const before = await t.app.inject({
      method: 'GET',
      url: '/api/local/user',
      headers: { cookie: otherDevice },
    });
    expect(before.statusCode).toBe(401);
    expect((await signIn('/api/local/login', account.username, account.password)).statusCode).toBe(
      401,
    );
    expect(
      (await signIn('/api/local/login', account.username, 'a-brand-new-password')).statusCode,
    ).toBe(200);

    const reused = await reset(token, 'yet-another-password');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(RESET_LINK_REFUSED);
  });

  it('refuses an expired link', async () => {
    const { account } = await registerCustomer(t);
    await forgot({ email: account.email });
    const token = await emailedToken(account.email);
    await t.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await reset(token, 'a-brand-new-password');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(RESET_LINK_REFUSED);
    expect((await signIn('/api/local/login', account.username, account.password)).statusCode).toBe(
      200,
    );
  });

  it('voids a link when a newer one is sent or the password changes', async () => {
    const { account, cookie } = await registerCustomer(t);
    await forgot({ email: account.email });
    const first = await emailedToken(account.email);
    await forgot({ email: account.email });
    const second = await emailedToken(account.email);
    expect((await reset(first, 'a-brand-new-password')).statusCode).toBe(400);

    const changed = await trpcMutation(
      t,
      'account.changePassword',
      { currentPassword: account.password, newPassword: 'changed-in-account' },
      cookie,
    );
    expect(changed.status).toBe(200);
    expect((await reset(second, 'a-brand-new-password')).statusCode).toBe(400);
  });

  it('applies the registration rules and keeps the link for a second try', async () => {
    const { account } = await registerCustomer(t);
    await forgot({ email: account.email });
    const token = await emailedToken(account.email);
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 8 characters');
    expect((await reset(token, 'long-enough-now')).statusCode).toBe(200);
  });

  it('refuses an unknown or empty token', async () => {
    expect((await reset('made-up-token', 'a-brand-new-password')).json().message).toBe(
      RESET_LINK_REFUSED,
    );
    expect((await reset('', 'a-brand-new-password')).statusCode).toBe(400);
  });

  it('resets a staff password and signs into the admin site', async () => {
    const adminDevice = await signInAdmin(t);
    await forgot({ email: ADMIN.email, account: 'staff' });
    const token = await emailedToken(ADMIN.email);
    const response = await reset(token, 'new-staff-password');
    expect(response.json()).toEqual({ account: 'staff' });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { cookie: sessionCookie(response) },
    });
    expect(me.json()).toMatchObject({ user: { username: ADMIN.username } });
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { cookie: adminDevice },
    });
    expect(old.statusCode).toBe(401);
    expect(
      (await signIn('/api/admin/login', ADMIN.username, 'new-staff-password')).statusCode,
    ).toBe(200);
    // The fixture's password again, for the other tests of this file.
    await signInAdmin(t);
  });

  it('writes the e-mail in the same transaction as the link', async () => {
    const { account } = await registerCustomer(t);
    const before = await t.db.$count(outboxEmails);
    await forgot({ email: account.email });
    expect(await t.db.$count(outboxEmails)).toBe(before + 1);
    expect(await t.db.$count(passwordResetTokens)).toBeGreaterThan(0);
  });
});
