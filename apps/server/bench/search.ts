/**
 * Catalogue search with 10,000 products and 300 machine models: searches (words, typos,
 * prefixes, SKUs, nothing found), filtered catalogue pages (category, price, stock, sort; a
 * machine's fitment) and header suggestions, each answered afresh. The shop keeps public
 * answers in memory until the catalogue changes, so the bench calls the same procedures the
 * REST adapters call, with a cache that keeps nothing. Runs on the PostgreSQL server named by
 * BENCH_DATABASE_URL (a throwaway database is created and dropped), else on the embedded
 * database. Goals, p95: 25 ms for searches and catalogue pages and 20 ms for suggestions on
 * PostgreSQL; 60 ms for each on the embedded database. Also prints the top 3 of a few searches.
 */
import { loadavg } from 'node:os';
import {
  CatalogCache,
  createCaller,
  createPaymentProvider,
  defaultRateLimits,
  RateLimits,
  noMetrics,
} from '@buildright/api';
import type { CatalogQuery } from '@buildright/api/shared';
import { categories, machineModels, productFitments, products, searchWords } from '@buildright/db';
import { sql } from 'drizzle-orm';
import { createGuestContext } from '../src/context.ts';
import { kinds, MACHINES, machineRows, PRODUCTS, productRows } from './search-catalogue.ts';
import { benchDatabase, benchDatabaseName, benchServerUrl, percentile } from './support.ts';

const WARM_UP = 20;
const RUNS = 200;
const goals = benchServerUrl
  ? { search: 25, catalogue: 25, suggestions: 20 }
  : { search: 60, catalogue: 60, suggestions: 60 };

// --- Loading: batched inserts; the triggers fill search_vector and search_words. ---

const setupStarted = performance.now();
const bench = await benchDatabase('search');
const { db, config } = bench;

const categoryIds = (
  await db
    .insert(categories)
    .values(kinds.map(({ category }) => ({ name: category })))
    .returning({ id: categories.id })
).map(({ id }) => id);
const machineIds = (
  await db.insert(machineModels).values(machineRows).returning({ id: machineModels.id })
).map(({ id }) => id);

const BATCH = 500;
const fitments: { productId: number; machineModelId: number }[] = [];
for (let start = 0; start < PRODUCTS; start += BATCH) {
  const batch = productRows.slice(start, start + BATCH);
  const inserted = await db
    .insert(products)
    .values(batch.map(({ row, kindIndex }) => ({ ...row, categoryId: categoryIds[kindIndex]! })))
    .returning({ id: products.id });
  // PostgreSQL returns the rows of one INSERT in the order of its VALUES.
  inserted.forEach(({ id }, i) => {
    for (const model of batch[i]!.models) {
      fitments.push({ productId: id, machineModelId: machineIds[model - 1]! });
    }
  });
}
for (let start = 0; start < fitments.length; start += 5_000) {
  await db.insert(productFitments).values(fitments.slice(start, start + 5_000));
}
await db.execute(sql`analyze`);
const wordCount = await db.$count(searchWords);
const setupSeconds = (performance.now() - setupStarted) / 1000;

// --- The procedures the REST adapters call, with a cache that never keeps an answer. ---

class NoCache extends CatalogCache {
  override get<T>(_key: string, load: () => Promise<T>): Promise<T> {
    return load();
  }
}

const silent = { info() {}, warn() {}, error() {} };
const api = createCaller(
  createGuestContext(
    {
      db,
      mailer: { send: async () => {} },
      payments: createPaymentProvider(config.payments, db),
      catalogCache: new NoCache(),
      // The searches read products only; no document is stored or read.
      documentFiles: {
        save: () => Promise.reject(new Error('The search bench stores no documents')),
        read: async () => null,
        download: () => Promise.reject(new Error('The search bench fetches no documents')),
      },
      returnPhotoFiles: {
        save: () => Promise.reject(new Error('The search bench stores no photos')),
      },
      heardOwnWrites: async () => true,
      metrics: noMetrics,
      settings: {
        shopEmail: 'shop@bench.example',
        publicUrl: 'http://localhost',
        adminUrl: 'http://localhost/admin-dashboard/',
        resetLinkMinutes: 60,
        demo: false,
      },
      rateLimits: new RateLimits(db, defaultRateLimits),
      // The searches are public reads; no staff asks after the jobs.
      jobs: {
        statuses: () => Promise.reject(new Error('The search bench runs no jobs')),
        failures: () => Promise.reject(new Error('The search bench runs no jobs')),
        retry: () => Promise.reject(new Error('The search bench runs no jobs')),
      },
    },
    silent,
  ),
);

const searches = [
  'bucket',
  'breaker',
  'auger',
  'gloves',
  'generator',
  'grapple',
  'ripper',
  'harness',
  'ditch bucket',
  'hydraulic thumb',
  'cordless drill',
  'breaker hammer',
  'quick coupler',
  'rock tooth',
  'excavater',
  'bucet',
  'hidraulic',
  'genrator',
  'graple',
  'compacter',
  'buck',
  'hydr',
  'tilt',
  'dem',
  'BR-001234',
  'br-005678',
  '009999',
  'qc-20',
  'xylophone',
  'qwertyuiop',
];
const sorts = ['price_asc', 'price_desc', 'newest', 'name', 'relevance'] as const;
const filtered = (run: number): CatalogQuery => {
  const sort = sorts[run % sorts.length]!;
  if (run % 2 === 0) {
    const low = (run * 37) % 2_000;
    return {
      categoryId: categoryIds[run % categoryIds.length]!,
      minPrice: String(low),
      maxPrice: String(low + 3_000),
      inStock: true,
      sort,
    };
  }
  return { machineId: machineIds[(run * 7) % machineIds.length]!, sort };
};
const typed = [
  'b',
  'bu',
  'buc',
  'buck',
  'bucke',
  'bucket',
  'h',
  'hy',
  'hyd',
  'hydra',
  'hydrau',
  'hydraulic',
  'hydraulic th',
  'ge',
  'gen',
  'gene',
  'genera',
  'excav',
  'excavat',
  'excavater',
  'saf',
  'safety gl',
  'br-00',
  'br-0012',
];

const kindsToMeasure: Record<keyof typeof goals, (run: number) => Promise<unknown>> = {
  search: (run) => api.catalog.list({ search: searches[run % searches.length]! }),
  catalogue: (run) => api.catalog.list(filtered(run)),
  suggestions: (run) => api.catalog.suggest({ q: typed[run % typed.length]! }),
};

let failed = false;
console.log(
  `Catalogue search, ${PRODUCTS} products, ${MACHINES} machines, ${fitments.length} listed fitments, ` +
    `${wordCount} search words, on ${benchDatabaseName} ` +
    `(loaded in ${setupSeconds.toFixed(1)} s); ${RUNS} uncached runs each, load average ${loadavg()[0]!.toFixed(1)}`,
);
for (const [kind, run] of Object.entries(kindsToMeasure) as [
  keyof typeof goals,
  (run: number) => Promise<unknown>,
][]) {
  const times: number[] = [];
  for (let i = 0; i < WARM_UP + RUNS; i++) {
    const started = performance.now();
    await run(i);
    if (i >= WARM_UP) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 0.95);
  const ok = p95 <= goals[kind];
  failed ||= !ok;
  console.log(
    `  ${kind.padEnd(12)} p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms ` +
      `${ok ? '✓' : `✗ (goal p95 ≤ ${goals[kind]} ms)`}`,
  );
}

console.log('\nTop 3 of some searches:');
for (const search of [
  'excavater bucket',
  'ditch bucket',
  'hydraulic thumb',
  'breaker hamer',
  'genrator',
  'qc-20',
  'BR-001234',
  'cordless drill',
  'grap',
  'steel toe boots',
  'root rake 48',
]) {
  const page = await api.catalog.list({ search, pageSize: 3 });
  console.log(
    `  ${search.padEnd(18)} (${page.total}) ${page.items.map((p) => p.name).join(' | ') || '—'}`,
  );
}

await bench.close();
process.exit(failed ? 1 : 0);
