/**
 * Product CSV import of 5,000 rows through the real app (POST /api/admin/products/import): a
 * file of new products (descriptions, images, fitment by listed models and rules, volume tiers
 * on every fifth), dry run then
 * apply, and the same products changed, dry run then apply. Runs on the PostgreSQL server named
 * by BENCH_DATABASE_URL (a throwaway database), else on the embedded database. Goal: each apply,
 * which checks the whole file again inside its transaction, under 10 s.
 */
import { sql } from 'drizzle-orm';
import { benchAppWithAdmin, benchDatabase, benchDatabaseName } from './support.ts';

const GOAL_MS = 10_000;
const ROWS = 5_000;

const bench = await benchDatabase('import');
const { db } = bench;
await db.execute(sql`insert into categories (name) values ('Buckets'), ('Tools')`);
await db.execute(sql`
  insert into machine_models (make, model, operating_weight_kg, pin_diameter_mm, coupler)
  select 'Make' || (n % 5), 'M-' || n, 1000 + n * 300, 30 + n % 40, 'pin-on'
  from generate_series(1, 50) n`);

const { app, adminCookie: cookie } = await benchAppWithAdmin(bench);

const header =
  'sku,name,category,price,sale_price,stock,active,description,image_urls,universal,machine_models,min_weight_kg,max_weight_kg,pin_mm,coupler,tiers';

const machine = (m: number) => `Make${m % 5} M-${m}`;

function file(version: number): string {
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const n = i + 1;
    const fitment =
      n % 3 === 0
        ? `yes,,,,,`
        : n % 3 === 1
          ? `no,${machine(1 + (n % 50))}|${machine(1 + ((n + version) % 50))},,,,`
          : `no,,${2000 + (n % 10) * 500},${8000 + (n % 10) * 500},${40 + (n % 20)},pin-on`;
    return [
      `BENCH-${String(n).padStart(5, '0')}`,
      `Bench bucket ${n} v${version}`,
      n % 2 ? 'Buckets' : 'Tools',
      `${100 + n + version}.00`,
      n % 4 === 0 ? `${50 + n}.50` : '',
      String((n * 7 + version) % 200),
      'yes',
      `"<p>Heavy-duty bucket number ${n}, with a Hardox 450 cutting edge and replaceable teeth.</p><ul><li>Width ${300 + n} mm</li><li>Version ${version}</li></ul>"`,
      `/demo-images/bucket-1.svg|/uploads/bench-${n}.webp`,
      fitment,
      n % 5 === 0 ? `10:${90 + n + version}.00|50:${80 + n + version}.00` : '',
    ].join(',');
  });
  return `${header}\n${rows.join('\n')}\n`;
}

async function run(csv: string, dryRun: boolean) {
  const started = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: `/api/admin/products/import?dryRun=${dryRun}`,
    headers: { cookie, 'content-type': 'text/csv' },
    payload: csv,
  });
  const elapsed = performance.now() - started;
  if (response.statusCode !== 200)
    throw new Error(`${response.statusCode}: ${response.body.slice(0, 500)}`);
  const report = response.json() as { creates: unknown[]; updates: unknown[]; errors: unknown[] };
  if (report.errors.length > 0)
    throw new Error(`Errors: ${JSON.stringify(report.errors.slice(0, 3))}`);
  return { elapsed, creates: report.creates.length, updates: report.updates.length };
}

let failed = false;
console.log(`Product CSV import, ${ROWS} rows on ${benchDatabaseName}`);
for (const [name, csv] of [
  ['new products', file(1)],
  ['changed products', file(2)],
] as const) {
  const dry = await run(csv, true);
  const applied = await run(csv, false);
  const ok = applied.elapsed < GOAL_MS;
  failed ||= !ok;
  console.log(
    `  ${name.padEnd(17)} ${(csv.length / 1024 / 1024).toFixed(1)} MB: dry run ${(dry.elapsed / 1000).toFixed(2)} s, apply ${(applied.elapsed / 1000).toFixed(2)} s (${applied.creates} created, ${applied.updates} updated) ${ok ? '✓' : `✗ (goal < ${GOAL_MS / 1000} s)`}`,
  );
}

await app.close();
await bench.close();
process.exit(failed ? 1 : 0);
