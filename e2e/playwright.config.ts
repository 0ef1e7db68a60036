import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { serverDataDir, serverPort, WORKERS } from './support/servers.ts';

// Fresh embedded databases with the demo catalogue for every run, one per worker. Workers inherit
// the runner's environment, so specs find their server's data directory (its mail outbox) too.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'buildright-e2e-'));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Each worker runs its files one after another against a server of its own (support/servers.ts).
  workers: WORKERS,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // A test that passes only when tried again is a flaky test: it fails the run, to be fixed.
  retries: 0,
  // The longest flows (a machine into a product's fitment, an order through every status) take
  // most of a minute on two busy cores.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // Overridden per worker (support/test.ts); requests made outside a test go to worker 0's.
    baseURL: `http://localhost:${serverPort(0)}`,
    trace: process.env.E2E_TRACE === 'on' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      // Debian's headless shell: Chromium without the browser's UI, as Playwright runs headless.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: Array.from({ length: WORKERS }, (_, worker) => ({
    command: 'pnpm --filter @buildright/server start',
    url: `http://localhost:${serverPort(worker)}/api/categories`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      NODE_ENV: 'test',
      PORT: String(serverPort(worker)),
      HOST: '127.0.0.1',
      DATA_DIR: serverDataDir(worker),
      DEMO: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MULTIPLIER: '100',
      SESSION_SECRET: 'e2e-session-secret-long-enough-for-signing',
    },
  })),
});
