import { machineModels, orders, productFitments, products } from '@buildright/db';
import { exportOrdersCsv, exportProductsCsv } from '@buildright/api';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvShop, exportProducts } from '../testing/csv.ts';
import type { TestApp } from '../testing/test-app.ts';

let t: TestApp, admin: string, bucketsId: number;
beforeAll(async () => {
  ({ t, admin, bucketsId } = await csvShop());
});
afterAll(() => t.close());

/** Every chunk an export writes, in order. */
async function chunksOf(chunks: AsyncIterable<string>) {
  const read: string[] = [];
  for await (const chunk of chunks) read.push(chunk);
  return read;
}

/** The first cell of each record; the exports' first columns are never quoted. */
const firstCells = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(1, -1)
    .map((record) => record.slice(0, record.indexOf(',')));

describe('a large export', () => {
  it('streams 5,000 more products complete and in order, fitment read for each batch', async () => {
    await t.db.execute(sql`
      insert into products (sku, name, description, price, category_id)
      select 'BULK-' || lpad(n::text, 5, '0'), 'Bulk part ' || n, '<p>Spare.</p>', 10, ${bucketsId}
      from generate_series(1, 5000) as n`);
    // The last product of all fits a machine: its row must find it in its own batch.
    const [last] = await t.db
      .update(products)
      .set({ fitsUniversal: false })
      .where(eq(products.sku, 'BULK-05000'))
      .returning({ id: products.id });
    const [cat] = await t.db
      .select({ id: machineModels.id })
      .from(machineModels)
      .where(eq(machineModels.make, 'CAT'));
    await t.db.insert(productFitments).values({ productId: last!.id, machineModelId: cat!.id });

    const { body } = await exportProducts(t, admin);
    const skus = await t.db.select({ sku: products.sku }).from(products).orderBy(asc(products.id));
    expect(firstCells(body)).toEqual(skus.map((product) => product.sku));
    expect(body).toContain(
      '\r\nBULK-00001,Bulk part 1,Buckets,10.00,,0,yes,<p>Spare.</p>,,yes,,,,,,,\r\n',
    );
    expect(body).toMatch(/\r\nBULK-05000,Bulk part 5000,Buckets,.*,no,CAT 301\.7,,,,,,\r\n$/);

    const chunks = await chunksOf(exportProductsCsv(t.db, { batchSize: 1_000 }));
    expect(chunks).toHaveLength(Math.ceil(skus.length / 1_000));
    expect(chunks.join('')).toBe(body);
  });

  it('reads orders a batch at a time, in date order, each once, with their lines summed', async () => {
    // Three orders share each timestamp, which has microseconds a JavaScript Date does not keep.
    await t.db.execute(sql`
      insert into orders (customer_name, customer_email, customer_address, total, created_at)
      select 'Bulk buyer', 'bulk@stone.example', '1 Quarry Rd', 2.50,
        timestamptz '2026-05-02 10:00:00.123456Z' - (n / 3) * interval '1.000001 minute'
      from generate_series(1, 25) as n`);
    await t.db.execute(sql`
      insert into order_items (order_id, name, category, unit_price, quantity)
      select id, 'Bolt', 'Bits', 1.25, 2 from orders where customer_name = 'Bulk buyer'`);
    const range = { from: '2026-05-01', to: '2026-05-02' };
    const placed = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.customerName, 'Bulk buyer'))
      .orderBy(asc(orders.createdAt), asc(orders.id));

    const chunks = await chunksOf(exportOrdersCsv(t.db, range, { batchSize: 10 }));
    expect(chunks).toHaveLength(3);
    const csv = chunks.join('');
    expect(firstCells(csv)).toEqual(placed.map((order) => String(order.id)));
    expect(csv).toContain(
      ',Bulk buyer,bulk@stone.example,,pending,quote,unpaid,2.50,0.00,0.00,2.50,,\r\n',
    );
    const response = await t.app.inject({
      url: `/api/admin/orders/export.csv?from=${range.from}&to=${range.to}`,
      headers: { cookie: admin },
    });
    expect(response.body).toBe(csv);
  });
});
