import { configDefaults, defineConfig } from 'vitest/config';

// With TEST_DATABASE_URL (a PostgreSQL server), every test file runs a second time against it.
const postgresUrl = process.env.TEST_DATABASE_URL;
// With TEST_PGBOUNCER_URL too (PgBouncer in transaction mode before that server, with a `*`
// database entry), the core of the API runs a third time through it, as on several machines.
const pgbouncerUrl = process.env.TEST_PGBOUNCER_URL;
if (pgbouncerUrl && !postgresUrl) {
  throw new Error('TEST_PGBOUNCER_URL needs TEST_DATABASE_URL, the server behind PgBouncer');
}

export default defineConfig({
  test: {
    // Each file starts its own database (PGlite takes seconds on two busy cores).
    testTimeout: 30_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    // Restarts the server under every other file: run alone by vitest.restart.config.ts.
    exclude: [...configDefaults.exclude, 'src/database-restart.test.ts'],
    projects: [
      { extends: true as const, test: { name: 'pglite', include: ['src/**/*.test.ts'] } },
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
                include: [
                  'src/rest/catalog.test.ts',
                  'src/rest/orders.test.ts',
                  'src/quotes/lifecycle.test.ts',
                  'src/rest/auth.test.ts',
                  // Two processes: the catalogue cache heard of through LISTEN, shared limits.
                  'src/payments/sweep.test.ts',
                  'src/rest/shared-rate-limits.test.ts',
                  'src/mail/outbox.test.ts',
                  // The job queue's schedules, run once across processes.
                  'src/jobs/two-processes.test.ts',
                ],
                env: { DATABASE_URL: pgbouncerUrl, DATABASE_DIRECT_URL: postgresUrl },
              },
            },
          ]
        : []),
    ],
  },
});
