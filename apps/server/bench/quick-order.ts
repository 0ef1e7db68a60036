/**
 * Quick order: a 200-line paste (a spreadsheet's copy with a heading, repeats, unknown SKUs and a
 * bad quantity, for a chosen machine) resolved through the real app, POST
 * /api/quick-order/resolve, against 20,000 products. Also checks that the products are found
 * through products_sku_lower_idx, not by reading the table. Runs on the PostgreSQL server named
 * by BENCH_DATABASE_URL (a throwaway database is created and dropped), else on the embedded
 * database. Goal: p95 under 150 ms on PostgreSQL (300 ms on the embedded database).
 */
import { rowsOf } from '@buildright/api';
import { sql } from 'drizzle-orm';
import {
  benchAppWithAdmin,
  benchDatabase,
  benchDatabaseName,
  benchServerUrl,
  percentile,
} from './support.ts';

const PRODUCTS = 20_000;
const LINES = 200;
const RUNS = 50;
const WARM_UP = 5;
const GOAL_MS = benchServerUrl ? 150 : 300;

const bench = await benchDatabase('quick-order');
const { db } = bench;

await db.execute(sql`insert into categories (name) values ('Bench')`);
await db.execute(sql`
  insert into products (name, description, price, sale_price, category_id, stock, fits_universal,
                        fit_min_weight_kg, fit_max_weight_kg)
  select 'Bench product ' || n, 'For the bench', 100 + n % 900, case when n % 5 = 0 then 90 end,
         (select id from categories limit 1), n % 50, n % 3 = 0, 1000 * (n % 10), 1000 * (n % 10) + 4000
  from generate_series(1, ${PRODUCTS}) n`);
await db.execute(sql`
  insert into machine_models (make, model, operating_weight_kg, pin_diameter_mm, coupler)
  values ('Kubota', 'KX080-4', 8000, 60, 'pin-on')`);
await db.execute(sql`
  insert into product_fitments (product_id, machine_model_id)
  select id, (select id from machine_models limit 1) from products where id % 7 = 0`);
await db.execute(sql`analyze`);

const skus = rowsOf<{ sku: string }>(
  await db.execute(sql`select sku from products order by random() limit ${LINES}`),
).map((row) => row.sku);
const machineId = rowsOf<{ id: number }>(
  await db.execute(sql`select id from machine_models limit 1`),
)[0]!.id;

// 200 lines as a buyer pastes them: tabs mostly, some commas and lower case, 5 repeats,
// 5 SKUs that do not exist and one quantity that is not a whole number.
const lines = ['SKU\tQty'];
skus.forEach((sku, i) => {
  if (i < 5) lines.push(`BR-9${String(i).padStart(6, '0')}\t1`);
  else if (i < 10) lines.push(`${skus[i + 10]}\t2`);
  else if (i === 10) lines.push(`${sku}\t1.5`);
  else if (i % 4 === 0) lines.push(`${sku.toLowerCase()},${1 + (i % 3)}`);
  else lines.push(`${sku}\t${1 + (i % 5)}`);
});
const text = lines.join('\r\n');

const { app } = await benchAppWithAdmin(bench);
const resolve = () =>
  app.inject({
    method: 'POST',
    url: '/api/quick-order/resolve',
    payload: { text, machineId },
  });

let failed = false;
const first = await resolve();
if (first.statusCode !== 200) throw new Error(`${first.statusCode} ${first.body}`);
const answer = first.json() as { lines: { problem: string | null }[] };
console.log(
  `Quick order, a ${LINES}-line paste against ${PRODUCTS} products on ${benchDatabaseName}: ` +
    `${answer.lines.length} lines answered, ${answer.lines.filter((l) => l.problem).length} with a problem`,
);

// The one query that finds the products reads the lower(sku) index.
const plan = rowsOf<{ 'QUERY PLAN': string }>(
  await db.execute(
    sql`explain select id from products where lower(sku) in (${sql.join(
      skus.map((sku) => sql`${sku.toLowerCase()}`),
      sql`, `,
    )})`,
  ),
)
  .map((row) => row['QUERY PLAN'])
  .join('\n');
const usesIndex = plan.includes('products_sku_lower_idx');
failed ||= !usesIndex;
console.log(
  `  lower(sku) lookup ${usesIndex ? 'uses products_sku_lower_idx ✓' : `✗ reads:\n${plan}`}`,
);

const times: number[] = [];
for (let run = 0; run < WARM_UP + RUNS; run++) {
  const started = performance.now();
  const response = await resolve();
  const elapsed = performance.now() - started;
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  if (run >= WARM_UP) times.push(elapsed);
}
times.sort((a, b) => a - b);
const p95 = percentile(times, 0.95);
const ok = p95 < GOAL_MS;
failed ||= !ok;
console.log(
  `  resolve            median ${percentile(times, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms ${ok ? '✓' : `✗ (goal p95 < ${GOAL_MS} ms)`}`,
);

await app.close();
await bench.close();
process.exit(failed ? 1 : 0);
