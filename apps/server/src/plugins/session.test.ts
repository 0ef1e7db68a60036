import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { upsertAdmin } from '@buildright/api';
import { sessions, type DatabaseConnection } from '@buildright/db';
import { createTestDatabase } from '@buildright/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../env.ts';
import { ADMIN, sessionCookie } from '../testing/fixtures.ts';
import { DrizzleSessionStore } from './session-store.ts';

const SESSION_SECRET = 'a-session-secret-shared-by-every-server-process';
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

let connection: DatabaseConnection;
let dataDir: string;
const apps: App[] = [];

/** One server process; several of them share the database as they would behind a load balancer. */
async function startServer(env: Record<string, string> = {}) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SESSION_SECRET,
    DEMO: 'false',
    RATE_LIMIT_MULTIPLIER: '1000',
    ...env,
  });
  const app = await buildApp({
    config,
    connection,
    mailer: { send: async () => {} },
    logger: false,
    sites: { webDir: join(dataDir, 'no-web'), adminDir: join(dataDir, 'no-admin') },
  });
  await app.ready();
  apps.push(app);
  return app;
}

function signIn(app: App, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/admin/login', payload: ADMIN, headers });
}

function whoAmI(app: App, cookie: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie, ...headers } });
}

function sidOf(cookie: string) {
  // sid=<id>.<signature>
  return cookie.slice('sid='.length).split('.')[0]!;
}

let server: App;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'buildright-session-'));
  connection = await createTestDatabase(
    process.env.DATABASE_URL,
    undefined,
    inject('databaseTemplate'),
  );
  await upsertAdmin(connection.db, ADMIN);
  server = await startServer();
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await connection?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, for the whole site, for a week, and not Secure in development', async () => {
    const response = await signIn(server);
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'sid')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeUndefined();
    const expires = (cookie.expires as Date).getTime();
    expect(expires).toBeGreaterThan(Date.now() + WEEK_MS - 60_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + WEEK_MS + 1000);
    // Signed: the id alone is refused.
    expect(cookie.value).toMatch(/^[\w-]+\.[\w+/-]+$/);
  });

  it('is Secure in production', async () => {
    const production = await startServer({
      NODE_ENV: 'production',
      TRUST_PROXY: 'true',
      PAYMENTS_PROVIDER: 'test',
    });
    // Behind the TLS-terminating proxy production runs behind.
    const https = { 'x-forwarded-proto': 'https' };
    const response = await signIn(production, https);
    expect(response.statusCode).toBe(200);
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/^sid=[^;]+; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/);
    expect((await whoAmI(production, sessionCookie(response), https)).statusCode).toBe(200);
  });

  it('is SameSite=None; Secure when the admin site lives on another origin', async () => {
    const crossSite = await startServer({
      NODE_ENV: 'production',
      TRUST_PROXY: 'true',
      PAYMENTS_PROVIDER: 'test',
      ADMIN_ORIGIN: 'https://admin.example',
    });
    const response = await signIn(crossSite, { 'x-forwarded-proto': 'https' });
    expect(String(response.headers['set-cookie'])).toMatch(/; HttpOnly; Secure; SameSite=None$/);
  });

  it('is not set for a guest, and a guest leaves no row behind', async () => {
    const before = await connection.db.$count(sessions);
    const response = await server.inject({ method: 'GET', url: '/api/products' });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await connection.db.$count(sessions)).toBe(before);
  });

  it('is refused when its signature was tampered with', async () => {
    const cookie = sessionCookie(await signIn(server));
    const forged = `sid=${sidOf(cookie)}.${'A'.repeat(43)}`;
    expect((await whoAmI(server, cookie)).statusCode).toBe(200);
    const response = await whoAmI(server, forged);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Not signed in' });
  });
});

describe('sessions in the database', () => {
  it('keeps the signed-in identity in a sessions row', async () => {
    const cookie = sessionCookie(await signIn(server));
    const [row] = await connection.db
      .select()
      .from(sessions)
      .where(eq(sessions.sid, sidOf(cookie)));
    expect(row).toBeDefined();
    expect(row!.sess).toMatchObject({ adminId: expect.any(Number) });
    expect(row!.expire.getTime()).toBeGreaterThan(Date.now() + WEEK_MS - 60_000);
  });

  it('survives into another server process on the same database', async () => {
    const cookie = sessionCookie(await signIn(server));
    const other = await startServer();
    const response = await whoAmI(other, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: {
        id: expect.any(Number),
        username: ADMIN.username,
        role: 'admin',
        staffRole: 'owner',
        permissions: expect.arrayContaining(['staff.manage']),
      },
    });
    // ...and signing out there ends it everywhere.
    expect(
      (await other.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } }))
        .statusCode,
    ).toBe(200);
    expect((await whoAmI(server, cookie)).statusCode).toBe(401);
  });

  it('gets a new id on sign-in, and the old id stops working', async () => {
    const registered = await server.inject({
      method: 'POST',
      url: '/api/local/register',
      payload: { username: 'casey', email: 'casey@example.com', password: 'a-long-password' },
    });
    expect(registered.statusCode).toBe(201);
    const planted = sessionCookie(registered);
    const response = await signIn(server, { cookie: planted });
    const fresh = sessionCookie(response);
    expect(sidOf(fresh)).not.toBe(sidOf(planted));
    expect(await connection.db.$count(sessions, eq(sessions.sid, sidOf(planted)))).toBe(0);
    expect((await whoAmI(server, fresh)).statusCode).toBe(200);
    const old = await server.inject({
      method: 'GET',
      url: '/api/local/user',
      headers: { cookie: planted },
    });
    expect(old.statusCode).toBe(401);
  });

  it('is deleted on sign-out', async () => {
    const cookie = sessionCookie(await signIn(server));
    const response = await server.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(await connection.db.$count(sessions, eq(sessions.sid, sidOf(cookie)))).toBe(0);
    expect((await whoAmI(server, cookie)).statusCode).toBe(401);
  });
});

describe('DrizzleSessionStore', () => {
  const store = () => new DrizzleSessionStore(connection.db);
  const hour = 60 * 60 * 1000;

  beforeEach(async () => {
    await connection.db.delete(sessions);
  });

  it('sweep() deletes expired sessions and keeps live ones', async () => {
    await connection.db.insert(sessions).values([
      { sid: 'expired-1', sess: { adminId: 1 }, expire: new Date(Date.now() - hour) },
      { sid: 'expired-2', sess: { customerId: 2 }, expire: new Date(Date.now() - 1000) },
      { sid: 'live', sess: { customerId: 3 }, expire: new Date(Date.now() + hour) },
    ]);
    expect(await store().sweep()).toBe(2);
    const left = await connection.db.select({ sid: sessions.sid }).from(sessions);
    expect(left).toEqual([{ sid: 'live' }]);
    expect(await store().sweep()).toBe(0);
  });

  it('does not hand out an expired session that was not swept yet', async () => {
    await connection.db.insert(sessions).values([
      { sid: 'stale', sess: { adminId: 1 }, expire: new Date(Date.now() - 1000) },
      { sid: 'live', sess: { adminId: 1 }, expire: new Date(Date.now() + hour) },
    ]);
    const get = (sid: string) =>
      new Promise((resolve, reject) =>
        store().get(sid, (error, session) => (error ? reject(error) : resolve(session))),
      );
    expect(await get('stale')).toBeNull();
    expect(await get('live')).toEqual({ adminId: 1 });
    expect(await get('missing')).toBeNull();
  });

  it('set() stores and replaces a session with its cookie expiry', async () => {
    const expires = new Date(Date.now() + 2 * hour);
    const session = { cookie: { expires }, customerId: 9 } as never;
    const set = (value: never) =>
      new Promise<void>((resolve, reject) =>
        store().set('abc', value, (error) => (error ? reject(error) : resolve())),
      );
    await set(session);
    await set({ cookie: { expires }, customerId: 10 } as never);
    const rows = await connection.db.select().from(sessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sess).toMatchObject({ customerId: 10 });
    expect(rows[0]!.expire.getTime()).toBe(expires.getTime());
  });
});
