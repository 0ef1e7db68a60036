import { randomUUID } from 'node:crypto';
import { notificationBarrier } from '@buildright/db';
import { createTestDatabase } from '@buildright/db/testing';
import { inject } from 'vitest';
import { SHOP_NAME } from '../shared/index.ts';
import { noMetrics } from '../shared/ports.ts';
import {
  CATALOG_CHANGED_CHANNEL,
  CatalogCache,
  createCaller,
  createPaymentProvider,
  deliverDueEmails,
  DocumentDownloadError,
  queueBackInStockEmails,
  RateLimits,
  scaledRateLimits,
  type Context,
  type DocumentFiles,
  type JobsPort,
  type MailMessage,
  type ReturnPhotoFiles,
  type SessionPort,
} from '../index.ts';

/** Who calls: no one (a guest), a signed-in customer, or a signed-in staff member. */
interface Visitor {
  customerId?: number | null;
  adminId?: number | null;
}

/**
 * The session of a visitor whose sign-in happened elsewhere (sign-in itself is tested over
 * HTTP, in apps/server). A procedure that signs someone in or out changes who it is, as the
 * HTTP session does.
 */
function sessionOf({ customerId = null, adminId = null }: Visitor): SessionPort {
  const session: { -readonly [Key in keyof SessionPort]: SessionPort[Key] } = {
    id: randomUUID(),
    customerId,
    adminId,
    async signIn(identity) {
      session.id = randomUUID();
      session.adminId = 'adminId' in identity ? identity.adminId : null;
      session.customerId = 'customerId' in identity ? identity.customerId : null;
    },
    async signOut() {
      session.adminId = null;
      session.customerId = null;
    },
  };
  return session;
}

/** Product documents kept in memory; a document named by URL is never fetched here. */
function documentsInMemory(): DocumentFiles {
  const files = new Map<string, Buffer>();
  return {
    async save(bytes) {
      const url = `/uploads/documents/${randomUUID()}.pdf`;
      files.set(url, Buffer.from(bytes));
      return url;
    },
    read: async (url) => files.get(url) ?? null,
    download: async (url) => {
      throw new DocumentDownloadError(`This test shop fetches no documents (asked for ${url})`);
    },
  };
}

/**
 * Return photos taken as they are and kept nowhere: the server's store checks and keeps them
 * (apps/server tests that).
 */
const photosTakenAsTheyAre: ReturnPhotoFiles = { save: async () => randomUUID() };

const quiet = { info() {}, warn() {}, error() {} };

/**
 * The API on a database of its own for one test file (a copy of the run's migrated template, on
 * PGlite or on the PostgreSQL server `DATABASE_URL` names), with the services the server gives
 * it: the catalogue's cache kept by its notifications, rate limits, the test payment provider.
 * Mail is delivered to `outbox` when a test calls `deliverMail()`; the Jobs view's retries are
 * recorded in `retriedJobs`. `as(visitor)` calls the procedures as that visitor.
 */
export async function createTestShop() {
  const connection = await createTestDatabase(
    process.env.DATABASE_URL,
    process.env.DATABASE_DIRECT_URL,
    inject('databaseTemplate'),
  );
  const { db } = connection;
  const catalogCache = new CatalogCache();
  const forgetCatalog = () => catalogCache.clear();
  await connection.listen(CATALOG_CHANGED_CHANNEL, forgetCatalog, forgetCatalog);
  const retriedJobs: { name: string; id: string }[] = [];
  const jobs: JobsPort = {
    statuses: async () => [],
    failures: async () => ({ items: [], total: 0 }),
    retry: async (run) => {
      retriedJobs.push(run);
      return run;
    },
  };
  const documentFiles = documentsInMemory();
  const settings = {
    shopEmail: 'shop@buildright.test',
    publicUrl: 'https://shop.example',
    adminUrl: 'https://shop.example/admin-dashboard/',
    resetLinkMinutes: 60,
    demo: false,
  };
  const services = {
    db,
    payments: createPaymentProvider({ provider: 'test' }, db),
    catalogCache,
    documentFiles,
    returnPhotoFiles: photosTakenAsTheyAre,
    heardOwnWrites: notificationBarrier(connection),
    settings,
    // As the server's tests run: limits far out of the way of a file's many requests.
    rateLimits: new RateLimits(db, scaledRateLimits(1000)),
    jobs,
    log: quiet,
    metrics: noMetrics,
  };
  const outbox: MailMessage[] = [];
  const mail = {
    db,
    mailer: { send: async (message: MailMessage) => void outbox.push(message) },
    files: documentFiles,
    log: quiet,
    metrics: noMetrics,
    shop: { name: SHOP_NAME, email: settings.shopEmail, url: settings.publicUrl },
  };
  let visitors = 0;

  return {
    db,
    settings,
    /** The procedures as this visitor calls them, each visitor from an address of its own. */
    as(visitor: Visitor = {}) {
      const context: Context = {
        ...services,
        session: sessionOf(visitor),
        clientIp: `192.0.2.${++visitors % 250}`,
      };
      return createCaller(context);
    },
    /** What the mailer was handed, once `deliverMail()` has run. */
    outbox,
    retriedJobs,
    /** Does what the mail jobs do: back-in-stock requests become e-mails, and all due are sent. */
    async deliverMail() {
      while ((await queueBackInStockEmails(db)) > 0);
      for (;;) {
        const batch = await deliverDueEmails(mail);
        if (batch.sent + batch.failed === 0) break;
      }
    },
    close: () => connection.close(),
  };
}

export type TestShop = Awaited<ReturnType<typeof createTestShop>>;
