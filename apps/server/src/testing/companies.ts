import { firm, invitationTokenFor } from '@buildright/api/testing';
import { expect } from 'vitest';
import { registerCustomer } from './fixtures.ts';
import type { TestApp } from './test-app.ts';

export { firm, invitationTokenFor };

const post = (t: TestApp, url: string, cookie: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** A customer who has set up a company: their cookie, their account, and the company's id. */
export async function companyAdmin(t: TestApp, name = firm.name) {
  const admin = await registerCustomer(t);
  const created = await post(t, '/api/companies', admin.cookie, { ...firm, name });
  expect(created.statusCode, created.body).toBe(201);
  return { ...admin, companyId: created.json().company.id as number };
}

/** Invites a new customer with `role` and has them accept: their cookie and id. */
export async function joinedMember(
  t: TestApp,
  adminCookie: string,
  role: string,
  limits: object = {},
) {
  const member = await registerCustomer(t);
  const invited = await post(t, '/api/companies/me/invitations', adminCookie, {
    email: member.account.email,
    role,
    ...limits,
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const token = await invitationTokenFor(t, member.account.email);
  const accepted = await post(t, `/api/companies/invitations/${token}/accept`, member.cookie);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { cookie: member.cookie, id: member.user.id as number, email: member.account.email };
}
