import { defineConfig } from 'vitest/config';

// With TEST_DATABASE_URL (a PostgreSQL server), every test file runs a second time against it.
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    // Each file starts its own database (PGlite takes seconds on two busy cores).
    testTimeout: 30_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
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
    ],
  },
});
