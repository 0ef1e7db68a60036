import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect } from '@playwright/test';

export interface ExtraServer {
  url: string;
  dataDir: string;
  /** Stops the server; its data stays when a restart on it follows. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/**
 * A clock the test moves (libfaketime reading its offset from a file): pass `env` to
 * startExtraServer, then `advance` instead of sleeping. Timers keep real time (monotonic clocks
 * are left alone); only the wall clock the shop compares dates with jumps.
 */
export function adjustableClock(file: string) {
  writeFileSync(file, '+0');
  return {
    env: {
      LD_PRELOAD: FAKETIME_LIBRARY,
      FAKETIME_TIMESTAMP_FILE: file,
      // libfaketime reads the file again at most this many seconds after it last did.
      FAKETIME_CACHE_DURATION: '1',
      DONT_FAKE_MONOTONIC: '1',
    },
    /** Moves the server's wall clock this many seconds ahead of real time, and waits until it is. */
    async advance(url: string, seconds: number) {
      writeFileSync(file, `+${seconds}`);
      await expect
        .poll(
          async () => {
            const answer = await fetch(`${url}/healthz`);
            return Date.parse(answer.headers.get('date') ?? '') - Date.now();
          },
          { message: `the server's clock ${seconds} s ahead` },
        )
        .toBeGreaterThan((seconds - 5) * 1000);
    },
  };
}

/** libfaketime (Debian package `faketime`): the process sees a shifted clock, e.g. "+2d". */
export const FAKETIME_LIBRARY = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';

/**
 * A second shop server with its own database and settings, for the few tests that need a setting
 * the shared server does not have (reset links that expire within seconds, a clock days ahead).
 * Given the data directory of a stopped one, it starts again on the same database.
 */
export async function startExtraServer(
  port: number,
  env: Record<string, string>,
  dataDir = mkdtempSync(join(tmpdir(), 'buildright-e2e-extra-')),
): Promise<ExtraServer> {
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: resolve(import.meta.dirname, '../../apps/server'),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MULTIPLIER: '100',
      SESSION_SECRET: 'e2e-session-secret-long-enough-for-signing',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const url = `http://localhost:${port}`;
  await expect
    .poll(async () => (await fetch(`${url}/api/categories`).catch(() => null))?.status, {
      message: `extra server on port ${port}`,
      timeout: 120_000,
    })
    .toBe(200);
  return {
    url,
    dataDir,
    async stop({ keepData = false } = {}) {
      const exited = new Promise((done) => server.once('exit', done));
      process.kill(-server.pid!, 'SIGTERM');
      await exited;
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
