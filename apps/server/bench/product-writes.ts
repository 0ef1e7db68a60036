/**
 * What the products' indexes and triggers cost a write: 10,000 products inserted, then their
 * prices and then their stock updated, each in statements of 1,000, on a catalogue of 100,000
 * already there. Runs on the PostgreSQL server named by BENCH_DATABASE_URL (a throwaway
 * database), else on the embedded database. Its figures are in
 * docs/adr/0012-a-catalogue-read-by-plain-queries.md.
 */
import { rowsOf } from '@buildright/api';
import { sql } from 'drizzle-orm';
import { benchDatabase, benchDatabaseName } from './support.ts';

const EXISTING = 100_000;
const WRITTEN = 10_000;
const BATCH = 1_000;

const bench = await benchDatabase('product-writes');
const { db } = bench;
await db.execute(sql`insert into categories (name)
  select 'Category ' || n from generate_series(1, 50) n`);
const insertProducts = (from: number, count: number) =>
  db.execute(sql`
    insert into products (name, description, price, sale_price, category_id, stock)
    select 'Item ' || g || ' bucket ' || (g % 97), 'A sturdy item for ' || (g % 13) || ' tonne machines',
      (10 + g % 900)::numeric(10, 2), case when g % 7 = 0 then (5 + g % 900)::numeric(10, 2) end,
      1 + g % 50, g % 20
    from generate_series(${from}::int, ${from + count - 1}::int) g`);
for (let from = 1; from <= EXISTING; from += 10_000) await insertProducts(from, 10_000);
await db.execute(sql`analyze products`);

async function timed(name: string, run: (from: number) => Promise<unknown>) {
  const started = performance.now();
  for (let from = 0; from < WRITTEN; from += BATCH) await run(from);
  const ms = performance.now() - started;
  console.log(
    `  ${name}: ${ms.toFixed(0)} ms (${((ms / WRITTEN) * 1000).toFixed(0)} µs a product)`,
  );
}

const [indexes] = rowsOf<{ count: number }>(
  await db.execute(sql`select count(*)::int as count from pg_indexes where tablename = 'products'`),
);
console.log(
  `${WRITTEN.toLocaleString('en-US')} product writes on ${benchDatabaseName}, ${indexes!.count} indexes on products:`,
);
await timed('insert', (from) => insertProducts(EXISTING + from + 1, BATCH));
await timed('update price', (from) =>
  db.execute(sql`update products set price = price + 1, updated_at = now()
    where id > ${EXISTING + from} and id <= ${EXISTING + from + BATCH}`),
);
await timed('update stock', (from) =>
  db.execute(sql`update products set stock = stock + 1
    where id > ${EXISTING + from} and id <= ${EXISTING + from + BATCH}`),
);
await bench.close();
