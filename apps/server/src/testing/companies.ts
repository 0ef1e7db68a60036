import { expect } from 'vitest';
import { registerCustomer } from './fixtures.ts';
import type { TestApp } from './test-app.ts';

export const firm = {
  name: 'Digger & Sons Excavation',
  taxId: '93-1234567',
  billingAddress: '12 Quarry Road\nPortland, OR 97201',
  apEmail: 'ap@digger.example',
};

const post = (t: TestApp, url: string, cookie: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** A customer who has set up a company: their cookie, their account, and the company's id. */
export async function companyAdmin(t: TestApp, name = firm.name) {
  const admin = await registerCustomer(t);
  const created = await post(t, '/api/companies', admin.cookie, { ...firm, name });
  expect(created.statusCode, created.body).toBe(201);
  return { ...admin, companyId: created.json().company.id as number };
}

/** The link token of the newest company invitation e-mailed to `email`. */
export async function invitationTokenFor(t: TestApp, email: string) {
  await t.deliverMail();
  const mail = t.outbox.filter((message) => message.to === email).at(-1);
  expect(mail?.subject).toBe('You are invited to a company account at BuildRight Equipment');
  return decodeURIComponent(/\/company\/join\/([^\s"<>]+)/.exec(mail!.text)![1]!);
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
