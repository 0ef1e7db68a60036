import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Mailer, MailMessage } from '@buildright/api';
import { connect, type DatabaseConnection } from '@buildright/db';
import { createTestDatabase } from '@buildright/db/testing';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../app.ts';
import { loadConfig } from '../env.ts';
import { BACK_IN_STOCK, MAIL_DELIVERY } from '../jobs/shop-jobs.ts';

interface TestAppOptions {
  /** Lower limits for the rate-limit tests; by default they are out of the way. */
  rateLimits?: AppOptions['rateLimits'];
  env?: Record<string, string>;
  /** Replaces the recording mailer, e.g. with one that fails. */
  mailer?: Mailer;
  sites?: AppOptions['sites'];
  /** Lets a product import fetch documents from a server the test runs on this machine. */
  allowPrivateDocumentUrls?: boolean;
  sitemapUrlLimit?: AppOptions['sitemapUrlLimit'];
  /**
   * Runs this app as a second server process on that app's database: its own connection on
   * PostgreSQL; on PGlite, which one process holds, the same one.
   */
  sameDatabaseAs?: { database: TestAppDatabase };
  /** A database the test made itself (e.g. one that is down); the test closes it. */
  connection?: DatabaseConnection;
  /**
   * The background jobs. By default none runs on a schedule: a test runs one when it means to
   * (`runJob`), as `deliverMail()` does; runs sent (mail queued) still go to the workers.
   */
  jobs?: AppOptions['jobs'];
  /** Fastify's logger, e.g. writing to a stream the test reads; silent by default. */
  logger?: AppOptions['logger'];
}

/** The app's database, and how to let go of it when the app closes. */
interface TestAppDatabase {
  connection: DatabaseConnection;
  /** Set on PostgreSQL, where more connections to the same database can be opened. */
  url: string | undefined;
  close(): Promise<void>;
}

async function testDatabase(options: TestAppOptions): Promise<TestAppDatabase> {
  const keep = async () => {};
  if (options.connection) return { connection: options.connection, url: undefined, close: keep };
  const shared = options.sameDatabaseAs?.database;
  if (shared?.url) {
    const connection = await connect({
      databaseUrl: shared.url,
      directUrl: shared.connection.directUrl,
      maxConnections: 5,
    });
    return { connection, url: shared.url, close: () => connection.close() };
  }
  if (shared) return { connection: shared.connection, url: undefined, close: keep };
  // DATABASE_DIRECT_URL: DATABASE_URL is PgBouncer in front of that server (how CI runs it too).
  const connection = await createTestDatabase(
    process.env.DATABASE_URL,
    process.env.DATABASE_DIRECT_URL,
    inject('databaseTemplate'),
  );
  return { connection, url: connection.url, close: () => connection.close() };
}

/**
 * The real app on a fresh database: in-memory PGlite, or a new database on the PostgreSQL
 * server named by DATABASE_URL (how CI runs the suite a second time).
 */
export async function createTestApp(options: TestAppOptions = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'buildright-test-'));
  const database = await testDatabase(options);
  const { connection } = database;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'test-secret-that-is-long-enough-for-cookies',
    SHOP_EMAIL: 'shop@buildright.test',
    DEMO: 'false',
    RATE_LIMIT_MULTIPLIER: '1000',
    ...options.env,
  });
  const outbox: MailMessage[] = [];
  const app = await buildApp({
    config,
    connection,
    mailer: options.mailer ?? { send: async (message) => void outbox.push(message) },
    sites: options.sites,
    allowPrivateDocumentUrls: options.allowPrivateDocumentUrls,
    sitemapUrlLimit: options.sitemapUrlLimit,
    rateLimits: options.rateLimits,
    logger: options.logger ?? false,
    jobs: { schedules: false, ...options.jobs },
  });
  await app.ready();
  return {
    app,
    db: connection.db,
    database,
    /** Where the uploads store keeps its files. */
    uploadsDir: config.uploadsDir,
    /** What the mailer was handed, once `deliverMail()` has run the outbox's jobs. */
    outbox,
    /** Turns due back-in-stock requests into e-mails and sends everything due, then resolves. */
    async deliverMail() {
      await app.jobs.runNow(BACK_IN_STOCK);
      await app.jobs.runNow(MAIL_DELIVERY);
    },
    /** Runs a job here and now (after its run in progress) and answers what it did. */
    runJob: (name: string) => app.jobs.runNow(name),
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
