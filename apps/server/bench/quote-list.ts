/**
 * The admin quote list with 5,000 quotes: GET /api/admin/quotes through the real app, as staff
 * open it (first page), filter it (needs action) and search it (a customer's e-mail). Runs on
 * the PostgreSQL server named by BENCH_DATABASE_URL (a throwaway database is created and
 * dropped), else on the embedded database. Goal: a median under 50 ms for each.
 */
import { sql } from 'drizzle-orm';
import { benchAppWithAdmin, benchDatabase, benchDatabaseName, percentile } from './support.ts';

const GOAL_MS = 50;
const QUOTES = 5_000;
const RUNS = 30;

const bench = await benchDatabase('quotes');
const { db } = bench;

// 5,000 requests from 500 buyers, each with a sent revision; states spread over the lifecycle.
await db.execute(sql`insert into categories (name) values ('Bench')`);
await db.execute(sql`
  insert into products (name, description, price, category_id, stock)
  select 'Bench product ' || n, 'For the bench', 1000 + n, (select id from categories limit 1), 100
  from generate_series(1, 50) n`);
await db.execute(sql`
  insert into orders (customer_name, customer_email, customer_phone, customer_address, total, created_at)
  select 'Buyer ' || (n % 500), 'buyer' || (n % 500) || '@bench.example', '+1 503 555 0100',
         '1 Bench Road', 1000 + n, now() - (n || ' minutes')::interval
  from generate_series(1, ${QUOTES}) n`);
await db.execute(sql`
  insert into quotes (order_id, token, status, requested_lines, created_at, status_changed_at)
  select o.id, md5(o.id::text) || md5(random()::text),
         (array['requested','quoted','changes_requested','accepted','ordered','declined','expired','withdrawn'])[1 + o.id % 8],
         '[]'::jsonb, o.created_at, o.created_at
  from orders o`);
await db.execute(sql`
  insert into quote_revisions (quote_id, number, lines, subtotal, discount, delivery_charge, total, valid_until, sent_at)
  select q.id, 1, '[]'::jsonb, 1000, 0, 0, 1000, current_date + 14, now()
  from quotes q where q.status <> 'requested'`);
await db.execute(sql`analyze`);

const { app, adminCookie: cookie } = await benchAppWithAdmin(bench);

const cases = {
  'first page': '/api/admin/quotes',
  'needs action': '/api/admin/quotes?status=needs_action',
  'search by e-mail': '/api/admin/quotes?search=buyer42%40bench.example',
};

let failed = false;
console.log(`Admin quote list, ${QUOTES} quotes on ${benchDatabaseName}`);
for (const [name, url] of Object.entries(cases)) {
  const times: number[] = [];
  for (let run = 0; run < RUNS + 5; run++) {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url, headers: { cookie } });
    const elapsed = performance.now() - started;
    if (response.statusCode !== 200)
      throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    if (run >= 5) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  const median = percentile(times, 0.5);
  const ok = median < GOAL_MS;
  failed ||= !ok;
  console.log(
    `  ${name.padEnd(18)} median ${median.toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms ${ok ? '✓' : `✗ (goal < ${GOAL_MS} ms)`}`,
  );
}

await app.close();
await bench.close();
process.exit(failed ? 1 : 0);
