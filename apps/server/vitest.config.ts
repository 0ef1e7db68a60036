import { configDefaults, defineConfig } from 'vitest/config';

// With TEST_DATABASE_URL (a PostgreSQL server, as in production and CI) every test file runs on
// it, and the embedded database runs its own smoke set; without it, everything runs embedded.
const postgresUrl = process.env.TEST_DATABASE_URL;
// With TEST_PGBOUNCER_URL too (PgBouncer in transaction mode before that server, with a `*`
// database entry), the core of the API runs once more through it, as on several machines.
const pgbouncerUrl = process.env.TEST_PGBOUNCER_URL;
if (pgbouncerUrl && !postgresUrl) {
  throw new Error('TEST_PGBOUNCER_URL needs TEST_DATABASE_URL, the server behind PgBouncer');
}

/**
 * Where the embedded database (PGlite, `pnpm start`'s default) takes paths of its own: its data
 * directory and start, the job queue's backend, LISTEN in the process, raw result shapes and
 * error codes, the catalogue's queries, imports and transactions that lock stock, and its backup.
 */
const embeddedSmokeSet = [
  'src/bootstrap.test.ts',
  'src/shutdown.test.ts',
  'src/plugins/health.test.ts',
  'src/plugins/session.test.ts',
  'src/rest/product-browse.test.ts',
  'src/search/catalogue-filters.test.ts',
  'src/search/relevance.test.ts',
  'src/rest/auth.test.ts',
  'src/rest/order-placing.test.ts',
  'src/rest/order-lifecycle.test.ts',
  'src/rest/unstorable-text.test.ts',
  'src/rest/product-import.test.ts',
  'src/rest/contract-prices.test.ts',
  'src/payments/card-checkout.test.ts',
  'src/quotes/request.test.ts',
  'src/jobs/jobs-view.test.ts',
  'src/mail/outbox.test.ts',
  'src/uploads/cleanup.test.ts',
  'src/dashboard/tallies.test.ts',
  'src/backup/restore-drill.test.ts',
];

/** Several machines behind PgBouncer: sessions, the catalogue's LISTEN, shared limits, jobs. */
const pgbouncerSet = [
  'src/rest/product-browse.test.ts',
  'src/rest/order-placing.test.ts',
  'src/quotes/request.test.ts',
  'src/rest/auth.test.ts',
  'src/payments/sweep.test.ts',
  'src/rest/shared-rate-limits.test.ts',
  'src/mail/outbox.test.ts',
  'src/jobs/two-processes.test.ts',
];

export default defineConfig({
  test: {
    // A file's app starts on a copy of one migrated database (made by @buildright/db/test-setup).
    globalSetup: ['@buildright/db/test-setup'],
    // Files share a worker's modules: each builds its own app and database, so nothing a file
    // keeps is module state, and importing the app once per worker saves most of the run.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    // Restarts the server under every other file: run alone by vitest.restart.config.ts.
    exclude: [...configDefaults.exclude, 'src/database-restart.test.ts'],
    projects: [
      {
        extends: true as const,
        test: { name: 'pglite', include: postgresUrl ? embeddedSmokeSet : ['src/**/*.test.ts'] },
      },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: ['src/**/*.test.ts'],
                env: { DATABASE_URL: postgresUrl },
              },
            },
          ]
        : []),
      ...(pgbouncerUrl
        ? [
            {
              extends: true as const,
              test: {
                name: 'pgbouncer',
                include: pgbouncerSet,
                env: { DATABASE_URL: pgbouncerUrl, DATABASE_DIRECT_URL: postgresUrl },
              },
            },
          ]
        : []),
    ],
  },
});
