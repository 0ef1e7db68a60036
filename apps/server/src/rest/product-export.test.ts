import { productPriceTiers, products } from '@buildright/db';
import { seedDemoCatalogue } from '@buildright/db/seed';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../testing/fixtures.ts';
import { csvShop, exportProducts, importProductsCsv, PRODUCTS_CSV_HEADER } from '../testing/csv.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp, admin: string, drillSku: string;
beforeAll(async () => {
  ({ t, admin, drillSku } = await csvShop());
  const [drill] = await t.db.select().from(products).where(eq(products.sku, drillSku));
  await t.db.insert(productPriceTiers).values([
    { productId: drill!.id, minQuantity: 50, price: '1100.00' },
    { productId: drill!.id, minQuantity: 10, price: '1200.50' },
  ]);
});
afterAll(() => t.close());

const importCsv = (csv: string, { dryRun = true, cookie = admin } = {}) =>
  importProductsCsv(t, csv, { dryRun, cookie });

describe('product export', () => {
  it('is a dated CSV attachment with every product, fitment and tiers included', async () => {
    const response = await exportProducts(t, admin);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(PRODUCTS_CSV_HEADER);
    // Records end with CRLF; the description's own line break stays inside its quotes.
    expect(rows.filter(Boolean)).toHaveLength(3);
    expect(response.body).toContain(
      `${drillSku},Trench Bucket 600,Buckets,1299.00,999.50,4,yes,"<p>Hardox edge, ""heavy duty"",\n` +
        'for 5-9 t machines.</p>",/demo-images/bucket-1.svg,no,Kubota KX080-4,5000,9000,,pin-on,,' +
        '10:1200.50|50:1100.00\r\n',
    );
  });

  it('puts a quote before cells a spreadsheet would run as formulas', async () => {
    const { body } = await exportProducts(t, admin);
    expect(body).toContain(`,"'=HYPERLINK(""http://evil.example"",""Click"")",Buckets,`);
    expect(body).toContain(`,'-40% grading bucket,Buckets,100.00,,20,no,`);
    expect(body).not.toMatch(/,=HYPERLINK/);
  });

  it('imports back as it was: every row unchanged, tiers included', async () => {
    const { body } = await exportProducts(t, admin);
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

describe('the demo catalogue', () => {
  it('imports back from its export with nothing to update', async () => {
    const demo = await createTestApp();
    try {
      await seedDemoCatalogue(demo.db);
      const cookie = await signInAdmin(demo);
      const { body } = await exportProducts(demo, cookie);
      const response = await importProductsCsv(demo, body, { dryRun: true, cookie });
      expect(response.json()).toMatchObject({ creates: [], updates: [], errors: [] });
    } finally {
      await demo.close();
    }
  });
});
