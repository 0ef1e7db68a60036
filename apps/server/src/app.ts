import { fileURLToPath } from 'node:url';
import {
  authorizeStaff,
  CatalogCache,
  CATALOG_CHANGED_CHANNEL,
  createPaymentProvider,
  RateLimits,
  scaledRateLimits,
  createJobQueue,
  type JobDefinition,
  type Mailer,
  type RateLimitBucket,
  type RateLimitRule,
  noMetrics,
} from '@buildright/api';
import { notificationBarrier, type DatabaseConnection } from '@buildright/db';
import { demoImagesDir } from '@buildright/db/seed';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { apiFor, type AppServices } from './context.ts';
import type { Config } from './env.ts';
import { registerCrawlerFiles } from './plugins/crawlers.ts';
import { healthRoutes } from './plugins/health.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurity } from './plugins/security.ts';
import { sessionPlugin, sessionPort } from './plugins/session.ts';
import { createShopPages } from './plugins/shop-pages.ts';
import { registerStaticSites } from './plugins/static-sites.ts';
import { registerTrpc } from './plugins/trpc.ts';
import { authRedirects } from './rest/auth.ts';
import { catalogQuirks, registerCatalogFastPath } from './rest/catalog.ts';
import { documentRoutes } from './rest/documents.ts';
import { registerProcedureRoutes } from './rest/from-procedures.ts';
import { routeQuirks } from './rest/route-quirks.ts';
import { csvRoutes } from './rest/csv.ts';
import { productDocumentRoutes } from './rest/product-documents.ts';
import { returnPhotoRoutes } from './rest/return-photos.ts';
import { registerStaffGuard } from './rest/staff-guard.ts';
import { registerErrorHandler } from './rest/http-errors.ts';
import { orderRoutes } from './rest/orders.ts';
import { paymentRoutes } from './rest/payments.ts';
import type { Api } from './context.ts';
import { shopJobs } from './jobs/shop-jobs.ts';
import { registerJobs } from './plugins/jobs.ts';
import { closeConnectionsWhenClosing } from './shutdown.ts';
import { registerMetrics } from './metrics/listener.ts';
import { createShopMetrics } from './metrics/shop-metrics.ts';
import { answerWithRequestId, requestIdOf } from './plugins/request-id.ts';
import { traceIdsOfActiveSpan } from './tracing/log-ids.ts';
import uploadsPlugin from './uploads/index.ts';
import { s3ImageStore } from './uploads/s3-store.ts';
import { documentFiles } from './uploads/documents.ts';
import { localImageStore } from './uploads/store.ts';
import { privatePhotoStore, returnPhotoFiles } from './uploads/return-photos.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The API procedures, called as this request's visitor. */
    readonly api: Api;
  }
}

const appsDir = fileURLToPath(new URL('../..', import.meta.url));

export interface AppOptions {
  config: Config;
  connection: DatabaseConnection;
  mailer: Mailer;
  /** Limits to use instead of the defaults scaled by RATE_LIMIT_MULTIPLIER. */
  rateLimits?: Partial<Record<RateLimitBucket, RateLimitRule>>;
  logger?: FastifyServerOptions['logger'];
  /** The background jobs: on schedule unless told otherwise, as a shop runs them. */
  jobs?: JobOptions;
  /** Addresses per sitemap file, 50,000 by default (the protocol's most); tests use a few. */
  sitemapUrlLimit?: number;
  /** Lets a product import fetch documents from this machine's network (tests serve them). */
  allowPrivateDocumentUrls?: boolean;
  /** Where the built front ends are; the monorepo's apps by default. */
  sites?: { webDir: string; adminDir: string; webServerEntry?: string };
}

interface JobOptions {
  /** Off, no job runs by itself: tests and benches run one when they mean to. */
  schedules?: boolean;
  /** How often each process looks for schedules come due, in seconds (30 by default). */
  schedulePassSeconds?: number;
  /** How often each process looks for runs sent by another, in seconds. */
  pollingSeconds?: number;
  /** Jobs besides the shop's own, which a test defines. */
  extra?: JobDefinition[];
}

/** When tracing, each log line names the trace and span it was written in. */
function withTraceIds(logger: FastifyServerOptions['logger'], tracing: boolean) {
  return tracing && typeof logger === 'object'
    ? { ...logger, mixin: traceIdsOfActiveSpan }
    : logger;
}

/** The whole HTTP application as a Fastify instance: tests drive it with inject(), no port. */
export async function buildApp(options: AppOptions) {
  const { config, connection } = options;
  const app = Fastify({
    logger: withTraceIds(options.logger ?? { level: config.logLevel }, config.tracing !== null),
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 1000 },
    bodyLimit: 1024 * 1024,
    genReqId: requestIdOf,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  answerWithRequestId(app);
  registerErrorHandler(app);
  closeConnectionsWhenClosing(app);
  const metrics = config.metrics
    ? createShopMetrics({ db: connection.db, watch: connection.watch, log: app.log })
    : undefined;
  registerMetrics(app, metrics, config.metrics);

  const catalogCache = new CatalogCache({ metrics: metrics?.port });
  // Cleared on listening again too: a change committed while the listener was reconnecting
  // (after a database restart) notified nobody here.
  const forgetCatalog = () => catalogCache.clear();
  await connection.listen(CATALOG_CHANGED_CHANNEL, forgetCatalog, forgetCatalog);

  const imageStore = config.uploadsBucket
    ? s3ImageStore(config.uploadsBucket)
    : localImageStore(config.uploadsDir);
  const photoStore = privatePhotoStore(config);
  const shared = {
    db: connection.db,
    mailer: options.mailer,
    payments: createPaymentProvider(config.payments, connection.db),
    catalogCache,
    documentFiles: documentFiles(imageStore, {
      allowPrivateNetwork: options.allowPrivateDocumentUrls,
    }),
    returnPhotoFiles: returnPhotoFiles(photoStore),
    heardOwnWrites: notificationBarrier(connection),
    metrics: metrics?.port ?? noMetrics,
    rateLimits: new RateLimits(connection.db, {
      ...scaledRateLimits(config.rateLimitMultiplier),
      ...options.rateLimits,
    }),
    settings: {
      shopEmail: config.shopEmail,
      publicUrl: config.publicUrl,
      adminUrl: config.adminUrl,
      resetLinkMinutes: config.resetLinkMinutes,
      demo: config.demo,
    },
  };
  const { extra = [], schedules = true, ...jobTiming } = options.jobs ?? {};
  const definitions = [
    ...shopJobs({ services: shared, images: imageStore, photos: photoStore, log: app.log }),
    ...extra,
  ];
  metrics?.jobsDefined(definitions.map((job) => job.name));
  const jobs = createJobQueue({
    connection,
    log: app.log,
    metrics: shared.metrics,
    jobs: definitions,
    schedules,
    ...jobTiming,
  });
  const services: AppServices = { ...shared, jobs };
  app.decorateRequest('api', {
    getter() {
      return apiFor(services, this);
    },
  });

  await registerSecurity(app, { allowedOrigins: config.allowedOrigins });
  registerCatalogFastPath(app, catalogCache);
  await app.register(sessionPlugin, {
    db: connection.db,
    secret: config.sessionSecret,
    secureCookies: config.env === 'production',
    crossSite: config.allowedOrigins.length > 0,
  });
  registerStaffGuard(app, connection.db);
  await registerOpenApi(app);
  await app.register(healthRoutes, { db: connection.db });
  await registerTrpc(app, services);
  registerProcedureRoutes(app, { ...routeQuirks, ...catalogQuirks(catalogCache) });
  await app.register(authRedirects);
  await app.register(documentRoutes);
  await app.register(orderRoutes);
  await app.register(paymentRoutes, { services, webhookSecret: config.payments.webhookSecret });
  registerJobs(app, { queue: jobs, connection });
  await app.register(csvRoutes, { db: connection.db });
  await app.register(productDocumentRoutes);
  await app.register(returnPhotoRoutes, { store: photoStore });
  await app.register(uploadsPlugin, {
    store: imageStore,
    // Images belong to products: only a role that may change the catalogue uploads them.
    authorize: (request) => authorizeStaff(connection.db, sessionPort(request), 'catalog.edit'),
  });
  registerCrawlerFiles(app, {
    db: connection.db,
    catalogCache,
    publicUrl: config.publicUrl,
    sitemapUrlLimit: options.sitemapUrlLimit,
  });
  const sites = options.sites ?? {
    webDir: `${appsDir}web/dist`,
    adminDir: `${appsDir}admin/dist`,
    webServerEntry: `${appsDir}web/dist-server/entry-server.js`,
  };
  await registerStaticSites(app, {
    webDir: sites.webDir,
    adminDir: sites.adminDir,
    shopPages:
      sites.webServerEntry === undefined
        ? undefined
        : await createShopPages({
            template: `${sites.webDir}/index.html`,
            entry: sites.webServerEntry,
            services,
            log: app.log,
          }),
    demoImagesDir,
    // A bucket's images are sent by the uploads plugin.
    uploadsDir: config.uploadsBucket ? undefined : config.uploadsDir,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
