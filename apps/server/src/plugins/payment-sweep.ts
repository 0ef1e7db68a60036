import {
  expireApprovals,
  expireQuotes,
  foldTallies,
  paymentDeps,
  remindOverdueInvoices,
  sweepAbandonedPayments,
} from '@buildright/api';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../context.ts';

/**
 * Every minute, card orders left unpaid for 30 minutes give their stock back, quotes past
 * their validity date expire, company orders no one approved within their hold are cancelled,
 * overdue invoices on account are reminded once, and the order and product tallies are folded. Each process runs
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
  const deps = paymentDeps(services, app.log);
  const sweepOnce = async () => {
    const cancelled = await sweepAbandonedPayments(deps);
    if (cancelled.length > 0) app.log.info({ orderIds: cancelled }, 'Unpaid card orders cancelled');
    const expired = await expireQuotes({ ...deps, settings: services.settings });
    if (expired.length > 0) app.log.info({ quoteIds: expired }, 'Quotes past their date expired');
    const unapproved = await expireApprovals(services.db, services.settings.shopEmail);
    if (unapproved.length > 0) {
      app.log.info({ orderIds: unapproved }, 'Orders no one approved in time cancelled');
    }
    await remindOverdueInvoices(services.db, services.settings.shopEmail);
    await foldTallies(services.db);
  };
  const sweep = () => {
    running ??= sweepOnce()
      .catch((error: unknown) => app.log.error({ err: error }, 'Payment and quote sweep failed'))
      .finally(() => (running = undefined));
  };
  app.addHook('onReady', async () => {
    // A server that was down catches up at once: quotes that expired meanwhile release their stock.
    sweep();
    timer = setInterval(sweep, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
