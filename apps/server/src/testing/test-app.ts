import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Mailer, MailMessage, RateLimits } from '@buildright/api';
import { createTestDatabase } from '@buildright/db/testing';
import { buildApp, type AppOptions } from '../app.ts';
import { loadConfig } from '../env.ts';

export interface TestAppOptions {
  /** Lower limits for the rate-limit tests; by default they are out of the way. */
  rateLimits?: RateLimits;
  env?: Record<string, string>;
  /** Replaces the recording mailer, e.g. with one that fails. */
  mailer?: Mailer;
  sites?: AppOptions['sites'];
}

/**
 * The real app on a fresh database: in-memory PGlite, or a new database on the PostgreSQL
 * server named by DATABASE_URL (how CI runs the suite a second time).
 */
export async function createTestApp(options: TestAppOptions = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'buildright-test-'));
  const connection = await createTestDatabase(process.env.DATABASE_URL);
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
    rateLimits: options.rateLimits,
    logger: false,
    paymentSweepIntervalMs: 0,
    mailRetryIntervalMs: 0,
  });
  await app.ready();
  return {
    app,
    db: connection.db,
    /** What the mailer was handed, once `deliverMail()` has run the outbox worker. */
    outbox,
    deliverMail: () => app.mailWorker.run(),
    async close() {
      await app.close();
      await connection.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
