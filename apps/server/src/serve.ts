import { connect, EmbeddedDatabaseInUseError } from '@buildright/db';
import { buildApp } from './app.ts';
import { prepareDatabase } from './bootstrap.ts';
import type { Config } from './env.ts';
import { createMailer } from './mail/mailer.ts';
import { shutDown } from './shutdown.ts';
import { warmUp } from './warm-up.ts';
import { join } from 'node:path';

/**
 * Opens the database, brings it up to date, builds the app and listens until a signal stops it;
 * `beforeExit` runs last (tracing sends the spans it still holds).
 */
export async function serve(config: Config, beforeExit: () => Promise<void>) {
  let connection;
  try {
    connection = await connect({
      databaseUrl: config.databaseUrl,
      directUrl: config.databaseDirectUrl,
      dataDir: config.dataDir,
    });
  } catch (error) {
    // Another shop (or a backup) has the embedded database open: two would ruin it.
    if (!(error instanceof EmbeddedDatabaseInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const bootLog = {
    info: (obj: object, msg?: string) => console.log(msg ?? '', obj),
    warn: (obj: object, msg?: string) => console.warn(msg ?? '', obj),
    error: (obj: object, msg?: string) => console.error(msg ?? '', obj),
  };
  await prepareDatabase(connection, config, bootLog);

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.shopEmail,
    outboxDir: join(config.dataDir, 'outbox'),
    log: bootLog,
  });
  const app = await buildApp({ config, connection, mailer });

  // A second signal of the same kind is not caught again: it ends the process at once.
  const stop = async (signal: string) => {
    app.log.info(`${signal} received: finishing the requests in flight, then closing`);
    const outcome = await shutDown({ app, closeDatabase: () => connection.close() });
    await beforeExit();
    process.exit(outcome === 'clean' ? 0 : 1);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  if (config.env === 'production' && !config.trustProxy) {
    // Session cookies are Secure in production and are only set on HTTPS requests.
    app.log.warn(
      'Production without TRUST_PROXY: sign-in works only when this server itself serves HTTPS. Behind a TLS proxy set TRUST_PROXY=true.',
    );
  }

  await warmUp(app);
  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    `Shop: http://localhost:${config.port}/  Admin: http://localhost:${config.port}/admin-dashboard/  API docs: http://localhost:${config.port}/api/docs (${connection.driver})`,
  );
  const metricsAddress = app.metricsListener?.address();
  if (metricsAddress && typeof metricsAddress === 'object') {
    app.log.info(`Metrics: http://${metricsAddress.address}:${metricsAddress.port}/metrics`);
  }
}
