import { auditEntries, productPriceTiers, products } from '@buildright/db';
import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvShop, importProductsCsv } from '../testing/csv.ts';
import type { TestApp } from '../testing/test-app.ts';

let t: TestApp, admin: string, drillSku: string;
beforeAll(async () => {
  ({ t, admin, drillSku } = await csvShop());
});
afterAll(() => t.close());

const importCsv = (csv: string, { dryRun = true } = {}) =>
  importProductsCsv(t, csv, { dryRun, cookie: admin });

/** A product's tiers as stored, the smallest quantity first. */
async function tiersOf(sku: string) {
  return t.db
    .select({ minQuantity: productPriceTiers.minQuantity, price: productPriceTiers.price })
    .from(productPriceTiers)
    .innerJoin(products, eq(products.id, productPriceTiers.productId))
    .where(eq(products.sku, sku))
    .orderBy(asc(productPriceTiers.minQuantity));
}

describe('the dry run', () => {
  it('answers each changed cell before and after, and writes nothing', async () => {
    const response = await importCsv(
      'sku,category,price,active,universal,machine_models,tiers\n' +
        `${drillSku},Safety Gear,1199,no,no,CAT 301.7,10:1100|50:999.5\n`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().updates).toEqual([
      {
        line: 2,
        sku: drillSku,
        name: 'Trench Bucket 600',
        changes: [
          'category',
          'price',
          'active',
          'machine_models',
          'min_weight_kg',
          'max_weight_kg',
          'coupler',
          'tiers',
        ],
        fields: [
          { column: 'category', from: 'Buckets', to: 'Safety Gear' },
          { column: 'price', from: '1299.00', to: '1199.00' },
          { column: 'active', from: 'yes', to: 'no' },
          { column: 'machine_models', from: 'Kubota KX080-4', to: 'CAT 301.7' },
          { column: 'min_weight_kg', from: '5000', to: '' },
          { column: 'max_weight_kg', from: '9000', to: '' },
          { column: 'coupler', from: 'pin-on', to: '' },
          { column: 'tiers', from: '', to: '10:1100.00|50:999.50' },
        ],
      },
    ]);
    const [drill] = await t.db.select().from(products).where(eq(products.sku, drillSku));
    expect(drill).toMatchObject({ price: '1299.00', isActive: true, fitMinWeightKg: 5000 });
    expect(await tiersOf(drillSku)).toEqual([]);
  });

  it('names each bad tiers cell by its line, and the import then changes nothing', async () => {
    const csv = [
      'sku,price,tiers',
      `${drillSku},1299.00,10:1100|5:1000`,
      'TIER-BAD-1,20.00,10-5',
      `${drillSku.toLowerCase()},1299.00,10:1300`,
    ].join('\n');
    const report = (await importCsv(csv)).json();
    expect(report.errors.filter((error: { column: string }) => error.column === 'tiers')).toEqual([
      { line: 2, column: 'tiers', message: 'Tiers must go up in quantity: 5 comes after 10' },
      {
        line: 3,
        column: 'tiers',
        message: '"10-5" is not a tier: write quantity:price, as in 10:90.00|50:80.00',
      },
      { line: 4, column: 'tiers', message: 'A tier price must be lower than the price' },
    ]);
    const applied = await importCsv(csv, { dryRun: false });
    expect(applied.statusCode).toBe(400);
    expect(await tiersOf(drillSku)).toEqual([]);
  });
});

describe('applying tiers', () => {
  it('creates a product with its tiers and gives an existing one new tiers', async () => {
    const response = await importCsv(
      [
        'sku,name,category,price,stock,description,tiers',
        'TIER-NEW-1,Bucket Teeth,Buckets,40.00,100,<p>Set of 5</p>,10:36.00|100:32.50',
        `${drillSku},Trench Bucket 600,Buckets,1299.00,4,"<p>Hardox edge, ""heavy duty"",\nfor 5-9 t machines.</p>",5:1250`,
      ].join('\n'),
      { dryRun: false },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      creates: [{ sku: 'TIER-NEW-1' }],
      updates: [{ sku: drillSku, changes: ['tiers'] }],
    });
    expect(await tiersOf('TIER-NEW-1')).toEqual([
      { minQuantity: 10, price: '36.00' },
      { minQuantity: 100, price: '32.50' },
    ]);
    expect(await tiersOf(drillSku)).toEqual([{ minQuantity: 5, price: '1250.00' }]);
    const [entry] = await t.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.entityLabel, 'Trench Bucket 600'))
      .orderBy(desc(auditEntries.id))
      .limit(1);
    expect(entry).toMatchObject({
      action: 'product.imported',
      changes: [{ field: 'tiers', from: [], to: [{ minQuantity: 5, price: '1250.00' }] }],
    });
  });

  it('keeps the tiers of a file without the column, and refuses a price at a kept tier', async () => {
    const kept = await importCsv(`sku,stock\n${drillSku},6\n`, { dryRun: false });
    expect(kept.json()).toMatchObject({ updates: [{ changes: ['stock'] }] });
    expect(await tiersOf(drillSku)).toEqual([{ minQuantity: 5, price: '1250.00' }]);
    const below = await importCsv(`sku,price\n${drillSku},1250.00\n`);
    expect(below.json().errors).toEqual([
      {
        line: 2,
        column: 'price',
        message: 'The price must stay above the volume tier from 5 units; change the tiers too',
      },
    ]);
  });

  it('clears them with an empty cell', async () => {
    const response = await importCsv(`sku,tiers\n${drillSku},\n`, { dryRun: false });
    expect(response.json()).toMatchObject({
      updates: [{ changes: ['tiers'], fields: [{ column: 'tiers', from: '5:1250.00', to: '' }] }],
    });
    expect(await tiersOf(drillSku)).toEqual([]);
    expect(await tiersOf('TIER-NEW-1')).toHaveLength(2);
  });
});
