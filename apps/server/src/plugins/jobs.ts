import { MAIL_QUEUED, OUTBOX_CHANNEL, type JobQueue } from '@buildright/api';
import type { DatabaseConnection } from '@buildright/db';
import type { FastifyInstance } from 'fastify';
import { BACK_IN_STOCK, MAIL_DELIVERY } from '../jobs/shop-jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs; `runNow(name)` runs one here and resolves once it is done. */
    readonly jobs: JobQueue;
  }
}

/**
 * Starts the job queue with the app and stops it on close, before the database closes. Mail
 * queued by any process (its transaction NOTIFYs the outbox's channel once committed) sends a run
 * of the delivery job at once, and a product back in stock a run of the back-in-stock job; runs
 * asked for meanwhile are that one run.
 */
export function registerJobs(
  app: FastifyInstance,
  { queue, connection }: { queue: JobQueue; connection: Pick<DatabaseConnection, 'listen'> },
) {
  app.decorate('jobs', queue);
  app.addHook('onReady', async () => {
    await queue.start();
    const waiting = (payload: string) =>
      void queue.send(payload === MAIL_QUEUED ? MAIL_DELIVERY : BACK_IN_STOCK);
    // Both each time LISTEN takes effect: what was queued while this process was not listening
    // woke nobody here (the schedules would find it within a minute).
    const listening = () => {
      void queue.send(BACK_IN_STOCK);
      void queue.send(MAIL_DELIVERY);
    };
    await connection.listen(OUTBOX_CHANNEL, waiting, listening);
  });
  app.addHook('onClose', () => queue.stop());
}
