import { defineConfig } from 'vitest/config';

// The domain tests call the procedures on a database of their own: PostgreSQL when
// TEST_DATABASE_URL names a server (as in production and CI), else the embedded PGlite.
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    // Each file's shop starts on a copy of one migrated database, made once per run.
    globalSetup: ['@buildright/db/test-setup'],
    // Files share a worker's modules (the whole router is imported once per worker): each
    // builds its own shop and database, so nothing a file keeps is module state.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true as const,
        test: {
          name: postgresUrl ? 'postgres' : 'pglite',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          env: postgresUrl ? { DATABASE_URL: postgresUrl } : {},
        },
      },
    ],
  },
});
