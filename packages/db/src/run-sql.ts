import type { PGlite } from '@electric-sql/pglite';
import type postgres from 'postgres';

export type SqlRow = Record<string, unknown>;

/**
 * Runs SQL text as a library that writes its own runs it (the job queue): with values, one
 * statement; without, one or more, which may open and commit a transaction of their own. Answers
 * the rows of every statement, in order. Dates and JSON come back as the driver reads them.
 */
export type RunSql = (text: string, values?: readonly unknown[]) => Promise<{ rows: SqlRow[] }>;

/** json and jsonb, by their type ids. */
const JSON_TYPES = [114, 3802];

/**
 * A value as node-postgres sends it, which is what the queue's SQL is written for: a time as its
 * ISO text, an object as its JSON, an array as an array. (The client Drizzle wraps sends times
 * and JSON as they are given, as Drizzle writes them itself.)
 */
function asNodePostgresSends(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    return value instanceof Uint8Array ? value : JSON.stringify(value);
  }
  return value;
}

/**
 * On PostgreSQL, through postgres.js's pool. JSON text goes to json columns as it is rather than
 * encoded again (as Drizzle sets the client it wraps: on the shop's own client, nothing changes).
 */
export function runSqlOnPostgres(sql: postgres.Sql): RunSql {
  for (const type of JSON_TYPES) sql.options.serializers[type] = (value: unknown) => value;
  return async (text, values = []) => {
    if (values.length > 0) {
      const sent = values.map(asNodePostgresSends) as never[];
      return { rows: [...(await sql.unsafe<SqlRow[]>(text, sent))] };
    }
    // postgres.js sends a BEGIN only on a connection set apart; one whose statement failed is left
    // inside an aborted transaction, rolled back before the connection is shared again.
    const reserved = await sql.reserve();
    try {
      const result: SqlRow[] | SqlRow[][] = await reserved.unsafe(text);
      const statements = result.every((item) => Array.isArray(item));
      return { rows: statements ? (result as SqlRow[][]).flat() : (result as SqlRow[]) };
    } catch (error) {
      await reserved.unsafe('rollback').catch(() => {});
      throw error;
    } finally {
      reserved.release();
    }
  };
}

/** On the embedded database, whose one connection everyone shares. */
export function runSqlOnPglite(client: Pick<PGlite, 'query' | 'exec'>): RunSql {
  return async (text, values = []) => {
    try {
      if (values.length > 0) return { rows: (await client.query<SqlRow>(text, [...values])).rows };
      const results = await client.exec(text);
      return { rows: results.flatMap((result) => result.rows as SqlRow[]) };
    } catch (error) {
      // A transaction the text opened must not stay open, aborted, under the next statement.
      await client.query('rollback').catch(() => {});
      throw error;
    }
  };
}
