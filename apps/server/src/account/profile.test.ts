import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer, sessionCookie } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { trpcMutation } from '../testing/trpc.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const currentUser = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/local/user', headers: { cookie } });

const signIn = async (username: string, password: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/local/login',
    payload: { username, password },
  });
  expect(response.statusCode).toBe(200);
  return sessionCookie(response);
};

const profile = {
  firstName: 'Jordan',
  lastName: 'Miller',
  email: 'jordan@miller-build.com',
  phone: '+1 (503) 555-0100',
  company: 'Miller Earthworks',
};

describe('editing the profile', () => {
  it('saves names, e-mail, phone and company, and the current user shows them', async () => {
    const { cookie, account } = await registerCustomer(t);
    const saved = await trpcMutation(t, 'account.updateProfile', profile, cookie);
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ ...profile, username: account.username, isAdmin: false });

    const me = await currentUser(cookie);
    expect(me.json()).toEqual({
      id: expect.any(Number),
      username: account.username,
      isAdmin: false,
      profileImageUrl: null,
      ...profile,
    });
  });

  it('stores blank optional fields as empty, not as blank text', async () => {
    const { cookie } = await registerCustomer(t);
    const saved = await trpcMutation(
      t,
      'account.updateProfile',
      { ...profile, email: 'blank-fields@example.com', firstName: ' ', phone: '', company: '  ' },
      cookie,
    );
    expect(saved.data).toMatchObject({ firstName: null, phone: null, company: null });
  });

  it('refuses an e-mail another account has, whatever its case, with a 409', async () => {
    await registerCustomer(t, { email: 'taken.address@example.com' });
    const { cookie, account } = await registerCustomer(t);
    const refused = await trpcMutation(
      t,
      'account.updateProfile',
      { ...profile, email: 'Taken.Address@EXAMPLE.com' },
      cookie,
    );
    expect(refused.status).toBe(409);
    expect(refused.error.message).toBe('An account with that email already exists');
    expect((await currentUser(cookie)).json().email).toBe(account.email);
  });

  it('keeps its own e-mail in another case', async () => {
    const { cookie, account } = await registerCustomer(t);
    const saved = await trpcMutation(
      t,
      'account.updateProfile',
      { ...profile, email: account.email.toUpperCase() },
      cookie,
    );
    expect(saved.status).toBe(200);
  });

  it('answers invalid fields with per-field messages', async () => {
    const { cookie } = await registerCustomer(t);
    const refused = await trpcMutation(
      t,
      'account.updateProfile',
      { ...profile, email: 'not-an-email', phone: 'call me maybe' },
      cookie,
    );
    expect(refused.status).toBe(400);
    expect(refused.error.data?.fieldErrors).toEqual({
      email: ['Valid email is required'],
      phone: ['Enter a phone number with at least 7 digits'],
    });
  });

  it('refuses "1" as a phone with the checkout\'s message and keeps the saved one', async () => {
    const { cookie } = await registerCustomer(t);
    const mine = { ...profile, email: 'phone-of-one-digit@example.com' };
    const saved = await trpcMutation(t, 'account.updateProfile', mine, cookie);
    expect(saved.status).toBe(200);
    const refused = await trpcMutation(t, 'account.updateProfile', { ...mine, phone: '1' }, cookie);
    expect(refused.status).toBe(400);
    expect(refused.error.data?.fieldErrors).toEqual({
      phone: ['Enter a phone number with at least 7 digits'],
    });
    expect((await currentUser(cookie)).json()).toMatchObject({ phone: profile.phone });
  });

  it('is for signed-in customers only', async () => {
    const refused = await trpcMutation(t, 'account.updateProfile', profile);
    expect(refused.status).toBe(401);
  });
});

describe('changing the password', () => {
  it('needs the current password and ends every other session of the account', async () => {
    const { cookie, account } = await registerCustomer(t);
    const otherDevice = await signIn(account.username, account.password);
    const someoneElse = await registerCustomer(t);

    const changed = await trpcMutation(
      t,
      'account.changePassword',
      { currentPassword: account.password, newPassword: 'a-brand-new-password' },
      cookie,
    );
    expect(changed.status).toBe(200);

    expect((await currentUser(cookie)).statusCode).toBe(200);
    expect((await currentUser(otherDevice)).statusCode).toBe(401);
    expect((await currentUser(someoneElse.cookie)).statusCode).toBe(200);

    await signIn(account.username, 'a-brand-new-password');
    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/api/local/login',
      payload: { username: account.username, password: account.password },
    });
    expect(oldPassword.statusCode).toBe(401);
  });

  it('refuses a wrong current password with a 400 and changes nothing', async () => {
    const { cookie, account } = await registerCustomer(t);
    const otherDevice = await signIn(account.username, account.password);
    const refused = await trpcMutation(
      t,
      'account.changePassword',
      { currentPassword: 'not-my-password', newPassword: 'a-brand-new-password' },
      cookie,
    );
    expect(refused.status).toBe(400);
    expect(refused.error.message).toBe('Your current password is incorrect');
    expect((await currentUser(otherDevice)).statusCode).toBe(200);
    await signIn(account.username, account.password);
  });

  it('applies the registration rules to the new password', async () => {
    const { cookie, account } = await registerCustomer(t);
    const tooShort = await trpcMutation(
      t,
      'account.changePassword',
      { currentPassword: account.password, newPassword: 'short' },
      cookie,
    );
    expect(tooShort.status).toBe(400);
    expect(tooShort.error.data?.fieldErrors).toEqual({
      newPassword: ['Password must be at least 8 characters'],
    });

    const same = await trpcMutation(
      t,
      'account.changePassword',
      { currentPassword: account.password, newPassword: account.password },
      cookie,
    );
    expect(same.status).toBe(400);
    expect(same.error.message).toBe('The new password must differ from the current one');
  });
});
