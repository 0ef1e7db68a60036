import { auditEntries, companyInvitations, orders, products } from '@buildright/db';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyAdmin, invitationTokenFor, joinedMember } from '../testing/companies.ts';
import { addCategory, addProduct, registerCustomer, signInStaff } from '../testing/fixtures.ts';
import { placeOrder } from '../testing/orders.ts';
import { buyer as checkout } from '../testing/payments.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let manager: string;
let sales: string;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  manager = (await signInStaff(t, 'manager')).cookie;
  sales = (await signInStaff(t, 'sales')).cookie;
  categoryId = (await addCategory(t.db)).id;
});
afterAll(() => t?.close());

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload }),
  });
}

async function lastCompanyEntry(companyId: number) {
  const [entry] = await t.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entityType, 'company'), eq(auditEntries.entityId, companyId)))
    .orderBy(desc(auditEntries.id))
    .limit(1);
  return entry;
}

async function invite(adminCookie: string, role = 'buyer') {
  const email = `invitee${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const sent = await call('POST', '/api/companies/me/invitations', adminCookie, { email, role });
  expect(sent.statusCode, sent.body).toBe(201);
  return { email, token: await invitationTokenFor(t, email) };
}

const viewInvitation = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: `/trpc/companies.member.invitation?input=${encodeURIComponent(JSON.stringify({ json: { token } }))}`,
  });

/** A company on Net 30 whose buyer may spend $500 an order, and a product at $100. */
async function companyOnTerms() {
  const admin = await companyAdmin(t, `Removal Co ${Date.now()}`);
  const set = await call('PUT', `/api/admin/companies/${admin.companyId}`, manager, {
    paymentTerms: 'net30',
    creditLimit: '10000.00',
    creditHold: false,
    graceDays: 5,
  });
  expect(set.statusCode, set.body).toBe(200);
  const buyer = await joinedMember(t, admin.cookie, 'buyer', { orderLimit: '500.00' });
  const product = await addProduct(t.db, { categoryId, price: '100.00', stock: 100 });
  return { admin, buyer, product };
}

const onAccount = (cookie: string, productId: number, quantity: number) =>
  placeOrder(
    t,
    { ...checkout, items: [{ productId, quantity }], paymentMethod: 'account' },
    cookie,
  );

const stockOf = async (id: number) =>
  (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!
    .stock;

const statusOf = async (id: number) =>
  (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;

describe("a company's pending invitations", () => {
  it('are listed for its admins, with when each was sent and until when it works', async () => {
    const admin = await companyAdmin(t);
    const { email } = await invite(admin.cookie, 'approver');
    const listed = await call('GET', '/api/companies/me/invitations', admin.cookie);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      {
        id: expect.any(Number),
        email,
        role: 'approver',
        orderLimit: null,
        monthlyLimit: null,
        invitedAt: expect.any(String),
        expiresAt: expect.any(String),
      },
    ]);
    const { invitedAt, expiresAt } = listed.json()[0];
    const validFor = Date.parse(expiresAt) - Date.parse(invitedAt);
    expect(Math.abs(validFor - 14 * 24 * 60 * 60_000)).toBeLessThan(60_000);

    const buyer = await joinedMember(t, admin.cookie, 'buyer');
    expect((await call('GET', '/api/companies/me/invitations', buyer.cookie)).statusCode).toBe(403);
    const loner = await registerCustomer(t);
    expect((await call('GET', '/api/companies/me/invitations', loner.cookie)).statusCode).toBe(404);
    // An accepted invitation is pending no more.
    expect(
      (await call('GET', '/api/companies/me/invitations', admin.cookie))
        .json()
        .map((pending: { email: string }) => pending.email),
    ).toEqual([email]);
  });

  it('are revoked by an admin: the link stops working, and the revocation is logged', async () => {
    const admin = await companyAdmin(t);
    const { email, token } = await invite(admin.cookie);
    const [{ id }] = (await call('GET', '/api/companies/me/invitations', admin.cookie)).json();
    const revoked = await call('DELETE', `/api/companies/me/invitations/${id}`, admin.cookie);
    expect(revoked.statusCode, revoked.body).toBe(204);
    expect((await call('GET', '/api/companies/me/invitations', admin.cookie)).json()).toEqual([]);
    expect(await lastCompanyEntry(admin.companyId)).toMatchObject({
      action: 'company.invitation_revoked',
      changes: [{ field: 'invited', from: `${email} (buyer)`, to: null }],
    });

    expect((await viewInvitation(token)).statusCode).toBe(404);
    const invitee = await registerCustomer(t, { email });
    const accept = await call('POST', `/api/companies/invitations/${token}/accept`, invitee.cookie);
    expect(accept.statusCode).toBe(404);
    expect(accept.json().message).toContain('This invitation is no longer valid');
    expect((await call('GET', '/api/companies/me', invitee.cookie)).statusCode).toBe(404);
    // Revoked once is gone.
    const again = await call('DELETE', `/api/companies/me/invitations/${id}`, admin.cookie);
    expect(again.statusCode).toBe(404);
  });

  it("are not another company's to revoke, nor a buyer's; an accepted one is no longer pending", async () => {
    const admin = await companyAdmin(t);
    await invite(admin.cookie);
    const [{ id }] = (await call('GET', '/api/companies/me/invitations', admin.cookie)).json();
    const other = await companyAdmin(t, 'Other Firm');
    const foreign = await call('DELETE', `/api/companies/me/invitations/${id}`, other.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(`No pending invitation with id ${id} in this company`);
    const buyer = await joinedMember(t, admin.cookie, 'buyer');
    const byBuyer = await call('DELETE', `/api/companies/me/invitations/${id}`, buyer.cookie);
    expect(byBuyer.statusCode).toBe(403);
    expect(byBuyer.json().message).toBe(
      'Only a company admin can revoke invitations; you are a buyer',
    );
    expect((await call('GET', '/api/companies/me/invitations', admin.cookie)).json()).toHaveLength(
      1,
    );

    const [accepted] = await t.db
      .select({ id: companyInvitations.id })
      .from(companyInvitations)
      .where(eq(companyInvitations.email, buyer.email));
    const taken = await call(
      'DELETE',
      `/api/companies/me/invitations/${accepted!.id}`,
      admin.cookie,
    );
    expect(taken.statusCode).toBe(404);
  });

  it('are revoked by staff who edit companies, and by no one else', async () => {
    const admin = await companyAdmin(t);
    const { token } = await invite(admin.cookie);
    const [{ id }] = (await call('GET', '/api/companies/me/invitations', admin.cookie)).json();
    const url = `/api/admin/companies/${admin.companyId}/invitations/${id}`;
    expect((await call('DELETE', url, sales)).statusCode).toBe(403);
    expect((await call('DELETE', url, admin.cookie)).statusCode).toBe(403);
    const other = await companyAdmin(t, 'Elsewhere Ltd');
    const wrongCompany = `/api/admin/companies/${other.companyId}/invitations/${id}`;
    expect((await call('DELETE', wrongCompany, manager)).statusCode).toBe(404);
    expect(
      (await call('DELETE', `/api/admin/companies/999999/invitations/${id}`, manager)).statusCode,
    ).toBe(404);

    const revoked = await call('DELETE', url, manager);
    expect(revoked.statusCode, revoked.body).toBe(204);
    expect((await viewInvitation(token)).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/admin/companies/${admin.companyId}`, sales)).json().invitations,
    ).toEqual([]);
    expect(await lastCompanyEntry(admin.companyId)).toMatchObject({
      action: 'company.invitation_revoked',
      actorName: expect.not.stringContaining('(customer)'),
    });
  });
});

describe('removing a member', () => {
  it('ends their access at once: company routes answer 404 and paying on account is refused', async () => {
    const { admin, buyer, product } = await companyOnTerms();
    // Before: the buyer reads the company and pays on account.
    expect((await call('GET', '/api/companies/me', buyer.cookie)).statusCode).toBe(200);
    const before = await onAccount(buyer.cookie, product.id, 1);
    expect(before.statusCode, before.body).toBe(201);
    await call('POST', '/api/companies/me/addresses', admin.cookie, {
      label: 'North yard',
      recipientName: 'Yard office',
      phone: null,
      address: '40 Gravel Pit Rd, Salem, OR',
    });

    const removed = await call('DELETE', `/api/companies/me/members/${buyer.id}`, admin.cookie);
    expect(removed.statusCode, removed.body).toBe(204);
    const mine = (await call('GET', '/api/companies/me', admin.cookie)).json();
    expect(mine.members.map((member: { customerId: number }) => member.customerId)).toEqual([
      admin.user.id,
    ]);
    expect(await lastCompanyEntry(admin.companyId)).toMatchObject({
      action: 'company.member_removed',
      actorName: `${admin.account.username} (customer)`,
      changes: [{ field: 'member', from: `${buyer.email} (buyer)`, to: null }],
    });

    // The same session, the very next request.
    const company = await call('GET', '/api/companies/me', buyer.cookie);
    expect(company.statusCode).toBe(404);
    expect(company.json().message).toBe('You do not belong to a company yet');
    for (const url of ['/api/companies/me/orders', '/api/companies/me/invitations']) {
      expect((await call('GET', url, buyer.cookie)).statusCode, url).toBe(404);
    }
    expect((await call('GET', '/api/companies/me/addresses', buyer.cookie)).json()).toEqual([]);
    const after = await onAccount(buyer.cookie, product.id, 1);
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toContain('Pay on account is for members of a company');
    // The order placed while a member stays with the company.
    const companyOrders = (await call('GET', '/api/companies/me/orders', admin.cookie)).json();
    expect(companyOrders.orders.map((order: { id: number }) => order.id)).toContain(
      before.json().id,
    );
  });

  it('cancels their orders awaiting approval, putting the units back; they are told', async () => {
    const { admin, buyer, product } = await companyOnTerms();
    const placed = await onAccount(buyer.cookie, product.id, 2);
    const waiting = await onAccount(buyer.cookie, product.id, 6);
    expect(waiting.json()).toMatchObject({ status: 'awaiting_approval' });
    expect(await stockOf(product.id)).toBe(92);

    expect(
      (await call('DELETE', `/api/companies/me/members/${buyer.id}`, admin.cookie)).statusCode,
    ).toBe(204);
    expect(await statusOf(waiting.json().id)).toBe('cancelled');
    expect(await statusOf(placed.json().id)).toBe('pending');
    expect(await stockOf(product.id)).toBe(98);
    expect((await call('GET', '/api/companies/me/approvals', admin.cookie)).json()).toEqual([]);
    await t.deliverMail();
    expect(
      t.outbox.some(
        (mail) =>
          mail.to === checkout.customerEmail &&
          mail.subject === `Your order #${waiting.json().id} was cancelled`,
      ),
    ).toBe(true);
    expect((await lastCompanyEntry(admin.companyId))!.changes).toContainEqual({
      field: 'orders cancelled',
      from: null,
      to: `#${waiting.json().id}`,
    });
  });

  it('hands the lists they shared to the admin; their own lists stay theirs', async () => {
    const { admin, buyer, product } = await companyOnTerms();
    const lines = [{ productId: product.id, quantity: 3 }];
    const shared = await call('POST', '/api/lists', buyer.cookie, {
      name: 'Crew kit',
      lines,
      shared: true,
    });
    const own = await call('POST', '/api/lists', buyer.cookie, { name: 'My kit', lines });
    expect([shared.statusCode, own.statusCode]).toEqual([201, 201]);

    await call('DELETE', `/api/companies/me/members/${buyer.id}`, admin.cookie);
    const adminLists = (await call('GET', '/api/lists', admin.cookie)).json();
    expect(adminLists).toEqual([
      expect.objectContaining({ name: 'Crew kit', shared: true, mine: true }),
    ]);
    const buyerLists = (await call('GET', '/api/lists', buyer.cookie)).json();
    expect(buyerLists).toEqual([
      expect.objectContaining({ name: 'My kit', shared: false, mine: true }),
    ]);
    expect((await call('GET', `/api/lists/${shared.json().id}`, buyer.cookie)).statusCode).toBe(
      404,
    );
  });

  it('leaves the company at least one admin, and is for admins of that company only', async () => {
    const admin = await companyAdmin(t);
    const alone = await call('DELETE', `/api/companies/me/members/${admin.user.id}`, admin.cookie);
    expect(alone.statusCode).toBe(409);
    expect(alone.json().message).toBe(
      'A company needs at least one admin: make another member admin before removing this one',
    );
    const buyer = await joinedMember(t, admin.cookie, 'buyer');
    const byBuyer = await call(
      'DELETE',
      `/api/companies/me/members/${admin.user.id}`,
      buyer.cookie,
    );
    expect(byBuyer.statusCode).toBe(403);
    expect(byBuyer.json().message).toBe('Only a company admin can remove members; you are a buyer');

    const other = await companyAdmin(t, 'Other Firm');
    const foreign = await call('DELETE', `/api/companies/me/members/${buyer.id}`, other.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(`No member with id ${buyer.id} in your company`);
    expect((await call('GET', '/api/companies/me', buyer.cookie)).statusCode).toBe(200);

    // With a second admin, the first may leave.
    const second = await joinedMember(t, admin.cookie, 'admin');
    const left = await call('DELETE', `/api/companies/me/members/${admin.user.id}`, admin.cookie);
    expect(left.statusCode).toBe(204);
    expect((await call('GET', '/api/companies/me', second.cookie)).json().members).toHaveLength(2);
    const last = await call('DELETE', `/api/companies/me/members/${second.id}`, second.cookie);
    expect(last.statusCode).toBe(409);
  });

  it('is done by staff who edit companies, logged as theirs; the last admin stays', async () => {
    const { admin, buyer } = await companyOnTerms();
    const url = (userId: number, companyId = admin.companyId) =>
      `/api/admin/companies/${companyId}/members/${userId}`;
    expect((await call('DELETE', url(buyer.id), sales)).statusCode).toBe(403);
    expect((await call('DELETE', url(buyer.id), buyer.cookie)).statusCode).toBe(403);
    const other = await companyAdmin(t, 'Elsewhere Ltd');
    expect((await call('DELETE', url(buyer.id, other.companyId), manager)).statusCode).toBe(404);
    expect((await call('DELETE', url(buyer.id, 999999), manager)).statusCode).toBe(404);
    const lastAdmin = await call('DELETE', url(admin.user.id), manager);
    expect(lastAdmin.statusCode).toBe(409);

    const removed = await call('DELETE', url(buyer.id), manager);
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await call('GET', '/api/companies/me', buyer.cookie)).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/admin/companies/${admin.companyId}`, sales)).json().members,
    ).toHaveLength(1);
    expect(await lastCompanyEntry(admin.companyId)).toMatchObject({
      action: 'company.member_removed',
      actorName: expect.not.stringContaining('(customer)'),
    });
  });
});
