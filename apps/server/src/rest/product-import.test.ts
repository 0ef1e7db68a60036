import { products } from '@buildright/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvShop, importProductsCsv, PRODUCTS_CSV_HEADER } from '../testing/csv.ts';
import type { TestApp } from '../testing/test-app.ts';

let t: TestApp, admin: string, customer: string, drillSku: string;
beforeAll(async () => {
  ({ t, admin, customer, drillSku } = await csvShop());
});
afterAll(() => t.close());

const importCsv = (csv: string, { dryRun = true, cookie = admin } = {}) =>
  importProductsCsv(t, csv, { dryRun, cookie });

const productCount = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(products))[0]!.n;

describe('product import, dry run', () => {
  const file = () =>
    [
      PRODUCTS_CSV_HEADER,
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
