/**
 * Builds a distributor-sized database on a PostgreSQL server with set-based SQL: products,
 * machines and fitment, customers, orders with their lines and history, quotes, contact
 * messages, activity and mail. Rows are drawn from a deterministic hash of their number, so
 * every build holds the same data. Triggers are off while loading (the search document and the
 * word list are written here as the triggers would), and the two halves of each large table are
 * loaded on two connections at once.
 */
import postgres from 'postgres';
import { connect, migrate } from '@buildright/db';
import { createHelpers, type ScaleSizes } from './build-sql.ts';
import { loadCustomers, loadOrders, loadQuotes, loadStaffRecords } from './load-business.ts';
import { loadCategoriesAndMachines, loadProducts } from './load-catalogue.ts';
import { kinds } from './vocabulary.ts';

export type { ScaleSizes } from './build-sql.ts';

/** A distributor's size: the goals of the scale bench hold at these. */
export const distributorSizes: ScaleSizes = {
  products: 1_000_000,
  machines: 5_000,
  customers: 100_000,
  orders: 1_000_000,
  quotes: 50_000,
  contactMessages: 50_000,
  auditEntries: 500_000,
  emails: 300_000,
};

/** Bumped whenever the data drawn changes, so an older build is rebuilt. */
const BUILD_VERSION = 1;

const log = (message: string) => console.log(`  ${message}`);

async function timed(label: string, work: () => Promise<unknown>): Promise<void> {
  const started = performance.now();
  await work();
  log(`${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

/**
 * A migrated database named `name` on the server at `serverUrl`, filled to `sizes`. One that an
 * earlier run built with the same version and sizes is kept (after applying new migrations).
 */
export async function scaleDatabase(
  serverUrl: string,
  name: string,
  sizes: ScaleSizes,
  rebuild: boolean,
): Promise<string> {
  const stamp = JSON.stringify({ version: BUILD_VERSION, sizes });
  const server = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const [existing] = await server`select 1 from pg_database where datname = ${name}`;
  let reuse = false;
  if (existing && !rebuild) {
    const probe = postgres(url.toString(), { max: 1, onnotice: () => {} });
    const [row] = await probe`select shobj_description(oid, 'pg_database') as stamp
      from pg_database where datname = current_database()`;
    reuse = row?.stamp === stamp;
    await probe.end();
  }
  if (!reuse) {
    await server.unsafe(`drop database if exists ${name} with (force)`);
    await server.unsafe(`create database ${name}`);
  }
  await server.end();

  const connection = await connect({ databaseUrl: url.toString(), maxConnections: 2 });
  await migrate(connection);
  await connection.close();
  if (reuse) {
    // New migrations may have added indexes on expressions, which have no statistics until now.
    const analyse = postgres(url.toString(), { max: 1, onnotice: () => {} });
    await analyse.unsafe('analyze');
    await analyse.end();
    log(`kept the database ${name} of an earlier run (--rebuild builds it again)`);
    return url.toString();
  }

  const sql = postgres(url.toString(), { max: 2, onnotice: () => {} });
  await sql`set maintenance_work_mem = '512MB'`;
  const started = performance.now();
  await timed('helpers', () => createHelpers(sql));
  await timed(`${kinds.length} categories, ${sizes.machines} machines`, () =>
    loadCategoriesAndMachines(sql, sizes),
  );
  await timed(`${sizes.products} products with fitment`, () => loadProducts(sql, sizes));
  await timed(`${sizes.customers} customers`, () => loadCustomers(sql, sizes));
  await timed(`${sizes.orders} orders with lines and history`, () => loadOrders(sql, sizes));
  await timed(`${sizes.quotes} quotes`, () => loadQuotes(sql, sizes));
  await timed('contact messages, activity, mail', () => loadStaffRecords(sql, sizes));
  await sql`drop table bench_kinds`;
  await sql`drop function bench_pick, bench_rand`;
  // The load ran with triggers off, so the maintained counts and the words a typed beginning
  // reaches start from the rows themselves.
  await timed('tallies', () => sql`select refill_tallies()`);
  await timed('search lexemes', () => sql`select refill_search_lexemes()`);
  await timed('vacuum analyze', () => sql.unsafe('vacuum (analyze)'));
  await sql.unsafe(`comment on database ${name} is '${stamp}'`);
  log(`built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  await sql.end();
  return url.toString();
}
