/**
 * The embedded database at a large catalogue: the catalogue tables of a database the builder made
 * on PostgreSQL, copied into a PGlite in a temporary directory with COPY (text format), a range of
 * ids at a time. Triggers are off since the rows already hold what the triggers would write, and
 * each table's indexes other than its keys are made once its rows are in (products load in half
 * the time that way).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { migrate } from '@buildright/db';
import postgres from 'postgres';
import { distributorSizes, type ScaleSizes } from './build.ts';
import { pgliteConnection } from './connection.ts';

/** A large catalogue with the distributor's machines, and next to nothing else. */
export const embeddedSizes: ScaleSizes = {
  ...distributorSizes,
  products: 100_000,
  customers: 10,
  orders: 10,
  quotes: 1,
  contactMessages: 10,
  auditEntries: 10,
  emails: 10,
};

/** Ids per COPY: about 14 MB of products, so neither side holds a whole table at once. */
const CHUNK_IDS = 10_000;

/** Each table, and the integer column its chunks are cut by (none: copied whole). */
const catalogueTables: [table: string, chunkBy?: string][] = [
  ['categories'],
  ['machine_models'],
  ['products', 'id'],
  ['product_fitments', 'product_id'],
  ['search_words'],
  ['search_lexemes'],
];

const log = (message: string) => console.log(`  ${message}`);

/**
 * The text of one `copy … to stdout`. Each COPY has a connection of its own: postgres.js 3.4
 * pauses the socket when the stream's buffer is full and resumes it only when the stream asks
 * for more, so a COPY that ends while paused leaves the connection deaf and the next statement
 * on it waits for ever (the server stuck in ClientWrite).
 */
async function copyOut(sourceUrl: string, statement: string): Promise<Blob> {
  const source = postgres(sourceUrl, { max: 1, onnotice: () => {} });
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of await source.unsafe(statement).readable()) {
      chunks.push(chunk as Buffer);
    }
    return new Blob(chunks);
  } finally {
    await source.end();
  }
}

async function idRange(sourceUrl: string, table: string, column: string) {
  const source = postgres(sourceUrl, { max: 1, onnotice: () => {} });
  try {
    const [range] = await source.unsafe<{ low: number | null; high: number | null }[]>(
      `select min(${column}) as low, max(${column}) as high from ${table}`,
    );
    return { low: range?.low ?? 0, high: range?.high ?? -1 };
  } finally {
    await source.end();
  }
}

/** Drops the table's indexes other than its keys, and answers how to make them again. */
async function dropIndexes(client: PGlite, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes
     where schemaname = 'public' and tablename = $1
       and indexname not in (select conname from pg_constraint)`,
    [table],
  );
  for (const { name } of rows) await client.exec(`drop index "${name}"`);
  return rows.map((row) => row.definition);
}

export async function embeddedCopy(sourceUrl: string) {
  const started = performance.now();
  const connection = await pgliteConnection(
    mkdtempSync(join(tmpdir(), 'buildright-bench-pglite-')),
  );
  await migrate(connection);
  await connection.client.exec('set session_replication_role = replica');
  for (const [table, chunkBy] of catalogueTables) {
    const tableStarted = performance.now();
    const statements: string[] = [];
    if (!chunkBy) {
      statements.push(`copy ${table} to stdout`);
    } else {
      const { low, high } = await idRange(sourceUrl, table, chunkBy);
      for (let from = low; from <= high; from += CHUNK_IDS) {
        statements.push(
          `copy (select * from ${table} where ${chunkBy} between ${from} and ${from + CHUNK_IDS - 1}) to stdout`,
        );
      }
    }
    const indexes = await dropIndexes(connection.client, table);
    for (const statement of statements) {
      const blob = await copyOut(sourceUrl, statement);
      await connection.client.query(`copy ${table} from '/dev/blob'`, [], { blob });
    }
    for (const definition of indexes) await connection.client.exec(definition);
    log(`${table} (${((performance.now() - tableStarted) / 1000).toFixed(1)} s)`);
  }
  for (const [table, sequence] of [
    ['categories', 'categories_id_seq'],
    ['machine_models', 'machine_models_id_seq'],
    ['products', 'products_id_seq'],
  ]) {
    await connection.client.exec(`select setval('${sequence}', (select max(id) from ${table}))`);
  }
  // The builder numbers SKUs after product ids.
  await connection.client.exec(
    `select setval('product_sku_seq', (select 1000 + max(id) from products))`,
  );
  await connection.client.exec('set session_replication_role = origin');
  await connection.client.exec('select refill_tallies()');
  await connection.client.exec('analyze');
  log(`copied into PGlite in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return connection;
}
