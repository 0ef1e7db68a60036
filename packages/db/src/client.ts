import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** A Drizzle handle that both postgres.js and PGlite satisfy. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseConnection {
  db: Database;
  driver: 'postgres' | 'pglite';
  /** Calls `onNotify` whenever another connection runs NOTIFY on `channel`. */
  listen(channel: string, onNotify: () => void): Promise<void>;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** PostgreSQL connection string; without it an embedded PGlite database is used. */
  databaseUrl?: string;
  /** Where PGlite keeps its files; omitted means in memory. */
  dataDir?: string;
  maxConnections?: number;
}

export async function connect(options: ConnectOptions): Promise<DatabaseConnection> {
  if (options.databaseUrl) {
    const sql = postgres(options.databaseUrl, {
      max: options.maxConnections ?? 10,
      onnotice: () => {},
      // While the server is down a query waits for the next connection attempt; the driver's own
      // backoff grows to 20 s. Capped at 1 s, requests fail fast (a 503) and recover soon after.
      backoff: (attempt) => Math.min(0.05 * 2 ** attempt, 1),
      connect_timeout: 10,
    });
    return {
      db: drizzlePostgres(sql, { schema }) as unknown as Database,
      driver: 'postgres',
      listen: async (channel, onNotify) => {
        await sql.listen(channel, onNotify);
      },
      close: () => sql.end({ timeout: 5 }),
    };
  }

  let path: string | undefined;
  if (options.dataDir) {
    path = join(options.dataDir, 'pglite');
    mkdirSync(path, { recursive: true });
  }
  const client = await PGlite.create(path, { extensions: { fuzzystrmatch, pg_trgm } });
  return {
    db: drizzlePglite(client, { schema }) as unknown as Database,
    driver: 'pglite',
    listen: async (channel, onNotify) => {
      await client.listen(channel, onNotify);
    },
    close: () => client.close(),
  };
}
