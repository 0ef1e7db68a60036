import { INVITATION_REFUSED } from '@buildright/api/shared';
import { adminUsers, staffInvitations } from '@buildright/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, sessionCookie, signInAdmin, signInStaff } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { trpcMutation, trpcQuery } from '../testing/trpc.ts';

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://shop.example' } });
  owner = await signInAdmin(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.deliverMail();
  t.outbox.length = 0;
});

let counter = 0;
const newEmail = () => `staff${++counter}-${Date.now()}@example.com`;

/** The token of the newest invitation e-mailed to `email`. */
async function invitationToken(email: string): Promise<string> {
  await t.deliverMail();
  const mail = t.outbox.filter((m) => m.to === email).at(-1);
  if (!mail) throw new Error(`No invitation to ${email}`);
  const link = /https:\/\/shop\.example\/admin-dashboard\/invitation\/([\w-]+)/.exec(mail.text);
  return link![1]!;
}

const invite = (email: string, role: string, cookie = owner) =>
  trpcMutation(t, 'staff.invite', { email, role }, cookie);
const accept = (token: string, username: string, password = 'a-long-password') =>
  t.app.inject({
    method: 'POST',
    url: '/trpc/staff.acceptInvitation',
    payload: { json: { token, username, password } },
  });

describe('invitations', () => {
  it('e-mails a one-time link with which the person joins in the role offered', async () => {
    const email = newEmail();
    expect((await invite(email, 'warehouse')).status).toBe(200);
    await t.deliverMail();
    const mail = t.outbox.find((m) => m.to === email)!;
    expect(mail.subject).toBe(
      'You are invited to join the BuildRight Equipment staff as Warehouse',
    );
    expect(mail.html).toContain('Set up my staff account');
    const token = await invitationToken(email);

    const shown = await trpcQuery(t, 'staff.invitation', { token });
    expect(shown.data).toEqual({ email, role: 'warehouse' });

    const joined = await accept(token, `wh${counter}`);
    expect(joined.statusCode).toBe(200);
    expect(joined.json().result.data.json).toMatchObject({
      username: `wh${counter}`,
      role: 'admin',
      staffRole: 'warehouse',
      permissions: ['catalog.view', 'stock.edit', 'orders.view', 'orders.fulfil', 'returns.manage'],
    });
    // Signed in at once, with the role's powers and no more.
    const cookie = sessionCookie(joined);
    expect((await trpcQuery(t, 'orders.list', {}, cookie)).status).toBe(200);
    expect((await trpcQuery(t, 'staff.list', undefined, cookie)).status).toBe(403);
    // Joining was their first sign-in: the staff list does not say "Never".
    const listed = await trpcQuery<{
      members: { username: string; lastSignInAt: string | null }[];
    }>(t, 'staff.list', undefined, owner);
    const joinedMember = listed.data.members.find((m) => m.username === `wh${counter}`);
    expect(joinedMember?.lastSignInAt).toBeTruthy();

    // The link is used up.
    const again = await accept(token, `other${counter}`);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.json.message).toBe(INVITATION_REFUSED);
    expect((await trpcQuery(t, 'staff.invitation', { token })).status).toBe(400);
  });

  it('refuses an expired or revoked link, and a second invitation replaces the first', async () => {
    const email = newEmail();
    await invite(email, 'sales');
    const first = await invitationToken(email);
    await invite(email, 'manager');
    const second = await invitationToken(email);
    expect((await accept(first, `s${counter}`)).statusCode).toBe(400);

    const list = await trpcQuery<{ invitations: { id: number; email: string; role: string }[] }>(
      t,
      'staff.list',
      undefined,
      owner,
    );
    const open = list.data.invitations.filter((i) => i.email === email);
    expect(open).toEqual([expect.objectContaining({ role: 'manager' })]);

    await t.db
      .update(staffInvitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(staffInvitations.id, open[0]!.id));
    expect((await accept(second, `s${counter}`)).statusCode).toBe(400);

    await invite(email, 'sales');
    const third = await invitationToken(email);
    const [reopened] = await t.db
      .select({ id: staffInvitations.id })
      .from(staffInvitations)
      .where(
        sql`${staffInvitations.revokedAt} is null and ${staffInvitations.acceptedAt} is null and ${staffInvitations.email} = ${email}`,
      );
    expect(
      (await trpcMutation(t, 'staff.revokeInvitation', { id: reopened!.id }, owner)).status,
    ).toBe(200);
    expect((await accept(third, `s${counter}`)).statusCode).toBe(400);
  });

  it('refuses an address a staff member uses, a taken username and bad input', async () => {
    const taken = await invite(ADMIN.email, 'sales');
    expect(taken.status).toBe(409);
    expect(taken.error.message).toBe('A staff member already uses that e-mail address');

    const email = newEmail();
    await invite(email, 'sales');
    const clash = await accept(await invitationToken(email), ADMIN.username);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.json.message).toBe('That username is already taken');

    expect((await invite('not-an-address', 'sales')).error.message).toBe('Valid email is required');
    expect((await invite(newEmail(), 'janitor')).status).toBe(400);
    const short = await accept(await invitationToken(email), 'ok-name', 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.json.message).toBe('Password must be at least 8 characters');
  });
});

describe('roles and disabled accounts', () => {
  it('changes a role at once, for a session already signed in', async () => {
    const member = await signInStaff(t, 'warehouse');
    expect((await trpcQuery(t, 'quotes.staff.list', {}, member.cookie)).status).toBe(403);
    expect(
      (await trpcMutation(t, 'staff.setRole', { id: member.id, role: 'sales' }, owner)).status,
    ).toBe(200);
    expect((await trpcQuery(t, 'quotes.staff.list', {}, member.cookie)).status).toBe(200);
  });

  it('disabling signs the member out everywhere and refuses their sign-in', async () => {
    const member = await signInStaff(t, 'sales');
    expect(
      (await trpcMutation(t, 'staff.setDisabled', { id: member.id, disabled: true }, owner)).status,
    ).toBe(200);
    expect((await trpcQuery(t, 'orders.list', undefined, member.cookie)).status).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: member.username, password: ADMIN.password },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().message).toBe(
      "This staff account is disabled. Ask the shop's owner to enable it.",
    );
    // A wrong password says only that the credentials are wrong.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: member.username, password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);

    await trpcMutation(t, 'staff.setDisabled', { id: member.id, disabled: false }, owner);
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: member.username, password: ADMIN.password },
    });
    expect(back.statusCode).toBe(200);
  });

  it('keeps an enabled owner: the last one can be neither demoted nor disabled', async () => {
    const [me] = await t.db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(adminUsers.username, ADMIN.username));
    const others = await t.db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(adminUsers.staffRole, 'owner'));
    for (const other of others.filter((o) => o.id !== me!.id)) {
      await trpcMutation(t, 'staff.setRole', { id: other.id, role: 'manager' }, owner);
    }
    const demote = await trpcMutation(t, 'staff.setRole', { id: me!.id, role: 'manager' }, owner);
    expect(demote.status).toBe(409);
    expect(demote.error.message).toBe('The shop needs at least one enabled owner');
    const disableSelf = await trpcMutation(
      t,
      'staff.setDisabled',
      { id: me!.id, disabled: true },
      owner,
    );
    expect(disableSelf.status).toBe(400);
    expect(disableSelf.error.message).toBe('You cannot disable your own account');

    // With a second owner, the first may step down.
    const second = await signInStaff(t, 'owner');
    expect(
      (await trpcMutation(t, 'staff.setRole', { id: me!.id, role: 'manager' }, second.cookie))
        .status,
    ).toBe(200);
    expect((await trpcQuery(t, 'staff.list', undefined, owner)).status).toBe(403);
    await trpcMutation(t, 'staff.setRole', { id: me!.id, role: 'owner' }, second.cookie);
  });

  it('refuses an unknown member with 404', async () => {
    const response = await trpcMutation(t, 'staff.setRole', { id: 999999, role: 'sales' }, owner);
    expect(response.status).toBe(404);
  });
});
