import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { upsertAdmin } from '@buildright/api';
import { createTestDatabase, type TestDatabase } from '@buildright/db/testing';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/env.ts';

/** The PostgreSQL server a bench runs on (a throwaway database on it), else the embedded one. */
export const benchServerUrl = process.env.BENCH_DATABASE_URL;
export const benchDatabaseName = benchServerUrl ? 'PostgreSQL' : 'the embedded database (PGlite)';

export interface BenchDatabase {
  connection: TestDatabase;
  db: TestDatabase['db'];
  /** Quiet configuration: no logs, no demo data, limits that a bench never meets. */
  config: Config;
  /** Drops the database and the data directory. */
  close(): Promise<void>;
}

export async function benchDatabase(name: string): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), `buildright-bench-${name}-`));
  const connection = await createTestDatabase(benchServerUrl);
  const config = loadConfig({
    // Production cookies are Secure and need HTTPS; the work measured is the same either way.
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'bench-secret-that-is-long-enough-for-cookies',
    DEMO: 'false',
    RATE_LIMIT_MULTIPLIER: '1000000',
  });
  return {
    connection,
    db: connection.db,
    config,
    close: async () => {
      await connection.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The real app on the bench's database, no job on a schedule, and the cookie of a signed-in admin. */
export async function benchAppWithAdmin({ connection, config }: BenchDatabase) {
  const app = await buildApp({
    config,
    connection,
    mailer: { send: async () => {} },
    logger: false,
    jobs: { schedules: false },
  });
  await app.ready();
  await upsertAdmin(connection.db, { username: 'bench', password: 'bench-password-1' });
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username: 'bench', password: 'bench-password-1' },
  });
  const adminCookie = `sid=${signIn.cookies.find((c) => c.name === 'sid')!.value}`;
  return { app, adminCookie };
}

/** The value below which a share `p` of the sorted times lie. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}
