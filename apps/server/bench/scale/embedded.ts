/**
 * The embedded database at a large catalogue: the catalogue tables of a database the builder made
 * on PostgreSQL, copied into an in-memory PGlite with COPY (text format), triggers off since the
 * rows already hold what the triggers would write.
 */
import { migrate } from '@buildright/db';
import postgres from 'postgres';
import { pgliteConnection } from './connection.ts';

const catalogueTables = [
  'categories',
  'machine_models',
  'products',
  'product_fitments',
  'search_words',
];

export async function embeddedCopy(sourceUrl: string) {
  const connection = await pgliteConnection();
  await migrate(connection);
  const source = postgres(sourceUrl, { max: 1, onnotice: () => {} });
  await connection.client.exec('set session_replication_role = replica');
  for (const table of catalogueTables) {
    const chunks: Buffer[] = [];
    for await (const chunk of await source.unsafe(`copy ${table} to stdout`).readable()) {
      chunks.push(chunk as Buffer);
    }
    await connection.client.query(`copy ${table} from '/dev/blob'`, [], {
      blob: new Blob(chunks),
    });
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
  await connection.client.exec('analyze');
  await source.end();
  return connection;
}
