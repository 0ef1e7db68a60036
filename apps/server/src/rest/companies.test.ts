import { auditEntries } from '@buildright/db';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyAdmin, firm, invitationTokenFor, joinedMember } from '../testing/companies.ts';
import { registerCustomer, signInStaff } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function call(method: Method, url: string, cookie?: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
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

describe('a company set up by a customer', () => {
  it('makes the customer its admin, and is in the activity log', async () => {
    const admin = await registerCustomer(t);
    const created = await call('POST', '/api/companies', admin.cookie, firm);
    expect(created.statusCode).toBe(201);
    const mine = created.json();
    expect(mine).toMatchObject({
      role: 'admin',
      company: { ...firm, paymentTerms: 'none', creditLimit: '0.00', creditHold: false },
      members: [{ customerId: admin.user.id, role: 'admin', orderLimit: null, monthlyLimit: null }],
      invitations: [],
    });
    expect((await call('GET', '/api/companies/me', admin.cookie)).json()).toEqual(mine);
    expect(await lastCompanyEntry(mine.company.id)).toMatchObject({
      action: 'company.created',
      actorName: `${admin.account.username} (customer)`,
    });
  });

  it('is one per customer, even when two requests race', async () => {
    const admin = await registerCustomer(t);
    const both = await Promise.all([
      call('POST', '/api/companies', admin.cookie, firm),
      call('POST', '/api/companies', admin.cookie, { ...firm, name: 'Second Firm' }),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const again = await call('POST', '/api/companies', admin.cookie, firm);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('You already belong to a company');
  });

  it('needs a signed-in customer, and a customer without one is told so', async () => {
    expect((await call('POST', '/api/companies', undefined, firm)).statusCode).toBe(401);
    expect((await call('GET', '/api/companies/me')).statusCode).toBe(401);
    const loner = await registerCustomer(t);
    const none = await call('GET', '/api/companies/me', loner.cookie);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('You do not belong to a company yet');
  });

  it('refuses bad input with a 400 naming the field, and sets up nothing', async () => {
    const customer = await registerCustomer(t);
    const cases: [object, string][] = [
      [{ ...firm, name: '  ' }, 'name'],
      [{ ...firm, name: true }, 'name'],
      [{ ...firm, billingAddress: undefined }, 'billingAddress'],
      [{ ...firm, apEmail: 'accounts' }, 'apEmail'],
      [{ ...firm, creditLimit: '1000000.00' }, ''],
    ];
    for (const [payload, field] of cases) {
      const response = await call('POST', '/api/companies', customer.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      if (field) expect(Object.keys(response.json().errors ?? {})).toContain(field);
    }
    expect((await call('GET', '/api/companies/me', customer.cookie)).statusCode).toBe(404);
  });
});

describe('inviting and joining', () => {
  it('an admin invites by e-mail; the invitee joins with the role and limits given', async () => {
    const admin = await companyAdmin(t);
    const buyer = await joinedMember(t, admin.cookie, 'buyer', {
      orderLimit: '2500.00',
      monthlyLimit: 10000,
    });
    const seen = (await call('GET', '/api/companies/me', buyer.cookie)).json();
    expect(seen.role).toBe('buyer');
    expect(seen.company.id).toBe(admin.companyId);
    expect(seen.members).toHaveLength(2);
    expect(seen.members[1]).toMatchObject({
      customerId: buyer.id,
      role: 'buyer',
      orderLimit: '2500.00',
      monthlyLimit: '10000.00',
    });
    // Open invitations are for admins' eyes.
    expect(seen.invitations).toEqual([]);
    expect(await lastCompanyEntry(admin.companyId)).toMatchObject({
      action: 'company.member_joined',
    });
  });

  it('the link works once, for the address it was sent to, and not for a member of another firm', async () => {
    const admin = await companyAdmin(t);
    const invitee = await registerCustomer(t);
    await call('POST', '/api/companies/me/invitations', admin.cookie, {
      email: invitee.account.email.toUpperCase(),
      role: 'approver',
    });
    const token = await invitationTokenFor(t, invitee.account.email.toUpperCase());
    const shown = await t.app.inject({
      method: 'GET',
      url: `/trpc/companies.member.invitation?input=${encodeURIComponent(JSON.stringify({ json: { token } }))}`,
    });
    expect(shown.json().result.data.json).toMatchObject({
      companyName: firm.name,
      role: 'approver',
    });

    const stranger = await registerCustomer(t);
    const wrong = await call('POST', `/api/companies/invitations/${token}/accept`, stranger.cookie);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toContain('sign in with that account');

    const otherFirm = await companyAdmin(t, 'Other Firm');
    const elsewhere = await call('POST', '/api/companies/me/invitations', otherFirm.cookie, {
      email: otherFirm.account.email,
      role: 'buyer',
    });
    expect(elsewhere.statusCode).toBe(409);

    const ok = await call('POST', `/api/companies/invitations/${token}/accept`, invitee.cookie);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().role).toBe('approver');
    const reused = await call('POST', `/api/companies/invitations/${token}/accept`, invitee.cookie);
    expect(reused.statusCode).toBe(404);
    const unknown = await call(
      'POST',
      '/api/companies/invitations/nonsense/accept',
      invitee.cookie,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('a member of a company cannot join another through an invitation', async () => {
    const first = await companyAdmin(t, 'First Firm');
    const second = await companyAdmin(t, 'Second Firm');
    await call('POST', '/api/companies/me/invitations', second.cookie, {
      email: first.account.email,
      role: 'buyer',
    });
    const token = await invitationTokenFor(t, first.account.email);
    const refused = await call('POST', `/api/companies/invitations/${token}/accept`, first.cookie);
    expect(refused.statusCode).toBe(409);
  });

  it('inviting again replaces the open invitation; admins see it, with its role', async () => {
    const admin = await companyAdmin(t);
    const email = `again${Date.now()}@example.com`;
    await call('POST', '/api/companies/me/invitations', admin.cookie, { email, role: 'buyer' });
    await call('POST', '/api/companies/me/invitations', admin.cookie, { email, role: 'approver' });
    const { invitations } = (await call('GET', '/api/companies/me', admin.cookie)).json();
    expect(invitations).toEqual([expect.objectContaining({ email, role: 'approver' })]);
  });

  it('only an admin invites: a buyer is refused with the role it needs', async () => {
    const admin = await companyAdmin(t);
    const buyer = await joinedMember(t, admin.cookie, 'buyer');
    const refused = await call('POST', '/api/companies/me/invitations', buyer.cookie, {
      email: 'friend@example.com',
      role: 'buyer',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only a company admin can invite members; you are a buyer');
  });

  it('an invitation with a bad role or limit is a 400 naming it', async () => {
    const admin = await companyAdmin(t);
    const cases: [object, string][] = [
      [{ email: 'a@example.com', role: 'owner' }, 'role'],
      [{ email: 'a@example.com', role: 'buyer', orderLimit: -5 }, 'orderLimit'],
      [{ email: 'a@example.com', role: 'buyer', monthlyLimit: '1.005' }, 'monthlyLimit'],
      [{ email: 'a@example.com', role: 'buyer', orderLimit: true }, 'orderLimit'],
      [{ email: 'nobody', role: 'buyer' }, 'email'],
    ];
    for (const [payload, field] of cases) {
      const response = await call('POST', '/api/companies/me/invitations', admin.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().errors ?? {})).toContain(field);
    }
  });
});

describe("a member's role and limits", () => {
  it('are set by an admin and logged; the last admin cannot step down', async () => {
    const admin = await companyAdmin(t);
    const buyer = await joinedMember(t, admin.cookie, 'buyer');
    const changed = await call('PUT', `/api/companies/me/members/${buyer.id}`, admin.cookie, {
      role: 'approver',
      orderLimit: '500.00',
      monthlyLimit: null,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().members[1]).toMatchObject({
      role: 'approver',
      orderLimit: '500.00',
      monthlyLimit: null,
    });
    const entry = await lastCompanyEntry(admin.companyId);
    expect(entry).toMatchObject({ action: 'company.member_changed' });
    expect(entry!.changes).toEqual([
      { field: `${buyer.email} role`, from: 'buyer', to: 'approver' },
      { field: `${buyer.email} orderLimit`, from: null, to: '500.00' },
    ]);

    const alone = await call('PUT', `/api/companies/me/members/${admin.user.id}`, admin.cookie, {
      role: 'buyer',
      orderLimit: null,
      monthlyLimit: null,
    });
    expect(alone.statusCode).toBe(409);
    expect(alone.json().message).toContain('A company needs at least one admin');
  });

  it('a non-admin, another company or a bad value is refused', async () => {
    const admin = await companyAdmin(t);
    const buyer = await joinedMember(t, admin.cookie, 'buyer');
    const values = { role: 'admin', orderLimit: null, monthlyLimit: null };
    const self = await call('PUT', `/api/companies/me/members/${buyer.id}`, buyer.cookie, values);
    expect(self.statusCode).toBe(403);
    const other = await companyAdmin(t, 'Elsewhere Ltd');
    const foreign = await call(
      'PUT',
      `/api/companies/me/members/${buyer.id}`,
      other.cookie,
      values,
    );
    expect(foreign.statusCode).toBe(404);
    const negative = await call('PUT', `/api/companies/me/members/${buyer.id}`, admin.cookie, {
      ...values,
      orderLimit: '-1',
    });
    expect(negative.statusCode).toBe(400);
    const badId = await call('PUT', '/api/companies/me/members/true', admin.cookie, values);
    expect(badId.statusCode).toBe(400);
  });
});

describe('companies on the staff side', () => {
  it('are listed a page at a time and searched; terms are set by a manager, not by sales', async () => {
    const manager = (await signInStaff(t, 'manager')).cookie;
    const sales = (await signInStaff(t, 'sales')).cookie;
    const admin = await companyAdmin(t, `Granite Works ${Date.now()}`);

    const found = await call('GET', '/api/admin/companies?q=granite%20works&pageSize=5', sales);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ total: 1, totalIsEstimate: false });
    expect(found.json().companies[0]).toMatchObject({ id: admin.companyId, memberCount: 1 });

    const terms = {
      paymentTerms: 'net30',
      creditLimit: '25000.00',
      creditHold: false,
      graceDays: 10,
    };
    const refused = await call('PUT', `/api/admin/companies/${admin.companyId}`, sales, terms);
    expect(refused.statusCode).toBe(403);
    const set = await call('PUT', `/api/admin/companies/${admin.companyId}`, manager, terms);
    expect(set.statusCode).toBe(200);
    expect(set.json().company).toMatchObject(terms);
    expect((await call('GET', '/api/companies/me', admin.cookie)).json().company).toMatchObject(
      terms,
    );
    const entry = await lastCompanyEntry(admin.companyId);
    expect(entry).toMatchObject({ action: 'company.updated' });
    expect(entry!.changes.map((change) => change.field)).toEqual([
      'paymentTerms',
      'creditLimit',
      'graceDays',
    ]);

    const one = await call('GET', `/api/admin/companies/${admin.companyId}`, sales);
    expect(one.json().members).toHaveLength(1);
    expect((await call('GET', '/api/admin/companies/999999', sales)).statusCode).toBe(404);
    // A customer's session is not a staff one.
    expect((await call('GET', '/api/admin/companies', admin.cookie)).statusCode).toBe(403);
  });

  it('terms out of range are a 400 naming the field', async () => {
    const manager = (await signInStaff(t, 'manager')).cookie;
    const { companyId } = await companyAdmin(t);
    const valid = { paymentTerms: 'net30', creditLimit: '100.00', creditHold: true, graceDays: 0 };
    const cases: [object, string][] = [
      [{ ...valid, paymentTerms: 'net90' }, 'paymentTerms'],
      [{ ...valid, creditLimit: '-1.00' }, 'creditLimit'],
      [{ ...valid, creditHold: 'yes' }, 'creditHold'],
      [{ ...valid, graceDays: 400 }, 'graceDays'],
      [{ ...valid, graceDays: 1.5 }, 'graceDays'],
    ];
    for (const [payload, field] of cases) {
      const response = await call('PUT', `/api/admin/companies/${companyId}`, manager, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().errors ?? {})).toContain(field);
    }
  });
});

describe("a company's delivery addresses", () => {
  const yard = {
    label: 'North yard',
    recipientName: 'Yard office',
    phone: '555-0130',
    address: '40 Gravel Pit Rd, Salem, OR',
  };

  it('are kept by its admins, logged, and read by every member', async () => {
    const admin = await companyAdmin(t);
    const buyer = await joinedMember(t, admin.cookie, 'buyer');
    const added = await call('POST', '/api/companies/me/addresses', admin.cookie, yard);
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().id as number;
    expect(added.json()).toEqual({ id, ...yard });
    expect((await lastCompanyEntry(admin.companyId))!.changes).toEqual([
      {
        field: 'delivery address',
        from: null,
        to: 'North yard: Yard office, 40 Gravel Pit Rd, Salem, OR',
      },
    ]);

    const site = { ...yard, label: 'Airport site', phone: null, address: '1 Runway Way, Salem' };
    await call('POST', '/api/companies/me/addresses', admin.cookie, site);
    const read = await call('GET', '/api/companies/me/addresses', buyer.cookie);
    expect(read.json().map((address: { label: string }) => address.label)).toEqual([
      'Airport site',
      'North yard',
    ]);

    const moved = { ...yard, address: '42 Gravel Pit Rd, Salem, OR' };
    const changed = await call('PUT', `/api/companies/me/addresses/${id}`, admin.cookie, moved);
    expect(changed.json()).toEqual({ id, ...moved });
    expect(await lastCompanyEntry(admin.companyId)).toMatchObject({
      action: 'company.address_changed',
    });
    const removed = await call('DELETE', `/api/companies/me/addresses/${id}`, admin.cookie);
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', '/api/companies/me/addresses', buyer.cookie)).json()).toHaveLength(1);
    expect(await lastCompanyEntry(admin.companyId)).toMatchObject({
      action: 'company.address_removed',
    });
  });

  it("are changed by no buyer, and no other company's admin", async () => {
    const admin = await companyAdmin(t);
    const buyer = await joinedMember(t, admin.cookie, 'buyer');
    const refused = await call('POST', '/api/companies/me/addresses', buyer.cookie, yard);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      "Only a company admin can manage the company's delivery addresses; you are a buyer",
    );
    const id = (await call('POST', '/api/companies/me/addresses', admin.cookie, yard)).json().id;
    const other = await companyAdmin(t, 'Other Firm');
    const elsewhere = await call('DELETE', `/api/companies/me/addresses/${id}`, other.cookie);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe(`No company address with id ${id}`);
    const loner = await registerCustomer(t);
    expect((await call('GET', '/api/companies/me/addresses', loner.cookie)).json()).toEqual([]);
    const blank = await call('POST', '/api/companies/me/addresses', admin.cookie, {
      ...yard,
      address: ' ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ address: ['Address is required'] });
  });
});
