import { paymentDeps, sweepAbandonedPayments } from '@buildright/api';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../context.ts';

/**
 * Every minute, card orders left unpaid for 30 minutes give their stock back. Each process runs
 * its own timer; the sweep itself skips rows another process holds.
 */
export function registerPaymentSweep(
  app: FastifyInstance,
  services: AppServices,
  intervalMs: number,
) {
  if (intervalMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const sweep = () => {
    running ??= sweepAbandonedPayments(paymentDeps(services, app.log))
      .then((cancelled) => {
        if (cancelled.length > 0)
          app.log.info({ orderIds: cancelled }, 'Unpaid card orders cancelled');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'Payment sweep failed'))
      .finally(() => (running = undefined));
  };
  app.addHook('onReady', async () => {
    timer = setInterval(sweep, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
