import { expect } from 'vitest';
import { newCustomer, type Customer } from './fixtures.ts';
import type { TestShop } from './test-shop.ts';

export const firm = {
  name: 'Digger & Sons Excavation',
  taxId: '93-1234567',
  billingAddress: '12 Quarry Road\nPortland, OR 97201',
  apEmail: 'ap@digger.example',
};

/** A customer who has set up a company: the customer, and the company's id. */
export async function companyAdmin(shop: TestShop, name = firm.name) {
  const admin = await newCustomer(shop);
  const created = await admin.api.companies.member.create({ ...firm, name });
  return { ...admin, companyId: created.company.id };
}

/** The link token of the newest company invitation e-mailed to `email`, by either kind of shop. */
export async function invitationTokenFor(
  shop: Pick<TestShop, 'deliverMail' | 'outbox'>,
  email: string,
) {
  await shop.deliverMail();
  const mail = shop.outbox.filter((message) => message.to === email).at(-1);
  expect(mail?.subject).toBe('You are invited to a company account at BuildRight Equipment');
  return decodeURIComponent(/\/company\/join\/([^\s"<>]+)/.exec(mail!.text)![1]!);
}

/** Invites a new customer with `role` (and limits) and has them accept: the new member. */
export async function joinedMember(
  shop: TestShop,
  admin: Customer,
  role: 'admin' | 'approver' | 'buyer',
  limits: { orderLimit?: string | null; monthlyLimit?: string | null } = {},
) {
  const member = await newCustomer(shop);
  await admin.api.companies.member.invite({ email: member.email, role, ...limits });
  const token = await invitationTokenFor(shop, member.email);
  await member.api.companies.member.accept({ token });
  return member;
}
