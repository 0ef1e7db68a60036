import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { upsertAdmin } from '@buildright/api';
import {
  adminUsers,
  categories,
  companies,
  companyCategoryDiscounts,
  companyMembers,
  companyProductPrices,
  invoices,
  productPriceTiers,
  orders,
  products,
  quotes,
  type DatabaseConnection,
} from '@buildright/db';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase } from '@buildright/db/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from './app.ts';
import { prepareDatabase } from './bootstrap.ts';
import { loadConfig } from './env.ts';

let dataDir: string;
const closers: (() => Promise<unknown>)[] = [];

function configFor(env: Record<string, string>) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'a-session-secret-long-enough-for-cookies',
    RATE_LIMIT_MULTIPLIER: '1000',
    ...env,
  });
}

function recordingLog() {
  const lines: string[] = [];
  const record = (obj: object, msg?: string) =>
    void lines.push(`${msg ?? ''} ${JSON.stringify(obj)}`);
  return { lines, log: { info: record, warn: record, error: record } };
}

async function freshDatabase() {
  const connection = await createTestDatabase(
    process.env.DATABASE_URL,
    undefined,
    inject('databaseTemplate'),
  );
  closers.push(() => connection.close());
  return connection;
}

async function appOn(connection: DatabaseConnection, env: Record<string, string>) {
  const app = await buildApp({
    config: configFor(env),
    connection,
    mailer: { send: async () => {} },
    logger: false,
    sites: { webDir: join(dataDir, 'no-web'), adminDir: join(dataDir, 'no-admin') },
  });
  closers.unshift(() => app.close());
  return app;
}

function signIn(app: App, username: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password } });
}

async function adminNames(connection: DatabaseConnection) {
  const rows = await connection.db.select({ username: adminUsers.username }).from(adminUsers);
  return rows.map((row) => row.username).sort();
}

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'buildright-bootstrap-'));
});

afterAll(async () => {
  for (const close of closers) await close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('prepareDatabase in demo mode', () => {
  let connection: DatabaseConnection;
  let app: App;

  beforeAll(async () => {
    connection = await freshDatabase();
    app = await appOn(connection, { DEMO: 'true' });
  });

  it('fills an empty shop with the demo catalogue and the demo admin', async () => {
    const { lines, log } = recordingLog();
    await prepareDatabase(connection, configFor({ DEMO: 'true' }), log);

    const categoryNames = (
      await connection.db.select({ name: categories.name }).from(categories)
    ).map((c) => c.name);
    expect(categoryNames).toEqual(
      expect.arrayContaining(['Excavator Upgrade Kits', 'Machinery', 'Tools', 'Safety Gear']),
    );
    const demoProducts = await connection.db.select().from(products);
    expect(demoProducts.length).toBeGreaterThanOrEqual(16);
    expect(demoProducts.some((p) => p.stock === 0)).toBe(true);
    expect(demoProducts.some((p) => p.stock >= 1 && p.stock <= 10)).toBe(true);
    expect(demoProducts.some((p) => p.stock > 10)).toBe(true);
    expect(demoProducts.some((p) => p.salePrice !== null)).toBe(true);

    expect(await adminNames(connection)).toEqual(['admin']);
    expect(lines.join('\n')).toContain('admin sign-in: admin / admin123');

    // The quote desk shows every state at once.
    const demoQuotes = await connection.db.select({ status: quotes.status }).from(quotes);
    expect(new Set(demoQuotes.map((quote) => quote.status))).toEqual(
      new Set(['requested', 'quoted', 'changes_requested', 'ordered', 'declined', 'expired']),
    );

    // A company buying on account: three members, Net 30, an approval waiting, an overdue invoice.
    const [company] = await connection.db.select().from(companies);
    expect(company).toMatchObject({ name: 'Digger & Sons Excavation', paymentTerms: 'net30' });
    expect(await connection.db.$count(companyMembers)).toBe(3);
    const onAccount = await connection.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.companyId, company!.id));
    expect(onAccount.map((order) => order.status).sort()).toEqual([
      'awaiting_approval',
      'pending',
      'pending',
    ]);
    const overdue = await connection.db
      .select()
      .from(invoices)
      .where(sql`${invoices.dueOn} < current_date`);
    expect(overdue).toHaveLength(1);
    // Its price list, and volume tiers on some products for everyone.
    expect(await connection.db.$count(companyCategoryDiscounts)).toBe(1);
    expect(await connection.db.$count(companyProductPrices)).toBe(1);
    expect(await connection.db.$count(productPriceTiers)).toBeGreaterThanOrEqual(3);
    expect(lines.join('\n')).toContain(
      'demo company members dana.digger, alex.approver, frankie.foreman / demo-company-1',
    );

    const response = await signIn(app, 'admin', 'admin123');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      admin: {
        id: expect.any(Number),
        username: 'admin',
        role: 'admin',
        // The demo admin is the shop's owner.
        staffRole: 'owner',
        permissions: expect.arrayContaining(['staff.manage', 'activity.view']),
      },
    });
  });

  it('shows the demo credentials on the sign-in forms', async () => {
    const response = await app.inject({ method: 'GET', url: '/trpc/auth.admin.signInHint' });
    expect(response.json()).toEqual({
      result: { data: { json: { username: 'admin', password: 'admin123' } } },
    });
  });

  it('seeds nothing more on the next start, and leaves a changed admin password alone', async () => {
    const counts = async () => ({
      categories: await connection.db.$count(categories),
      products: await connection.db.$count(products),
      admins: await connection.db.$count(adminUsers),
    });
    const before = await counts();
    await upsertAdmin(connection.db, { username: 'admin', password: 'a-better-password' });

    const { lines, log } = recordingLog();
    await prepareDatabase(connection, configFor({ DEMO: 'true' }), log);

    expect(await counts()).toEqual(before);
    expect(lines).toEqual([]);
    expect((await signIn(app, 'admin', 'admin123')).statusCode).toBe(401);
    expect((await signIn(app, 'admin', 'a-better-password')).statusCode).toBe(200);
  });
});

describe('prepareDatabase outside demo mode', () => {
  let connection: DatabaseConnection;
  let app: App;

  beforeAll(async () => {
    connection = await freshDatabase();
    app = await appOn(connection, { DEMO: 'false' });
  });

  it('creates no admin and no catalogue on its own', async () => {
    const { lines, log } = recordingLog();
    await prepareDatabase(connection, configFor({ DEMO: 'false' }), log);
    expect(await adminNames(connection)).toEqual([]);
    expect(await connection.db.$count(products)).toBe(0);
    expect(await connection.db.$count(categories)).toBe(0);
    expect(lines).toEqual([]);
    expect((await signIn(app, 'admin', 'admin123')).statusCode).toBe(401);
  });

  it('creates the admin named by ADMIN_USERNAME/ADMIN_PASSWORD, and no demo admin', async () => {
    const { lines, log } = recordingLog();
    const config = configFor({
      DEMO: 'false',
      ADMIN_USERNAME: 'ops',
      ADMIN_PASSWORD: 'first-password',
    });
    await prepareDatabase(connection, config, log);

    expect(await adminNames(connection)).toEqual(['ops']);
    expect(await connection.db.$count(products)).toBe(0);
    expect((await signIn(app, 'ops', 'first-password')).statusCode).toBe(200);
    expect((await signIn(app, 'admin', 'admin123')).statusCode).toBe(401);
    // The password is never logged.
    expect(lines.join('\n')).toContain('ops');
    expect(lines.join('\n')).not.toContain('first-password');
  });

  it('sets a new password for that admin on the next start', async () => {
    const config = configFor({
      DEMO: 'false',
      ADMIN_USERNAME: 'ops',
      ADMIN_PASSWORD: 'second-password',
    });
    await prepareDatabase(connection, config, recordingLog().log);

    expect(await adminNames(connection)).toEqual(['ops']);
    expect((await signIn(app, 'ops', 'first-password')).statusCode).toBe(401);
    expect((await signIn(app, 'ops', 'second-password')).statusCode).toBe(200);
  });

  it('stores the password hashed', async () => {
    const [row] = await connection.db.select({ password: adminUsers.password }).from(adminUsers);
    expect(row!.password).toMatch(/^\$argon2id\$/);
  });
});
