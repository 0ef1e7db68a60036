/**
 * The app's database connections for the scale bench, built here rather than by `connect` so the
 * bench can see the statements a request sends (to explain the slow ones).
 */
import { rmSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  preparingStatements,
  runSqlOnPglite,
  runSqlOnPostgres,
  schema,
  type Database,
  type DatabaseConnection,
} from '@buildright/db';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { StatementLog, type Statement } from './statements.ts';

export interface BenchConnection extends DatabaseConnection {
  log: StatementLog;
  /**
   * The plan of a statement as it runs: `EXPLAIN (ANALYZE, BUFFERS)`, after its transaction's
   * settings, in a transaction rolled back afterwards.
   */
  explain(statement: Statement): Promise<string>;
}

const planText = (rows: Record<string, unknown>[]) =>
  rows.map((row) => row['QUERY PLAN']).join('\n');

export function postgresConnection(url: string): BenchConnection {
  const log = new StatementLog();
  const sql = postgres(url, {
    max: 10,
    onnotice: () => {},
    // As `connect` sets a connection straight to the server.
    connection: { plan_cache_mode: 'force_custom_plan' },
    // Every statement, in a transaction (`begin`, reserved connections) or not, passes here.
    debug: (connectionId, query, params) => log.add(connectionId, query, params as unknown[]),
  });
  // The job queue's statements on a client of their own: they are not a request's.
  const jobSql = postgres(url, { max: 2, onnotice: () => {} });
  return {
    db: drizzlePostgres(preparingStatements(sql), { schema }) as unknown as Database,
    driver: 'postgres',
    log,
    listen: async (channel, onNotify, onListen) => {
      await sql.listen(channel, onNotify, onListen);
    },
    runSql: runSqlOnPostgres(jobSql),
    close: async () => {
      await Promise.all([sql.end({ timeout: 5 }), jobSql.end({ timeout: 5 })]);
    },
    explain: async ({ query, params, settings }) => {
      const reserved = await sql.reserve();
      const send = (text: string, values: unknown[]) =>
        reserved.unsafe(text, values as postgres.ParameterOrJSON<never>[]);
      try {
        await send('begin', []);
        for (const setting of settings) await send(setting.query, setting.params);
        return planText(await send(`explain (analyze, buffers) ${query}`, params));
      } finally {
        await send('rollback', []);
        reserved.release();
      }
    },
  };
}

/**
 * An embedded database in `dataDir`, as the shop keeps it (removed on close), and its client for
 * loading with COPY. Not in memory: PGlite's in-memory files copy themselves whole on every
 * extension, so loading 100,000 products that way takes time quadratic in the table's size.
 */
export async function pgliteConnection(
  dataDir: string,
): Promise<BenchConnection & { client: PGlite }> {
  const log = new StatementLog();
  const client = await PGlite.create(dataDir, { extensions: { fuzzystrmatch, pg_trgm } });
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  // PGlite has no statement hook; its query methods are where Drizzle's statements pass, and a
  // transaction's own handle has its own, its `begin` never passing through either.
  client.query = ((text: string, params?: unknown[], options?: object) => {
    log.add(client, text, params ?? []);
    return query(text, params, options);
  }) as typeof client.query;
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction(async (tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = ((text: string, params?: unknown[], options?: object) => {
        log.add(tx, text, params ?? []);
        return txQuery(text, params, options);
      }) as typeof tx.query;
      log.beginTransaction(tx);
      try {
        return await callback(tx);
      } finally {
        log.endTransaction(tx);
      }
    })) as typeof client.transaction;
  return {
    client,
    db: drizzlePglite(client, { schema }) as unknown as Database,
    driver: 'pglite',
    log,
    listen: async (channel, onNotify, onListen) => {
      await client.listen(channel, onNotify);
      onListen?.();
    },
    // The job queue's statements, unlogged: they are not a request's.
    runSql: runSqlOnPglite({ query, exec }),
    close: async () => {
      await client.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    explain: async ({ query: text, params, settings }) => {
      // One connection: nothing else runs while the bench explains.
      await query('begin');
      try {
        for (const setting of settings) await query(setting.query, setting.params);
        const result = await query<Record<string, unknown>>(
          `explain (analyze, buffers) ${text}`,
          params,
        );
        return planText(result.rows);
      } finally {
        await query('rollback');
      }
    },
  };
}
