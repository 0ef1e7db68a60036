import {
  deliverDueEmails,
  expireApprovals,
  expireQuotes,
  foldTallies,
  paymentDeps,
  queueBackInStockEmails,
  remindOverdueInvoices,
  settleUnansweredRefunds,
  submitUnsentRefunds,
  sweepAbandonedPayments,
  type JobDefinition,
  type Logger,
} from '@buildright/api';
import { SHOP_NAME } from '@buildright/api/shared';
import type { AppServices } from '../context.ts';
import { DrizzleSessionStore } from '../plugins/session-store.ts';
import { removeUnusedReturnPhotos, removeUnusedUploads } from '../uploads/cleanup.ts';
import type { ImageStore } from '../uploads/store.ts';

export const MAIL_DELIVERY = 'mail-delivery';
export const BACK_IN_STOCK = 'back-in-stock';

const everyMinute = { cron: '* * * * *', label: 'Every minute' };
/** A sweep that failed is tried again soon; the next minute's run would do the same work. */
const sweepRetry = { limit: 2, delaySeconds: 20, maxDelaySeconds: 120 };

interface ShopJobDeps {
  services: Pick<
    AppServices,
    'db' | 'mailer' | 'payments' | 'settings' | 'documentFiles' | 'metrics'
  >;
  images: ImageStore;
  /** The uploads store's private part: buyers' photos of returns. */
  photos: ImageStore;
  log: Logger;
}

const counted = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** Every background job of the shop, each defined here once, in the Jobs view's order. */
export function shopJobs({ services, images, photos, log }: ShopJobDeps): JobDefinition[] {
  const { db, settings } = services;
  const payments = paymentDeps(services, log);
  const mail = {
    db,
    mailer: services.mailer,
    files: services.documentFiles,
    log,
    metrics: services.metrics,
    shop: { name: SHOP_NAME, email: settings.shopEmail, url: settings.publicUrl },
  };
  return [
    {
      name: 'card-holds',
      description:
        "Cancels card orders left unpaid past the shop's hold period and gives their stock back.",
      schedule: everyMinute,
      retry: sweepRetry,
      timeoutSeconds: 5 * 60,
      async run() {
        const orderIds = await sweepAbandonedPayments(payments);
        if (orderIds.length > 0) log.info({ orderIds }, 'Unpaid card orders cancelled');
        return `Cancelled ${counted(orderIds.length, 'unpaid order')}`;
      },
    },
    {
      name: 'refund-submissions',
      description:
        'Sends the payment provider the card refunds it has not answered a minute after they were recorded.',
      schedule: everyMinute,
      retry: sweepRetry,
      timeoutSeconds: 5 * 60,
      async run() {
        const refundIds = await submitUnsentRefunds(payments);
        if (refundIds.length > 0) log.info({ refundIds }, 'Unsent refunds sent to the provider');
        return `Sent ${counted(refundIds.length, 'refund')}`;
      },
    },
    {
      name: 'refund-reconciliation',
      description:
        'Asks the payment provider how card refunds stand that it left pending for 15 minutes with no word since, and settles them.',
      schedule: { cron: '*/5 * * * *', label: 'Every 5 minutes' },
      retry: sweepRetry,
      timeoutSeconds: 5 * 60,
      async run() {
        const settled = await settleUnansweredRefunds(payments);
        if (settled.length > 0) log.info({ settled }, 'Pending refunds settled by the provider');
        return `Settled ${counted(settled.length, 'refund')}`;
      },
    },
    {
      name: 'quote-expiry',
      description: 'Expires quotes past their validity date and releases the stock they hold.',
      schedule: everyMinute,
      retry: sweepRetry,
      timeoutSeconds: 5 * 60,
      async run() {
        const quoteIds = await expireQuotes({ ...payments, settings });
        if (quoteIds.length > 0) log.info({ quoteIds }, 'Quotes past their date expired');
        return `Expired ${counted(quoteIds.length, 'quote')}`;
      },
    },
    {
      name: 'approval-expiry',
      description: 'Cancels company orders no one approved within their hold, and tells the buyer.',
      schedule: everyMinute,
      retry: sweepRetry,
      timeoutSeconds: 5 * 60,
      async run() {
        const orderIds = await expireApprovals(db, settings.shopEmail);
        if (orderIds.length > 0) {
          log.info({ orderIds }, 'Orders no one approved in time cancelled');
        }
        return `Cancelled ${counted(orderIds.length, 'unapproved order')}`;
      },
    },
    {
      name: 'invoice-reminders',
      description: 'E-mails one reminder for each invoice on account that is overdue.',
      schedule: everyMinute,
      retry: sweepRetry,
      timeoutSeconds: 5 * 60,
      async run() {
        const invoiceIds = await remindOverdueInvoices(db, settings.shopEmail);
        return `Reminded ${counted(invoiceIds.length, 'overdue invoice')}`;
      },
    },
    {
      name: 'tally-folds',
      description: "Folds the dashboard's order and product tallies into one row per day.",
      schedule: everyMinute,
      retry: sweepRetry,
      timeoutSeconds: 5 * 60,
      async run() {
        await foldTallies(db);
        return 'Folded the tallies';
      },
    },
    {
      name: MAIL_DELIVERY,
      description:
        'Sends the e-mails waiting in the outbox: at once when one is queued, and every minute those due a retry.',
      schedule: everyMinute,
      retry: { limit: 3, delaySeconds: 10, maxDelaySeconds: 120 },
      timeoutSeconds: 10 * 60,
      async run({ signal }) {
        let sent = 0;
        let failed = 0;
        // A full batch means there may be more waiting.
        while (!signal.aborted) {
          const batch = await deliverDueEmails(mail);
          sent += batch.sent;
          failed += batch.failed;
          if (batch.sent + batch.failed === 0) break;
        }
        return failed > 0
          ? `Sent ${counted(sent, 'e-mail')}, ${failed} to try again later`
          : `Sent ${counted(sent, 'e-mail')}`;
      },
    },
    {
      name: BACK_IN_STOCK,
      description:
        'Turns "e-mail me when it is back" requests into e-mails once their product is in stock again.',
      schedule: everyMinute,
      retry: { limit: 3, delaySeconds: 10, maxDelaySeconds: 120 },
      timeoutSeconds: 10 * 60,
      async run({ signal }) {
        let handled = 0;
        while (!signal.aborted) {
          const batch = await queueBackInStockEmails(db);
          if (batch === 0) break;
          handled += batch;
        }
        return `Handled ${counted(handled, 'request')}`;
      },
    },
    {
      name: 'session-cleanup',
      description: 'Deletes expired sign-in sessions.',
      schedule: { cron: '*/15 * * * *', label: 'Every 15 minutes' },
      retry: { limit: 3, delaySeconds: 60, maxDelaySeconds: 600 },
      timeoutSeconds: 5 * 60,
      async run() {
        const removed = await new DrizzleSessionStore(db).sweep();
        return `Deleted ${counted(removed, 'expired session')}`;
      },
    },
    {
      name: 'upload-cleanup',
      description:
        'Deletes uploaded files nothing uses any more (images and documents removed or never saved, photos no return request named), a day after their upload.',
      schedule: { cron: '0 */6 * * *', label: 'Every 6 hours' },
      retry: { limit: 3, delaySeconds: 300, maxDelaySeconds: 3600 },
      timeoutSeconds: 30 * 60,
      async run() {
        const files = [
          ...(await removeUnusedUploads(db, images)),
          ...(await removeUnusedReturnPhotos(db, photos)),
        ];
        if (files.length > 0) log.info({ files }, 'Unused uploads removed');
        return `Deleted ${counted(files.length, 'unused file')}`;
      },
    },
  ];
}
