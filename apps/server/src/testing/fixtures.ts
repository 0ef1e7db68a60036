import { eq } from 'drizzle-orm';
import { upsertAdmin } from '@buildright/api';
import { adminUsers, type StaffRole } from '@buildright/db';
import type { TestApp } from './test-app.ts';

export { addCategory, addProduct } from '@buildright/api/testing';

export const ADMIN = {
  username: 'boss',
  password: 'correct-horse-battery',
  email: 'boss@buildright.test',
};

let counter = 0;

/** The session cookie a response set, ready for the next request's `cookie` header. */
export function sessionCookie(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error('The response set no session cookie');
  return `sid=${cookie.value}`;
}

export async function signInAdmin({ app, db }: TestApp): Promise<string> {
  await upsertAdmin(db, ADMIN);
  const response = await app.inject({ method: 'POST', url: '/api/admin/login', payload: ADMIN });
  if (response.statusCode !== 200) throw new Error(`Admin sign-in failed: ${response.body}`);
  return sessionCookie(response);
}

/** A staff member with `role`, signed in; answers the session cookie and the member's id. */
export async function signInStaff(t: TestApp, role: StaffRole, username = `${role}${++counter}`) {
  await upsertAdmin(t.db, { username, password: ADMIN.password });
  const [member] = await t.db
    .update(adminUsers)
    .set({ staffRole: role })
    .where(eq(adminUsers.username, username))
    .returning({ id: adminUsers.id });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username, password: ADMIN.password },
  });
  if (response.statusCode !== 200) throw new Error(`Staff sign-in failed: ${response.body}`);
  return { cookie: sessionCookie(response), id: member!.id, username };
}

export async function registerCustomer(
  { app }: TestApp,
  values: { username?: string; email?: string; password?: string } = {},
) {
  const username = values.username ?? `cust${++counter}${Date.now()}`;
  const account = {
    username,
    email: values.email ?? `${username}@example.com`,
    password: values.password ?? 'a-long-password',
    firstName: 'Casey',
    lastName: 'Builder',
  };
  const response = await app.inject({
    method: 'POST',
    url: '/api/local/register',
    payload: account,
  });
  if (response.statusCode !== 201) throw new Error(`Registration failed: ${response.body}`);
  return { cookie: sessionCookie(response), user: response.json(), account };
}
