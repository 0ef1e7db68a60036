/**
 * `pnpm bench:scale`: the shop at a distributor's size (issue 18). Builds, on the PostgreSQL
 * server named by BENCH_DATABASE_URL, a database of 1,000,000 products, 5,000 machine models with
 * fitment, 100,000 customers, 1,000,000 orders with ~3,000,000 lines, 50,000 quotes and the staff
 * records (kept between runs; `--rebuild` builds it again), then asks every kind of page and list
 * with nothing cached and prints p50/p95 against the goals, the plans of whatever is over, the
 * process's peak memory, whether searches still put first what a buyer expects
 * (scale/relevance.ts), the streamed exports and sitemap, and the embedded database (PGlite)
 * at 100,000 products. Exits 1 when a goal is missed.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm bench:scale [--rebuild]
 *     [--runs=120] [--only=<kind name part, relevance or downloads>] [--skip-embedded]
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CatalogCache, upsertAdmin } from '@buildright/api';
import { buildApp } from '../src/app.ts';
import { rowsOf } from '../src/testing/sql-rows.ts';
import { loadConfig } from '../src/env.ts';
import { warmUp } from '../src/warm-up.ts';
import { distributorSizes, scaleDatabase } from './scale/build.ts';
import { postgresConnection, type BenchConnection } from './scale/connection.ts';
import { embeddedCopy, embeddedSizes } from './scale/embedded.ts';
import { embeddedKinds, queryKinds, type ScaleFacts, type Who } from './scale/kinds.ts';
import { measureKind, missedGoal, printTable, type KindResult } from './scale/measure.ts';
import { ensureMemberPriceList } from './scale/member-price-list.ts';
import { checkRelevance, printRelevance, type RelevanceRow } from './scale/relevance.ts';
import { serverMemorySettings } from './scale/server-settings.ts';
import { measureDownload, MemoryWatch, type DownloadResult } from './scale/memory.ts';

/**
 * Runs of each kind by default. A p95 of 60 runs is their third slowest, which one pause of V8's
 * garbage collector (5 to 25 ms, in about one request in twelve) can set; of 120 it is the sixth.
 */
const DEFAULT_RUNS = 120;

const { values: args } = parseArgs({
  options: {
    rebuild: { type: 'boolean', default: false },
    runs: { type: 'string', default: String(DEFAULT_RUNS) },
    only: { type: 'string' },
    'skip-embedded': { type: 'boolean', default: false },
  },
});
const serverUrl = process.env.BENCH_DATABASE_URL;
if (!serverUrl) {
  console.error(
    'bench:scale needs a PostgreSQL server to build its database on: set BENCH_DATABASE_URL=postgres://user@host:port/postgres',
  );
  process.exit(2);
}

const RSS_GOAL_MB = 400;
const DOWNLOAD_GROWTH_GOAL_MB = 100;
const EMBEDDED_PRODUCTS = embeddedSizes.products;
const EMBEDDED_GOAL_MS = 100;
const runs = Number(args.runs);

// The shop runs in production as it would be deployed: React, Mantine and Fastify pick their
// production builds from NODE_ENV when the app loads them, which is after this line.
process.env.NODE_ENV = 'production';

// Every answer is computed afresh: the catalogue cache keeps nothing.
CatalogCache.prototype.get = function get<T>(_key: string, load: () => Promise<T>) {
  return load();
};

/**
 * The app on `connection`, and its visitors' cookies; the customer's only when a kind asks as
 * one, since the embedded database holds the catalogue alone.
 */
async function benchApp(connection: BenchConnection, signInCustomer: boolean) {
  const config = loadConfig({
    NODE_ENV: 'production',
    PAYMENTS_PROVIDER: 'test',
    // Production cookies are Secure: sign-in is told it arrived over HTTPS, as behind a proxy.
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'buildright-bench-scale-')),
    SESSION_SECRET: 'bench-secret-that-is-long-enough-for-cookies',
    DEMO: 'false',
    RATE_LIMIT_MULTIPLIER: '1000000',
  });
  const app = await buildApp({
    config,
    connection,
    mailer: { send: async () => {} },
    logger: false,
    jobs: { schedules: false },
  });
  await app.ready();
  await upsertAdmin(connection.db, { username: 'scale-bench', password: 'bench-password-1' });
  const signIn = async (url: string, username: string, password: string) => {
    const response = await app.inject({
      method: 'POST',
      url,
      payload: { username, password },
      headers: { 'x-forwarded-proto': 'https' },
    });
    const sid = response.cookies.find((cookie) => cookie.name === 'sid');
    if (!sid) throw new Error(`Signing in at ${url} answered ${response.statusCode}`);
    return `sid=${sid.value}`;
  };
  const cookies: Record<Who, string | undefined> = {
    guest: undefined,
    admin: await signIn('/api/admin/login', 'scale-bench', 'bench-password-1'),
    customer: signInCustomer
      ? await signIn('/api/local/login', 'customer1', 'bench-customer-password')
      : undefined,
  };
  return { app, cookies };
}

async function scaleFacts(connection: BenchConnection): Promise<ScaleFacts> {
  const rows = async (text: string) =>
    rowsOf<Record<string, number>>(await connection.db.execute(text));
  const ids = async (text: string) => (await rows(text)).map((row) => Number(row.id));
  const [counts] = await rows('select max(id) as orders from orders');
  return {
    categoryIds: await ids('select id from categories order by id'),
    machineIds: await ids(
      'select distinct machine_model_id as id from product_fitments order by 1 limit 500',
    ),
    shownProductIds: await ids(
      `select p.id from generate_series(7, (select max(id) from products), 1000) as g(id)
      join products p on p.id = g.id join categories c on c.id = p.category_id
      where p.is_active and c.is_active order by p.id`,
    ),
    orderCount: Number(counts!.orders ?? 1),
  };
}

async function measureKinds(
  connection: BenchConnection,
  keep: (name: string) => boolean,
  goalOf: (goalMs: number) => number,
  watch: MemoryWatch,
) {
  const kinds = queryKinds(await scaleFacts(connection)).filter((kind) => keep(kind.name));
  const asCustomer = kinds.some((kind) => kind.requests(0).some((r) => r.as === 'customer'));
  const { app, cookies } = await benchApp(connection, asCustomer);
  const results: KindResult[] = [];
  for (const kind of kinds) {
    const result = await measureKind(
      { app, connection, cookies, runs, warmUp: 5 },
      { ...kind, goalMs: goalOf(kind.goalMs) },
    );
    results.push(result);
    console.log(
      `  ${kind.name}: ${result.failure ?? `p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms`}`,
    );
  }
  return { app, cookies, results, peakMb: watch.takePeakMb() };
}

/** Runs of a server-drawn page on a server that has drawn nothing yet. */
const FRESH_RUNS = 20;

/**
 * The server-drawn pages as a freshly started server draws them: each kind on an app of its own
 * that has only drawn what the server draws before it listens (src/warm-up.ts), with nothing
 * cached, so its first pages pay for whatever is left to load and compile.
 */
async function measureFreshServer(connection: BenchConnection, keep: (name: string) => boolean) {
  const drawn = queryKinds(await scaleFacts(connection)).filter(
    (kind) => kind.name.endsWith('server-drawn') && keep(kind.name),
  );
  const results: KindResult[] = [];
  for (const kind of drawn) {
    const { app, cookies } = await benchApp(connection, false);
    await warmUp(app);
    const result = await measureKind(
      { app, connection, cookies, runs: FRESH_RUNS, warmUp: 0 },
      { ...kind, name: `${kind.name}, fresh server (first ${FRESH_RUNS})` },
    );
    await app.close();
    results.push(result);
    console.log(
      `  ${result.name}: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms`,
    );
  }
  return results;
}

const watch = new MemoryWatch();
const selected = (name: string) => !args.only || name.includes(args.only);

console.log(`Building (or keeping) the distributor's database on ${new URL(serverUrl).host}`);
const scaleUrl = await scaleDatabase(serverUrl, 'buildright_scale', distributorSizes, args.rebuild);
const connection = postgresConnection(scaleUrl);
await ensureMemberPriceList(connection);
console.log(await serverMemorySettings(connection));
console.log(`\nMeasuring ${runs} uncached runs of each kind on PostgreSQL`);
const freshServer = await measureFreshServer(connection, selected);
const onPostgres = await measureKinds(connection, selected, (goal) => goal, watch);
onPostgres.results.push(...freshServer);

const relevance: RelevanceRow[] = selected('relevance') ? await checkRelevance(onPostgres.app) : [];

const downloads: DownloadResult[] = [];
if (selected('downloads')) {
  const address = await onPostgres.app.listen({ port: 0, host: '127.0.0.1' });
  const admin = onPostgres.cookies.admin;
  for (const [name, path] of [
    ['product export (CSV)', '/api/admin/products/export.csv'],
    ['order export, a year (CSV)', '/api/admin/orders/export.csv?from=2025-01-01&to=2025-12-31'],
    ['sitemap', '/sitemap.xml'],
    ['sitemap, first product file', '/sitemap-products-1.xml'],
  ] as const) {
    try {
      downloads.push(await measureDownload(watch, address, name, path, admin));
    } catch (error) {
      downloads.push({ name, bytes: 0, lines: 0, seconds: 0, growthMb: NaN });
      console.log(`  ${name}: ${String(error)}`);
    }
  }
}
await onPostgres.app.close();

let embedded: KindResult[] = [];
const embeddedSelected = (name: string) => embeddedKinds.has(name) && selected(name);
if (!args['skip-embedded'] && [...embeddedKinds].some(embeddedSelected)) {
  console.log(`\nThe embedded database (PGlite) with ${EMBEDDED_PRODUCTS} products`);
  const sourceUrl = await scaleDatabase(
    serverUrl,
    'buildright_scale_embedded',
    embeddedSizes,
    args.rebuild,
  );
  const pglite = await embeddedCopy(sourceUrl);
  const measured = await measureKinds(pglite, embeddedSelected, () => EMBEDDED_GOAL_MS, watch);
  embedded = measured.results;
  await measured.app.close();
  await pglite.close();
}
watch.stop();

printTable(
  `On PostgreSQL: ${distributorSizes.products.toLocaleString('en')} products, ${distributorSizes.orders.toLocaleString('en')} orders, uncached`,
  onPostgres.results,
);
if (embedded.length > 0) {
  printTable(
    `On the embedded database: ${EMBEDDED_PRODUCTS.toLocaleString('en')} products`,
    embedded,
  );
}
if (relevance.length > 0) printRelevance(relevance);
const memoryOk = onPostgres.peakMb <= RSS_GOAL_MB;
console.log(
  `\nPeak resident memory while answering: ${onPostgres.peakMb.toFixed(0)} MB (goal ≤ ${RSS_GOAL_MB}) ${memoryOk ? 'ok' : 'OVER'}`,
);
if (downloads.length > 0) {
  console.log('\n| download | size | lines | seconds | memory growth MB (goal ≤ 100) | |');
  console.log('|---|---:|---:|---:|---:|---|');
  for (const d of downloads) {
    const ok = d.growthMb <= DOWNLOAD_GROWTH_GOAL_MB;
    console.log(
      `| ${d.name} | ${(d.bytes / 1024 / 1024).toFixed(1)} MB | ${d.lines.toLocaleString('en')} | ${d.seconds.toFixed(1)} | ${d.growthMb.toFixed(0)} | ${ok ? 'ok' : 'OVER'} |`,
    );
  }
}
const missed =
  [...onPostgres.results, ...embedded].some(missedGoal) ||
  !memoryOk ||
  relevance.some((row) => !row.ok) ||
  downloads.some((d) => !(d.growthMb <= DOWNLOAD_GROWTH_GOAL_MB));
await connection.close();
process.exit(missed ? 1 : 0);
