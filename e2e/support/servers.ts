import { join } from 'node:path';

/**
 * Each Playwright worker has a shop server of its own, with its own embedded database and data
 * directory (playwright.config.ts starts them): worker N talks to port E2E_PORT + N. The few
 * specs that need a server with other settings start one past those.
 */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3100);
export const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

export const serverPort = (parallelIndex: number) => FIRST_PORT + parallelIndex;

/** The data directory of worker N's server: its development outbox holds the e-mails it sent. */
export function serverDataDir(parallelIndex: number): string {
  const root = process.env.E2E_DATA_DIR;
  if (!root) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  return join(root, String(parallelIndex));
}

/** Ports for servers a spec starts itself (extra-server.ts), one per spec that does. */
export const EXTRA_PORTS = {
  passwordReset: FIRST_PORT + WORKERS,
  quoteExpiry: FIRST_PORT + WORKERS + 1,
  warranty: FIRST_PORT + WORKERS + 2,
} as const;
