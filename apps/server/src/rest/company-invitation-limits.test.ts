import { defaultRateLimits } from '@buildright/api';
import { outboxEmails } from '@buildright/db';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyAdmin, joinedMember } from '../testing/companies.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Every company invitation is an e-mail to an address someone typed: the shop's own limits,
// not the tests' relaxed ones, keep a new account from using it as a mail relay.
let t: TestApp;

beforeAll(async () => {
  const { companyInviteClient, companyInviteAccount, companyInviteCompany, companyInviteAddress } =
    defaultRateLimits;
  t = await createTestApp({
    rateLimits: {
      companyInviteClient,
      companyInviteAccount,
      companyInviteCompany,
      companyInviteAddress,
    },
  });
});
afterAll(() => t?.close());

let nextClient = 1;
const freshClient = () => `10.4.0.${nextClient++}`;

function invite(cookie: string, email: string, client: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/companies/me/invitations',
    headers: { cookie },
    payload: { email, role: 'buyer' },
    remoteAddress: client,
  });
}

/** Invites each address in turn: the status of every answer, and the refusals' messages. */
async function inviteAll(cookie: string, emails: string[], client: string) {
  const statuses: number[] = [];
  const refusals = new Set<string>();
  for (const email of emails) {
    const response = await invite(cookie, email, client);
    statuses.push(response.statusCode);
    if (response.statusCode === 429) refusals.add(response.json().message);
  }
  return { statuses, refusals: [...refusals] };
}

const mailsTo = (emails: string[]) =>
  t.db
    .select({ subject: outboxEmails.subject })
    .from(outboxEmails)
    .where(inArray(outboxEmails.recipient, emails));

const addresses = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}${i}-${Date.now()}@example.com`);

const times = <T>(count: number, value: T): T[] => Array.from({ length: count }, () => value);

describe('company invitations', () => {
  it('reach one mailbox 3 times a day at most: the 11th is a 429 and mails nothing', async () => {
    const lure = 'Refund waiting - claim at https://evil.example/r';
    const admin = await companyAdmin(t, lure);
    const victim = `victim${Date.now()}@example.com`;
    const { statuses, refusals } = await inviteAll(admin.cookie, times(11, victim), freshClient());
    expect(statuses).toEqual([...times(3, 201), ...times(8, 429)]);
    expect(refusals).toEqual([
      expect.stringMatching(
        /^Too many invitations to this e-mail address\. Please try again in \d+ minutes\.$/,
      ),
    ]);
    // The mails that did go out carry the shop's words as their subject, not the company's name.
    const mails = await mailsTo([victim]);
    expect(mails.map((mail) => mail.subject)).toEqual(
      times(3, 'You are invited to a company account at BuildRight Equipment'),
    );

    // The same mailbox, spelt another way, from another company and client, is refused too.
    const other = await companyAdmin(t, 'Other Firm');
    const [local, domain] = victim.split('@');
    const respelt = await invite(
      other.cookie,
      `${local!.toUpperCase()}+again@${domain}`,
      freshClient(),
    );
    expect(respelt.statusCode).toBe(429);
    expect(await mailsTo([victim, `${local!.toUpperCase()}+again@${domain}`])).toHaveLength(3);
  });

  it('from one account are 20 an hour, to whichever addresses', async () => {
    const admin = await companyAdmin(t);
    const emails = addresses('crew', 30);
    const { statuses, refusals } = await inviteAll(admin.cookie, emails, freshClient());
    expect(statuses).toEqual([...times(20, 201), ...times(10, 429)]);
    expect(refusals).toEqual([
      expect.stringMatching(/^Too many invitations from your account\. Please try again in/),
    ]);
    expect(await mailsTo(emails)).toHaveLength(20);
  });

  it('from one company are 50 a day, whichever of its admins sends them', async () => {
    const first = await companyAdmin(t);
    const second = await joinedMember(t, first.cookie, 'admin');
    const third = await joinedMember(t, first.cookie, 'admin');
    const sent = [
      await inviteAll(first.cookie, addresses('a', 18), freshClient()),
      await inviteAll(second.cookie, addresses('b', 20), freshClient()),
      await inviteAll(third.cookie, addresses('c', 10), freshClient()),
    ];
    expect(sent.flatMap((batch) => batch.statuses)).toEqual(times(48, 201));
    const emails = addresses('d', 1);
    const refused = await invite(third.cookie, emails[0]!, freshClient());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many invitations from your company\. /);
    expect(await mailsTo(emails)).toHaveLength(0);
  });

  it('from one client are 30 an hour, whatever the accounts', async () => {
    const client = freshClient();
    const first = await companyAdmin(t);
    const second = await companyAdmin(t);
    expect((await inviteAll(first.cookie, addresses('e', 20), client)).statuses).toEqual(
      times(20, 201),
    );
    expect((await inviteAll(second.cookie, addresses('f', 10), client)).statuses).toEqual(
      times(10, 201),
    );
    const emails = addresses('g', 1);
    const refused = await invite(second.cookie, emails[0]!, client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many invitations\. Please try again in/);
    expect(await mailsTo(emails)).toHaveLength(0);
    // The same account from another client still invites.
    expect((await invite(second.cookie, emails[0]!, freshClient())).statusCode).toBe(201);
  });

  it('are counted only for a company admin: a buyer is refused for their role, not a limit', async () => {
    const admin = await companyAdmin(t);
    const buyer = await joinedMember(t, admin.cookie, 'buyer');
    const client = freshClient();
    const { statuses } = await inviteAll(buyer.cookie, addresses('h', 35), client);
    expect(statuses).toEqual(times(35, 403));
    expect((await invite(admin.cookie, addresses('i', 1)[0]!, client)).statusCode).toBe(201);
  });
});
