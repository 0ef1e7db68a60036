import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { holdEmbeddedDatabase } from './embedded-lock.ts';
import { preparingStatements } from './prepared-statements.ts';
import { runSqlOnPglite, runSqlOnPostgres, type RunSql } from './run-sql.ts';
import * as schema from './schema.ts';
import { Usage, watchedPglite, watchedPostgres, type ConnectionWatch } from './watch.ts';

export type Schema = typeof schema;
/** A Drizzle handle that both postgres.js and PGlite satisfy. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseConnection {
  db: Database;
  driver: 'postgres' | 'pglite';
  /** On PostgreSQL, the server itself, for work that needs a session of its own (migrations). */
  directUrl?: string;
  /**
   * Calls `onNotify` with the payload whenever a connection runs NOTIFY on `channel`, and
   * `onListen` each time LISTEN takes effect: once at first, and again whenever the listening
   * connection was lost (a server restart, a killed backend) and is back. What was notified in
   * between reached nobody here, so `onListen` is where a subscriber catches up (drops its caches,
   * looks for work). It may be called several times in a row.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onListen?: () => void,
  ): Promise<void>;
  /** Runs SQL text as the job queue writes it (RunSql). */
  runSql: RunSql;
  /** The pool's use, LISTEN's state and each statement's time; absent on a hand-built one. */
  watch?: ConnectionWatch;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** PostgreSQL connection string; without it an embedded PGlite database is used. */
  databaseUrl?: string;
  /**
   * The PostgreSQL server itself when `databaseUrl` goes through a pooler in transaction mode
   * (PgBouncer), where a session's state does not last beyond a transaction: LISTEN and the
   * migrations' lock connect here. `databaseUrl` by default.
   */
  directUrl?: string;
  /** Where PGlite keeps its files; omitted means in memory. */
  dataDir?: string;
  /** A data directory PGlite saved (`dumpDataDir`) that the embedded database starts from. */
  initialData?: Blob;
  maxConnections?: number;
}

export async function connect(options: ConnectOptions): Promise<DatabaseConnection> {
  if (options.databaseUrl) {
    const directUrl = options.directUrl ?? options.databaseUrl;
    const pooled = directUrl !== options.databaseUrl;
    const settings = {
      onnotice: () => {},
      // While the server is down a query waits for the next connection attempt; the driver's own
      // backoff grows to 20 s. Capped at 1 s, requests fail fast (a 503) and recover soon after.
      backoff: (attempt: number) => Math.min(0.05 * 2 ** attempt, 1),
      connect_timeout: 10,
    };
    const size = options.maxConnections ?? 10;
    const sql = postgres(options.databaseUrl, {
      ...settings,
      max: size,
      // In transaction mode PgBouncer hands each transaction whichever server connection is free,
      // where a statement this client prepared does not exist, or another client's statement of
      // the same name does (a wrong answer, not an error). PgBouncer tracks prepared statements
      // only from 1.21 on and only with max_prepared_statements set (Debian 12 ships 1.18), so
      // behind a pooler each query is sent unnamed and planned again: a small cost beside the
      // round trip, paid only there. Straight to the server, statements stay prepared
      // (preparingStatements), each execution still planned for its values.
      prepare: !pooled,
      ...(pooled ? {} : { connection: { plan_cache_mode: 'force_custom_plan' } }),
    });
    const usage = new Usage(size);
    let listening = false;
    // LISTEN lasts as long as its session: on a connection of its own to the server itself, in a
    // client of its own (its pool stays unopened: postgres.js listens on a connection it makes
    // for that), whose connection closing is the only call of its backoff: LISTEN is down until
    // it takes effect again.
    const listener = postgres(directUrl, {
      ...settings,
      max: 1,
      backoff: (attempt: number) => {
        listening = false;
        return settings.backoff(attempt);
      },
    });
    return {
      db: drizzlePostgres(watchedPostgres(pooled ? sql : preparingStatements(sql), usage), {
        schema,
      }) as unknown as Database,
      driver: 'postgres',
      directUrl,
      // postgres.js listens again on a new connection whenever its own is lost, calling onListen
      // each time it has.
      listen: async (channel, onNotify, onListen) => {
        await listener.listen(channel, onNotify, () => {
          listening = true;
          onListen?.();
        });
      },
      runSql: runSqlOnPostgres(watchedPostgres(sql, usage)),
      watch: {
        poolUse: () => usage.poolUse(),
        listening: () => listening,
        observeQueries: (observer) => usage.observeQueries(observer),
      },
      close: async () => {
        await Promise.all([sql.end({ timeout: 5 }), listener.end({ timeout: 5 })]);
      },
    };
  }

  let path: string | undefined;
  let release = () => {};
  if (options.dataDir) {
    path = join(options.dataDir, 'pglite');
    mkdirSync(path, { recursive: true });
    release = holdEmbeddedDatabase(options.dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create(path, {
      extensions: { fuzzystrmatch, pg_trgm },
      loadDataDir: options.initialData,
    });
  } catch (error) {
    release();
    throw error;
  }
  const usage = new Usage(1);
  const watched = watchedPglite(client, usage);
  let listening = false;
  return {
    db: drizzlePglite(watched, { schema }) as unknown as Database,
    driver: 'pglite',
    // In the process itself: never lost, so listening once is all.
    listen: async (channel, onNotify, onListen) => {
      await client.listen(channel, onNotify);
      listening = true;
      onListen?.();
    },
    runSql: runSqlOnPglite(watched),
    watch: {
      poolUse: () => usage.poolUse(),
      listening: () => listening,
      observeQueries: (observer) => usage.observeQueries(observer),
    },
    close: async () => {
      await client.close();
      release();
    },
  };
}
