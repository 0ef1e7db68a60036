/**
 * The app's database connections for the scale bench, built here rather than by `connect` so the
 * bench can see the statements a request sends (to explain the slow ones).
 */
import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { schema, type Database, type DatabaseConnection } from '@buildright/db';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';

export interface Statement {
  query: string;
  params: unknown[];
}

/** Records the statements sent while `recording` is on. */
export class StatementLog {
  recording = false;
  readonly statements: Statement[] = [];

  add(query: string, params: unknown[]) {
    if (this.recording) this.statements.push({ query, params });
  }

  async during(work: () => Promise<unknown>): Promise<Statement[]> {
    this.statements.length = 0;
    this.recording = true;
    try {
      await work();
    } finally {
      this.recording = false;
    }
    return [...this.statements];
  }
}

export interface BenchConnection extends DatabaseConnection {
  log: StatementLog;
  /** The plan of a statement as it runs: `EXPLAIN (ANALYZE, BUFFERS)`. */
  explain(statement: Statement): Promise<string>;
}

export function postgresConnection(url: string): BenchConnection {
  const log = new StatementLog();
  const sql = postgres(url, {
    max: 10,
    onnotice: () => {},
    debug: (_connection, query, params) => log.add(query, params as unknown[]),
  });
  return {
    db: drizzlePostgres(sql, { schema }) as unknown as Database,
    driver: 'postgres',
    log,
    listen: async (channel, onNotify) => {
      await sql.listen(channel, onNotify);
    },
    close: () => sql.end({ timeout: 5 }),
    explain: async ({ query, params }) => {
      const rows = await sql.unsafe(
        `explain (analyze, buffers) ${query}`,
        params as postgres.ParameterOrJSON<never>[],
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
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
  // PGlite has no statement hook; its query method is where Drizzle's statements pass.
  client.query = ((text: string, params?: unknown[], options?: object) => {
    log.add(text, params ?? []);
    return query(text, params, options);
  }) as typeof client.query;
  return {
    client,
    db: drizzlePglite(client, { schema }) as unknown as Database,
    driver: 'pglite',
    log,
    listen: async (channel, onNotify) => {
      await client.listen(channel, onNotify);
    },
    close: async () => {
      await client.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    explain: async ({ query: text, params }) => {
      const result = await query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${text}`,
        params,
      );
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    },
  };
}
