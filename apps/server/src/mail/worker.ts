import {
  deliverDueEmails,
  queueBackInStockEmails,
  OUTBOX_CHANNEL,
  type Logger,
  type DocumentFiles,
  type Mailer,
  type ShopSettings,
} from '@buildright/api';
import { SHOP_NAME } from '@buildright/api/shared';
import type { Database, DatabaseConnection } from '@buildright/db';

interface MailWorkerOptions {
  connection: DatabaseConnection;
  db: Database;
  mailer: Mailer;
  /** Where spec sheets attached to quote e-mails are read from. */
  files: Pick<DocumentFiles, 'read'>;
  settings: ShopSettings;
  log: Logger;
  /** How often due retries are looked for; 0 leaves it to NOTIFY and explicit runs. */
  intervalMs: number;
}

/**
 * Delivers the outbox. Every process runs one: it wakes when any process queues mail (NOTIFY),
 * when it listens again after a lost connection, on a timer for retries, and on demand; within
 * a process one run goes at a time.
 */
export function createMailWorker(options: MailWorkerOptions) {
  const deps = {
    db: options.db,
    mailer: options.mailer,
    files: options.files,
    log: options.log,
    shop: { name: SHOP_NAME, email: options.settings.shopEmail, url: options.settings.publicUrl },
  };
  let running: Promise<void> = Promise.resolve();
  /** A run that waits for the current one; later wake-ups join it instead of piling up. */
  let queued: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function deliverAll() {
    // Products that came back turn their waiting requests into e-mails first (the trigger that
    // marks them due also wakes this worker).
    while ((await queueBackInStockEmails(options.db)) > 0 && !stopped);
    // A full batch means there may be more waiting.
    for (;;) {
      const { sent, failed } = await deliverDueEmails(deps);
      if (sent + failed === 0 || stopped) return;
    }
  }

  /** Runs after the run in progress, so a caller that awaits it sees everything due delivered. */
  function run(): Promise<void> {
    queued ??= running = running
      .then(() => {
        queued = null;
        return deliverAll();
      })
      .catch((error: unknown) => options.log.error({ err: error }, 'Mail delivery failed'));
    return queued;
  }

  return {
    run,
    async start() {
      // A run each time LISTEN takes effect, the first included: mail queued while this process
      // was not listening (starting, reconnecting) woke nobody here.
      const wake = () => void run();
      await options.connection.listen(OUTBOX_CHANNEL, wake, wake);
      if (options.intervalMs > 0) {
        timer = setInterval(() => void run(), options.intervalMs);
        timer.unref();
      }
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

export type MailWorker = ReturnType<typeof createMailWorker>;
