import { defineConfig } from 'vitest/config';

// Restarting PostgreSQL drops every connection to it, so the test that does runs alone, after
// the rest of the suite (the `test` script), on the server TEST_DATABASE_URL names and
// TEST_PG_RESTART_COMMAND restarts (.ci/run sets both). Without them there is nothing to run.
const postgresUrl = process.env.TEST_DATABASE_URL;
const canRestart = Boolean(postgresUrl && process.env.TEST_PG_RESTART_COMMAND);

export default defineConfig({
  test: {
    include: canRestart ? ['src/database-restart.test.ts'] : [],
    passWithNoTests: true,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env: postgresUrl ? { DATABASE_URL: postgresUrl } : {},
  },
});
