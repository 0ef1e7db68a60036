import { contactSubmissions } from '@buildright/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, signInStaff } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { trpcMutation, trpcQuery } from '../testing/trpc.ts';

const BULK = 120;

let t: TestApp;
let admin: string;
/** Every message in the database, as a plain oracle for the server's filters and order. */
let everyMessage: { id: number; createdAt: Date; readAt: Date | null }[];
/** Messages with something to search for, by what they carry. */
let named: Record<'zelda' | 'percent' | 'underscore', number>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);

  // 120 messages, two to a minute (so the id breaks ties), every third one read: set-based, as
  // a big shop's inbox holds them.
  await t.db.execute(sql`
    insert into contact_submissions (name, email, company, subject, message, created_at, read_at)
    select 'Bulk Sender ' || g, 'bulk' || g || '@example.com',
      case when g % 2 = 0 then 'Yard ' || g end, 'Question ' || g, 'About part ' || g,
      timestamptz '2025-01-01 00:00Z' + (g / 2) * interval '1 minute',
      case when g % 3 = 0 then timestamptz '2025-02-01 00:00Z' end
    from generate_series(1, ${BULK}) g`);

  const addMessage = async (values: {
    name: string;
    email: string;
    company?: string;
    subject: string;
  }) => {
    const [row] = await t.db
      .insert(contactSubmissions)
      .values({ ...values, message: 'A message long enough', createdAt: new Date('2024-06-01Z') })
      .returning({ id: contactSubmissions.id });
    return row!.id;
  };
  named = {
    zelda: await addMessage({
      name: "Zelda O'Hara",
      email: 'zelda@Quarry-Works.example',
      company: 'Granite Haulage',
      subject: 'Ripper tooth wear',
    }),
    percent: await addMessage({
      name: 'Steel Ltd',
      email: 'steel@example.com',
      subject: '100% off?',
    }),
    underscore: await addMessage({
      name: 'Under Co',
      email: 'under_score@example.com',
      subject: 'Hello',
    }),
  };

  everyMessage = await t.db
    .select({
      id: contactSubmissions.id,
      createdAt: contactSubmissions.createdAt,
      readAt: contactSubmissions.readAt,
    })
    .from(contactSubmissions);
});
afterAll(() => t.close());

const newestFirst = (rows: typeof everyMessage) =>
  [...rows]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    .map((row) => row.id);
const unread = () => everyMessage.filter((message) => message.readAt === null);

/** The list as a client asks for it; a null cookie is a guest. */
async function get(query = '', cookie: string | null = admin) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/contact-submissions${query ? `?${query}` : ''}`,
    headers: cookie ? { cookie } : {},
  });
  return {
    status: response.statusCode,
    body: response.json(),
    ids:
      response.statusCode === 200
        ? (response.json() as { id: number }[]).map((message) => message.id)
        : [],
    total: Number(response.headers['x-total-count']),
  };
}

describe('GET /api/admin/contact-submissions, a page at a time', () => {
  it('answers the first 50 messages, newest first, with the total in X-Total-Count', async () => {
    const page = await get();
    expect(page.status).toBe(200);
    expect(Array.isArray(page.body)).toBe(true);
    expect(page.total).toBe(BULK + 3);
    expect(page.ids).toEqual(newestFirst(everyMessage).slice(0, 50));
    expect(page.body[0]).toEqual({
      id: page.ids[0],
      name: 'Bulk Sender 120',
      email: 'bulk120@example.com',
      phone: null,
      company: 'Yard 120',
      subject: 'Question 120',
      message: 'About part 120',
      createdAt: '2025-01-01T01:00:00.000Z',
      readAt: '2025-02-01T00:00:00.000Z',
      handledAt: null,
      handledBy: null,
    });
  });

  it('answers later pages, the last one and an empty one beyond it', async () => {
    const all = newestFirst(everyMessage);
    const second = await get('page=2&pageSize=30');
    expect(second.ids).toEqual(all.slice(30, 60));
    expect(second.total).toBe(all.length);

    const last = await get('page=3');
    expect(last.ids).toEqual(all.slice(100));
    const beyond = await get('page=4');
    expect(beyond.ids).toEqual([]);
    expect(beyond.total).toBe(all.length);

    expect((await get('pageSize=200')).ids).toEqual(all);
  });

  it('refuses bad values with a 400 naming the parameter', async () => {
    const cases: [string, string, string][] = [
      ['page=abc', 'page', 'Page must be a whole number of at least 1'],
      ['page=0', 'page', 'Page must be a whole number of at least 1'],
      ['page=-1', 'page', 'Page must be a whole number of at least 1'],
      ['page=1.5', 'page', 'Page must be a whole number of at least 1'],
      ['page=', 'page', 'Page must be a whole number of at least 1'],
      ['pageSize=201', 'pageSize', 'Page size must be a whole number from 1 to 200'],
      ['pageSize=0', 'pageSize', 'Page size must be a whole number from 1 to 200'],
      ['pageSize=ten', 'pageSize', 'Page size must be a whole number from 1 to 200'],
      ['unread=yes', 'unread', 'Must be true or false'],
      ['unread=', 'unread', 'Must be true or false'],
      [`q=${'x'.repeat(101)}`, 'q', 'Search must be at most 100 characters'],
    ];
    for (const [query, field, message] of cases) {
      const answer = await get(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message, query).toBe(message);
      expect(Object.keys(answer.body.errors), query).toEqual([field]);
    }
  });

  it('lists only the unread messages when asked', async () => {
    const expected = unread();
    const page = await get('unread=true&pageSize=200');
    expect(page.total).toBe(expected.length);
    expect(page.ids).toEqual(newestFirst(expected));
    expect(page.body.every((message: { readAt: unknown }) => message.readAt === null)).toBe(true);

    const paged = await get('unread=true&page=2&pageSize=10');
    expect(paged.ids).toEqual(newestFirst(expected).slice(10, 20));

    const all = await get('unread=false');
    expect(all.total).toBe(everyMessage.length);
  });

  it("searches the sender's name, e-mail and company, and the subject", async () => {
    const search = async (q: string, more = '') =>
      get(`q=${encodeURIComponent(q)}&pageSize=200${more}`);

    expect((await search("o'hara")).ids).toEqual([named.zelda]);
    expect((await search(' QUARRY-works ')).ids).toEqual([named.zelda]);
    expect((await search('granite')).ids).toEqual([named.zelda]);
    expect((await search('ripper TOOTH')).ids).toEqual([named.zelda]);

    // Bulk Sender 11 and 110 to 119.
    expect((await search('sender 11')).total).toBe(11);
    // The digits are in the name, e-mail, company and subject alike: 12, 112 and 120.
    expect((await search('12')).total).toBe(3);

    // % and _ are the letters typed, not patterns.
    expect((await search('%')).ids).toEqual([named.percent]);
    expect((await search('_')).ids).toEqual([named.underscore]);
    expect((await search('no such sender')).total).toBe(0);
    // A blank search is no search.
    expect((await search('   ')).total).toBe(everyMessage.length);
  });

  it('combines the unread filter, the search and paging in the total', async () => {
    const answer = await get('q=bulk%20sender&unread=true&page=2&pageSize=5');
    const expected = newestFirst(unread()).filter((id) => !Object.values(named).includes(id));
    expect(answer.total).toBe(expected.length);
    expect(answer.ids).toEqual(expected.slice(5, 10));
  });

  it('refuses guests (401) and a staff role that does not read messages (403)', async () => {
    const guest = await get('', null);
    expect(guest.status).toBe(401);
    for (const role of ['manager', 'warehouse'] as const) {
      const staff = await signInStaff(t, role);
      const refused = await get('', staff.cookie);
      expect(refused.status, role).toBe(403);
      expect(refused.body.message, role).toMatch(/^Your role \(\w+\) does not allow this$/);
    }
    const sales = await signInStaff(t, 'sales');
    expect((await get('', sales.cookie)).total).toBe(everyMessage.length);
  });
});

describe('the OpenAPI document', () => {
  it('describes the paging parameters and the total header', async () => {
    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operation = paths['/api/admin/contact-submissions'].get;
    expect(
      operation.parameters.map((p: { name: string; in: string }) => `${p.in} ${p.name}`),
    ).toEqual(['query page', 'query pageSize', 'query unread', 'query show', 'query q']);
    expect(operation.summary).toContain('X-Total-Count');
    expect(operation.description).toContain('X-Total-Count');
  });
});

describe('tRPC contact.list', () => {
  type List = { messages: { id: number; readAt: string | null }[]; total: number };

  it('answers { messages, total } and refuses a page size above 200', async () => {
    const list = await trpcQuery<List>(
      t,
      'contact.list',
      { page: 2, pageSize: 5, unread: true },
      admin,
    );
    expect(list.status).toBe(200);
    expect(list.data.total).toBe(unread().length);
    expect(list.data.messages.map((m) => m.id)).toEqual(newestFirst(unread()).slice(5, 10));

    const defaults = await trpcQuery<List>(t, 'contact.list', {}, admin);
    expect(defaults.data.messages).toHaveLength(50);
    expect(defaults.data.total).toBe(everyMessage.length);

    const tooBig = await trpcQuery(t, 'contact.list', { pageSize: 201 }, admin);
    expect(tooBig.status).toBe(400);
    expect(tooBig.error.data?.fieldErrors).toHaveProperty('pageSize');
  });

  it('leaves the unread list once opened (markRead)', async () => {
    const [first] = newestFirst(unread());
    expect((await trpcMutation(t, 'contact.markRead', { id: first }, admin)).status).toBe(200);
    const after = await trpcQuery<List>(t, 'contact.list', { unread: true, pageSize: 200 }, admin);
    expect(after.data.messages.map((m) => m.id)).not.toContain(first);
    expect(after.data.total).toBe(unread().length - 1);
  });
});
