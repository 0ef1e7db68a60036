import { localUsers } from '@buildright/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, registerCustomer, sessionCookie, signInAdmin } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const currentUser = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/local/user', headers: cookie ? { cookie } : {} });

describe('customer accounts', () => {
  it('registers, signs the new customer in and never returns the password', async () => {
    const { cookie, user, account } = await registerCustomer(t, { username: 'dana' });
    expect(user).toMatchObject({ username: 'dana', firstName: 'Casey', isAdmin: false });
    expect(JSON.stringify(user)).not.toContain(account.password);
    expect(user).not.toHaveProperty('password');

    const me = await currentUser(cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: 'dana', email: 'dana@example.com' });
  });

  it('stores passwords hashed with argon2id', async () => {
    const { account, user } = await registerCustomer(t);
    const [row] = await t.db.select().from(localUsers).where(eq(localUsers.id, user.id));
    expect(row!.password).toMatch(/^\$argon2id\$/);
    expect(row!.password).not.toContain(account.password);
  });

  it('refuses a username or e-mail that is taken, whatever the case', async () => {
    await registerCustomer(t, { username: 'Taken', email: 'taken@example.com' });
    const sameName = await t.app.inject({
      method: 'POST',
      url: '/api/local/register',
      payload: { username: 'taken', email: 'other@example.com', password: 'a-long-password' },
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toBe('That username is already taken');

    const sameEmail = await t.app.inject({
      method: 'POST',
      url: '/api/local/register',
      payload: { username: 'other', email: 'TAKEN@example.com', password: 'a-long-password' },
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe('An account with that email already exists');
  });

  it('answers invalid registrations with the first problem and per-field messages', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/local/register',
      payload: { email: 'not-an-email', password: 'short' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe('Username is required');
    expect(body.errors).toMatchObject({
      email: ['Valid email is required'],
      password: ['Password must be at least 8 characters'],
    });
  });

  it('signs in by username or e-mail and refuses wrong passwords alike', async () => {
    const { account } = await registerCustomer(t);
    const byName = await t.app.inject({
      method: 'POST',
      url: '/api/local/login',
      payload: { username: account.username.toUpperCase(), password: account.password },
    });
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toMatchObject({ username: account.username, isAdmin: false });

    const byEmail = await t.app.inject({
      method: 'POST',
      url: '/api/local/login',
      payload: { username: account.email, password: account.password },
    });
    expect(byEmail.statusCode).toBe(200);

    for (const payload of [
      { username: account.username, password: 'wrong-password' },
      { username: 'nobody-here', password: 'wrong-password' },
    ]) {
      const refused = await t.app.inject({ method: 'POST', url: '/api/local/login', payload });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: 'Invalid credentials' });
    }
  });

  it('requires username and password with the spec texts', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/local/login',
      payload: { username: ' ', password: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      username: ['Username is required'],
      password: ['Password is required'],
    });
  });

  it('gives a new session id on sign-in, so a planted session is worthless', async () => {
    const first = await registerCustomer(t);
    const second = await registerCustomer(t);
    const planted = first.cookie;

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/local/login',
      headers: { cookie: planted },
      payload: { username: second.account.username, password: second.account.password },
    });
    const fresh = sessionCookie(login);
    expect(fresh).not.toBe(planted);
    expect((await currentUser(fresh)).json().username).toBe(second.account.username);
    expect((await currentUser(planted)).statusCode).toBe(401);
  });

  it('ends the session on logout', async () => {
    const { cookie } = await registerCustomer(t);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/local/logout',
      headers: { cookie },
    });
    expect(logout.statusCode).toBe(200);
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });

  it('sends /api/login to the shop sign-in and /api/logout home, signed out', async () => {
    const login = await t.app.inject({ method: 'GET', url: '/api/login' });
    expect(login.statusCode).toBe(302);
    expect(login.headers.location).toBe('/?signin=1');

    const { cookie } = await registerCustomer(t);
    const logout = await t.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(302);
    expect(logout.headers.location).toBe('/');
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });

  it('answers 401 to a visitor without a session', async () => {
    const response = await currentUser();
    expect(response.statusCode).toBe(401);
  });
});

describe('admin sign-in', () => {
  it('signs an admin in and reports the session', async () => {
    const cookie = await signInAdmin(t);
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ username: ADMIN.username, role: 'admin' });

    // The shop's header sees the admin too, flagged as such.
    expect((await currentUser(cookie)).json()).toMatchObject({ isAdmin: true });
  });

  it('refuses wrong credentials with "Invalid credentials"', async () => {
    await signInAdmin(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: ADMIN.username, password: 'guess' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Invalid credentials');
  });

  it('does not take a customer session for an admin one', async () => {
    const { cookie } = await registerCustomer(t);
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('does not let a customer account sign in as admin', async () => {
    const { account } = await registerCustomer(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: account.username, password: account.password },
    });
    expect(response.statusCode).toBe(401);
  });

  it('signs the admin out', async () => {
    const cookie = await signInAdmin(t);
    await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });
});
