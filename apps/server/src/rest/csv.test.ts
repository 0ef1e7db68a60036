import {
  invoices,
  localUsers,
  machineModels,
  orderItems,
  orders,
  productFitments,
  products,
} from '@buildright/db';
import { exportOrdersCsv, exportProductsCsv } from '@buildright/api';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addProduct, registerCustomer, signInAdmin } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let admin: string;
let customer: string;
let bucketsId: number;
let drillSku: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
  customer = (await registerCustomer(t)).cookie;
  bucketsId = (await addCategory(t.db, { name: 'Buckets' })).id;
  await addCategory(t.db, { name: 'Safety Gear' });
  await t.db.insert(machineModels).values([
    {
      make: 'Kubota',
      model: 'KX080-4',
      operatingWeightKg: 8200,
      pinDiameterMm: 50,
      coupler: 'pin-on',
    },
    { make: 'CAT', model: '301.7', operatingWeightKg: 1700, pinDiameterMm: 30, coupler: 'pin-on' },
  ]);
  const drill = await addProduct(t.db, {
    categoryId: bucketsId,
    name: 'Trench Bucket 600',
    description: '<p>Hardox edge, "heavy duty",\nfor 5-9 t machines.</p>',
    price: '1299.00',
    salePrice: '999.50',
    stock: 4,
  });
  drillSku = drill.sku;
  const [kubota] = await t.db
    .select({ id: machineModels.id })
    .from(machineModels)
    .where(eq(machineModels.make, 'Kubota'));
  await t.db
    .update(products)
    .set({ fitsUniversal: false, fitMinWeightKg: 5000, fitMaxWeightKg: 9000, fitCoupler: 'pin-on' })
    .where(eq(products.id, drill.id));
  await t.db.insert(productFitments).values({ productId: drill.id, machineModelId: kubota!.id });
  await addProduct(t.db, {
    categoryId: bucketsId,
    name: '=HYPERLINK("http://evil.example","Click")',
  });
  await addProduct(t.db, { categoryId: bucketsId, name: '-40% grading bucket', isActive: false });
});
afterAll(() => t.close());

const HEADER =
  'sku,name,category,price,sale_price,stock,active,description,image_urls,universal,machine_models,min_weight_kg,max_weight_kg,pin_mm,coupler';

function importCsv(csv: string, { dryRun = true, cookie = admin } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/products/import?dryRun=${dryRun}`,
    headers: { cookie, 'content-type': 'text/csv' },
    payload: csv,
  });
}

async function exportProducts() {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/admin/products/export.csv',
    headers: { cookie: admin },
  });
  expect(response.statusCode).toBe(200);
  return response;
}

const productCount = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(products))[0]!.n;

describe('product export', () => {
  it('is a dated CSV attachment with every product, fitment included', async () => {
    const response = await exportProducts();
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(HEADER);
    // Records end with CRLF; the description's own line break stays inside its quotes.
    expect(rows.filter(Boolean)).toHaveLength(3);
    expect(response.body).toContain(
      `${drillSku},Trench Bucket 600,Buckets,1299.00,999.50,4,yes,"<p>Hardox edge, ""heavy duty"",\n` +
        'for 5-9 t machines.</p>",/demo-images/bucket-1.svg,no,Kubota KX080-4,5000,9000,,pin-on',
    );
  });

  it('puts a quote before cells a spreadsheet would run as formulas', async () => {
    const { body } = await exportProducts();
    expect(body).toContain(`,"'=HYPERLINK(""http://evil.example"",""Click"")",Buckets,`);
    expect(body).toContain(`,'-40% grading bucket,Buckets,100.00,,20,no,`);
    expect(body).not.toMatch(/,=HYPERLINK/);
  });

  it('imports back as it was: every row unchanged', async () => {
    const { body } = await exportProducts();
    const response = await importCsv(body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      rows: 3,
      creates: [],
      updates: [],
      unchanged: 3,
      errors: [],
    });
  });
});

describe('product import, dry run', () => {
  const file = () =>
    [
      HEADER,
      `${drillSku},Trench Bucket 600,Buckets,1199.00,999.50,7,yes,"<p>Hardox edge, ""heavy duty"",\nfor 5-9 t machines.</p>",/demo-images/bucket-1.svg,no,Kubota KX080-4|CAT 301.7,5000,9000,,pin-on`,
      'NEW-1,Pallet Forks,Buckets,850,,12,yes,<p>Rated 2.5 t.</p><script>alert(1)</script>,/a.jpg|/b.jpg,yes,,,,,',
      'NEW-2,Hard Hat,Hats,25.00,,10,yes,<p>Vented</p>,,,,,,,',
      '',
      'NEW-3,Gloves,Safety Gear,twelve,,10,maybe,<p>Warm</p>,,no,Volvo EC950,,,,',
      'NEW-1,Pallet Forks again,Buckets,850,900,12,yes,<p>x</p>,,,,9000,5000,,',
    ].join('\r\n');

  it('sorts rows into creates and updates with what changes, and lists errors by line', async () => {
    const before = await productCount();
    const response = await importCsv(file());
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({
      applied: false,
      rows: 5,
      unchanged: 0,
      creates: [{ line: 3, sku: 'NEW-1', name: 'Pallet Forks' }],
      updates: [
        {
          line: 2,
          sku: drillSku,
          name: 'Trench Bucket 600',
          changes: ['price', 'stock', 'machine_models'],
        },
      ],
    });
    // Line 2 spans two lines of text but is one spreadsheet row; the blank line 5 still counts.
    expect(report.errors).toEqual([
      {
        line: 4,
        column: 'category',
        message: 'No category named "Hats"; add it in Categories first',
      },
      { line: 6, column: 'price', message: 'Price must be an amount like 1299.00' },
      { line: 6, column: 'active', message: 'Active must be yes or no' },
      { line: 6, column: 'machine_models', message: 'No machine model named "Volvo EC950"' },
      { line: 7, column: 'sku', message: 'SKU NEW-1 is already on line 3' },
      { line: 7, column: 'sale_price', message: 'Sale price must be lower than the price' },
      { line: 7, column: 'max_weight_kg', message: 'Minimum weight must not be above the maximum' },
    ]);
    expect(await productCount()).toBe(before);
  });

  it('refuses to apply a file with errors and changes nothing', async () => {
    const before = await productCount();
    const response = await importCsv(file(), { dryRun: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(
      /^Nothing was imported: the file has 7 problems \(line 4: /,
    );
    expect(await productCount()).toBe(before);
    const [drill] = await t.db.select().from(products).where(eq(products.sku, drillSku));
    expect(drill!.price).toBe('1299.00');
  });

  it('tells of a bad header on line 1', async () => {
    const response = await importCsv('sku,name,colour\nA-1,Thing,red\n');
    expect(response.json().errors).toEqual([
      {
        line: 1,
        column: 'colour',
        message: expect.stringMatching(/^Unknown column "colour"; the columns are sku, name, /),
      },
    ]);
    const noSku = await importCsv('name,price\nThing,1\n');
    expect(noSku.json().errors).toEqual([
      { line: 1, column: 'sku', message: 'The header needs a sku column' },
    ]);
  });
});

describe('product import, apply', () => {
  it('creates and updates in one go, and the shop shows it at once', async () => {
    const shopBefore = await t.app.inject({ url: '/api/products?search=pallet' });
    expect(shopBefore.json()).toEqual([]);
    const response = await importCsv(
      [
        'SKU,Name,Category,Price,Sale price,Stock,Description,Image URLs,Machine models,Min weight kg',
        `${drillSku},Trench Bucket 600,Buckets,1199.00,,7,<p>New text</p>,/demo-images/bucket-1.svg /x.jpg,CAT 301.7,`,
        'NEW-10,Pallet Forks,buckets,850,799.99,12,<p>Rated 2.5 t.</p><script>alert(1)</script>,/a.jpg|/b.jpg,,1500',
      ].join('\n'),
      { dryRun: false },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      applied: true,
      creates: [{ line: 3, sku: 'NEW-10' }],
      updates: [{ line: 2, changes: expect.arrayContaining(['price', 'sale_price', 'stock']) }],
    });
    const created = (await t.app.inject({ url: '/api/products?search=pallet' })).json();
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      sku: 'NEW-10',
      category: 'Buckets',
      price: '850.00',
      salePrice: '799.99',
      stock: 12,
      isActive: true,
      description: '<p>Rated 2.5 t.</p>',
      images: [
        { url: '/a.jpg', order: 0 },
        { url: '/b.jpg', order: 1 },
      ],
      fitment: { universal: false, models: [], rule: { minWeightKg: 1500, maxWeightKg: null } },
    });
    const drill = (await t.app.inject({ url: `/api/products?search=${drillSku}` })).json()[0];
    expect(drill).toMatchObject({
      price: '1199.00',
      salePrice: null,
      stock: 7,
      images: [{ url: '/demo-images/bucket-1.svg' }, { url: '/x.jpg' }],
      fitment: { universal: false, models: [{ make: 'CAT', model: '301.7' }], rule: null },
    });
  });

  it('leaves the columns a file does not have as they are', async () => {
    const response = await importCsv(`sku,stock\n${drillSku.toLowerCase()},3\n`, { dryRun: false });
    expect(response.json()).toMatchObject({ updates: [{ sku: drillSku, changes: ['stock'] }] });
    const drill = (await t.app.inject({ url: `/api/products?search=${drillSku}` })).json()[0];
    expect(drill).toMatchObject({
      name: 'Trench Bucket 600',
      price: '1199.00',
      stock: 3,
      fitment: { universal: false, models: [{ make: 'CAT', model: '301.7' }], rule: null },
    });
  });

  it('rolls everything back when a row fails while being written', async () => {
    // A rule the dry run does not know of: two products may not share a name.
    await t.db.execute(sql`create unique index test_one_name on products (lower(name))`);
    try {
      const before = await productCount();
      const csv = [
        'sku,name,category,price,stock,description',
        `${drillSku},Renamed Bucket,Buckets,1.00,1,<p>x</p>`,
        'CLASH-1,Twin,Buckets,10,1,<p>x</p>',
        'CLASH-2,Twin,Buckets,10,1,<p>x</p>',
      ].join('\n');
      expect((await importCsv(csv)).json().errors).toEqual([]);
      const response = await importCsv(csv, { dryRun: false });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/^Nothing was imported: /);
      expect(await productCount()).toBe(before);
      const [drill] = await t.db.select().from(products).where(eq(products.sku, drillSku));
      expect(drill!.name).toBe('Trench Bucket 600');
    } finally {
      await t.db.execute(sql`drop index test_one_name`);
    }
  });
});

describe('limits and access', () => {
  it('refuses files over 5 MB and over 10,000 rows with a clear 413', async () => {
    const big = await importCsv(`sku,description\nA-1,"${'x'.repeat(5 * 1024 * 1024)}"\n`);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The file is larger than 5 MB; split it into smaller files');
    const rows = Array.from({ length: 10_001 }, (_, i) => `R-${i}`);
    const many = await importCsv(`sku\n${rows.join('\n')}\n`);
    expect(many.statusCode).toBe(413);
    expect(many.json().message).toBe('The file has 10,001 rows; import at most 10,000 at a time');
  });

  it('takes the file only as text/csv', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { cookie: admin, 'content-type': 'application/json' },
      payload: { csv: 'sku\nA' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers guests 401 and customers 403 on every CSV endpoint', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/admin/products/export.csv' },
      { method: 'GET' as const, url: '/api/admin/orders/export.csv?from=2026-01-01&to=2026-01-31' },
      {
        method: 'POST' as const,
        url: '/api/admin/products/import?dryRun=false',
        payload: `sku,name\nZ-1,Z`,
      },
    ];
    const before = await productCount();
    for (const call of calls) {
      const request = { ...call, headers: { 'content-type': 'text/csv' } };
      expect((await t.app.inject(request)).statusCode, call.url).toBe(401);
      const asCustomer = await t.app.inject({
        ...request,
        headers: { ...request.headers, cookie: customer },
      });
      expect(asCustomer.statusCode, call.url).toBe(403);
    }
    expect(await productCount()).toBe(before);
  });
});

describe('orders export', () => {
  beforeAll(async () => {
    const [buyer] = await t.db.select({ id: localUsers.id }).from(localUsers);
    await t.db
      .update(localUsers)
      .set({ company: 'Stone Civil' })
      .where(eq(localUsers.id, buyer!.id));
    const order = (values: Partial<typeof orders.$inferInsert> & { createdAt: Date }) => ({
      customerName: 'Avery Stone',
      customerEmail: 'avery@stone.example',
      customerAddress: '1 Quarry Rd',
      total: '0.30',
      ...values,
    });
    const placed = await t.db
      .insert(orders)
      .values([
        order({ createdAt: new Date('2026-02-28T23:59:59Z'), customerName: 'Too Early' }),
        order({
          createdAt: new Date('2026-03-01T00:00:00Z'),
          customerId: buyer!.id,
          total: '1089.80',
          discount: '120.20',
          deliveryCharge: '90.00',
          paymentMethod: 'po',
          paymentStatus: 'unpaid',
          poNumber: '=cmd|calc',
          status: 'processing',
        }),
        order({
          createdAt: new Date('2026-03-31T23:59:59Z'),
          status: 'completed',
          paymentMethod: 'card',
          paymentStatus: 'paid',
        }),
        order({ createdAt: new Date('2026-04-01T00:00:00Z'), customerName: 'Too Late' }),
      ])
      .returning({ id: orders.id });
    await t.db.insert(orderItems).values([
      {
        orderId: placed[1]!.id,
        name: 'Bucket',
        category: 'Buckets',
        unitPrice: '0.10',
        quantity: 3,
      },
      {
        orderId: placed[1]!.id,
        name: 'Forks',
        category: 'Buckets',
        unitPrice: '1119.70',
        quantity: 1,
      },
      { orderId: placed[2]!.id, name: 'Bolt', category: 'Buckets', unitPrice: '0.10', quantity: 3 },
    ]);
    await t.db.insert(invoices).values({ id: 42, orderId: placed[2]!.id, document: {} });
  });

  it('lists the orders of the days asked for, amounts as exact decimals', async () => {
    const response = await t.app.inject({
      url: '/api/admin/orders/export.csv?from=2026-03-01&to=2026-03-31',
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="orders-2026-03-01-to-2026-03-31.csv"',
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines.map((line) => line.replace(/^\d+,/, '#,'))).toEqual([
      'order_id,date,customer_name,email,company,status,payment_method,payment_status,subtotal,discount,delivery,total,po_number,invoice_number',
      "#,2026-03-01,Avery Stone,avery@stone.example,Stone Civil,processing,po,unpaid,1120.00,120.20,90.00,1089.80,'=cmd|calc,",
      '#,2026-03-31,Avery Stone,avery@stone.example,,delivered,card,paid,0.30,0.00,0.00,0.30,,INV-000042',
    ]);
  });

  it('checks the range', async () => {
    const response = await t.app.inject({
      url: '/api/admin/orders/export.csv?from=2026-03-31&to=2026-03-01',
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The start date must not be after the end date');
    const bad = await t.app.inject({
      url: '/api/admin/orders/export.csv?from=2026-02-30&to=2026-03-01',
      headers: { cookie: admin },
    });
    expect(bad.json().message).toBe('Not a calendar date');
  });
});

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

    const { body } = await exportProducts();
    const skus = await t.db.select({ sku: products.sku }).from(products).orderBy(asc(products.id));
    expect(firstCells(body)).toEqual(skus.map((product) => product.sku));
    expect(body).toContain(
      '\r\nBULK-00001,Bulk part 1,Buckets,10.00,,0,yes,<p>Spare.</p>,,yes,,,,,\r\n',
    );
    expect(body).toMatch(/\r\nBULK-05000,Bulk part 5000,Buckets,.*,no,CAT 301\.7,,,,\r\n$/);

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
