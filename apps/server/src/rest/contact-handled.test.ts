import { auditEntries, contactSubmissions } from '@buildright/db';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer, signInStaff } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { trpcMutation, trpcQuery } from '../testing/trpc.ts';

let t: TestApp;
let sales: { cookie: string; id: number; username: string };
let ids: number[];

beforeAll(async () => {
  t = await createTestApp();
  sales = await signInStaff(t, 'sales');
  const rows = await t.db
    .insert(contactSubmissions)
    .values(
      [1, 2, 3].map((n) => ({
        name: `Sender ${n}`,
        email: `sender${n}@example.com`,
        subject: `Question ${n}`,
        message: 'Please call me back about shoring boxes.',
        createdAt: new Date(Date.UTC(2025, 0, n)),
      })),
    )
    .returning({ id: contactSubmissions.id });
  ids = rows.map((row) => row.id);
});
afterAll(() => t.close());

const request = async (
  method: 'GET' | 'POST',
  url: string,
  cookie: string | null = sales.cookie,
) => {
  const response = await t.app.inject({ method, url, headers: cookie ? { cookie } : {} });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
};
const shown = async (show: string) => {
  const answer = await request('GET', `/api/admin/contact-submissions?show=${show}`);
  expect(answer.status).toBe(200);
  return {
    ids: (answer.body as { id: number }[]).map((message) => message.id),
    total: Number(answer.headers['x-total-count']),
  };
};
const auditOf = (id: number) =>
  t.db
    .select({
      action: auditEntries.action,
      actorName: auditEntries.actorName,
      entityLabel: auditEntries.entityLabel,
      changes: auditEntries.changes,
    })
    .from(auditEntries)
    .where(and(eq(auditEntries.entityType, 'contact'), eq(auditEntries.entityId, id)))
    .orderBy(asc(auditEntries.id));

describe('handling a contact message', () => {
  it('moves it from Unhandled to Handled, says who and when, and logs it once', async () => {
    const [first, second, third] = ids as [number, number, number];
    expect(await shown('unhandled')).toEqual({ ids: [third, second, first], total: 3 });
    expect(await shown('handled')).toEqual({ ids: [], total: 0 });

    const handled = await request('POST', `/api/admin/contact-submissions/${second}/handled`);
    expect(handled.status).toBe(200);
    expect(handled.body).toMatchObject({ id: second, handledBy: sales.username });
    expect(Date.parse(handled.body.handledAt)).toBeGreaterThan(Date.now() - 60_000);
    // Dealt with is read too.
    expect(handled.body.readAt).not.toBeNull();

    expect(await shown('unhandled')).toEqual({ ids: [third, first], total: 2 });
    expect(await shown('handled')).toEqual({ ids: [second], total: 1 });
    expect((await shown('all')).total).toBe(3);

    // Handling it again changes nothing and logs nothing.
    const again = await request('POST', `/api/admin/contact-submissions/${second}/handled`);
    expect(again.body.handledAt).toBe(handled.body.handledAt);
    expect(await auditOf(second)).toEqual([
      {
        action: 'contact.handled',
        actorName: sales.username,
        entityLabel: 'Question 2 (from Sender 2)',
        changes: [{ field: 'handled', from: false, to: true }],
      },
    ]);
  });

  it('reopens it: back in Unhandled, logged', async () => {
    const [, second] = ids as [number, number];
    const reopened = await request('POST', `/api/admin/contact-submissions/${second}/reopen`);
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({ handledAt: null, handledBy: null });
    expect((await shown('unhandled')).ids).toContain(second);
    expect((await shown('handled')).total).toBe(0);
    expect((await auditOf(second)).map((entry) => entry.action)).toEqual([
      'contact.handled',
      'contact.reopened',
    ]);
  });

  it('works through tRPC as the admin site calls it, with the message in full by id', async () => {
    const [first] = ids as [number];
    const marked = await trpcMutation(t, 'contact.markHandled', { id: first }, sales.cookie);
    expect(marked.status).toBe(200);
    const read = await trpcQuery<{ handledBy: string; message: string }>(
      t,
      'contact.byId',
      { id: first },
      sales.cookie,
    );
    expect(read.data).toMatchObject({
      handledBy: sales.username,
      message: 'Please call me back about shoring boxes.',
    });
    const unhandled = await trpcQuery<{ messages: { id: number }[]; total: number }>(
      t,
      'contact.list',
      { show: 'unhandled' },
      sales.cookie,
    );
    expect(unhandled.data.messages.map((m) => m.id)).not.toContain(first);
  });

  it('answers 404 for no such message and 400 for an unknown view', async () => {
    for (const url of [
      '/api/admin/contact-submissions/999999',
      '/api/admin/contact-submissions/999999/handled',
      '/api/admin/contact-submissions/999999/reopen',
    ]) {
      const answer = await request(url.endsWith('999999') ? 'GET' : 'POST', url);
      expect(answer.status, url).toBe(404);
      expect(answer.body.message, url).toBe('No contact message with id 999999');
    }
    const bad = await request('GET', '/api/admin/contact-submissions?show=done');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Show must be 'unhandled', 'handled' or 'all'");
    expect(Object.keys(bad.body.errors)).toEqual(['show']);
  });

  it('is refused to guests, customers and roles that do not read messages, changing nothing', async () => {
    const [, , third] = ids as [number, number, number];
    const url = `/api/admin/contact-submissions/${third}/handled`;
    expect((await request('POST', url, null)).status).toBe(401);
    expect((await request('POST', url, (await registerCustomer(t)).cookie)).status).toBe(403);
    for (const role of ['manager', 'warehouse'] as const) {
      const refused = await request('POST', url, (await signInStaff(t, role)).cookie);
      expect(refused.status, role).toBe(403);
    }
    const [row] = await t.db
      .select({ handledAt: contactSubmissions.handledAt })
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, third));
    expect(row!.handledAt).toBeNull();
    expect(await auditOf(third)).toEqual([]);
  });
});
