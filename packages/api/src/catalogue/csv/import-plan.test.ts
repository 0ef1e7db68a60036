import { describe, expect, it } from 'vitest';
import type { Catalogue, Existing } from './import-catalogue.ts';
import { planRows } from './import-plan.ts';
import { readProductCsv } from './product-rows.ts';

const bucket: Existing = {
  id: 40,
  name: 'Trenching bucket 600 mm',
  sku: 'BR-BKT-600',
  description: '<p>Hardox edge.</p>',
  price: '1299.00',
  salePrice: null,
  stock: 14,
  categoryId: 3,
  imageUrl: null,
  images: [],
  isActive: true,
  fitsUniversal: false,
  fitMinWeightKg: 12_000,
  fitMaxWeightKg: 25_000,
  fitPinMm: null,
  fitCoupler: null,
  modelIds: [7],
  documents: [],
  tiers: [],
};

const catalogue: Catalogue = {
  products: new Map([[bucket.sku, bucket]]),
  productsByLowerSku: new Map([[bucket.sku.toLowerCase(), bucket]]),
  categories: new Map([
    ['buckets', 3],
    ['safety gear', 5],
  ]),
  machines: new Map([
    ['cat 320', 7],
    ['komatsu pc210', 8],
  ]),
  categoryNames: new Map([
    [3, 'Buckets'],
    [5, 'Safety Gear'],
  ]),
  machineNames: new Map([
    [7, 'Cat 320'],
    [8, 'Komatsu PC210'],
  ]),
};

const plan = (csv: string) => planRows(readProductCsv(csv), catalogue);

describe('planning a product import', () => {
  it('creates a product for a new SKU, its category found by name in any case', () => {
    const result = plan(
      'sku,name,category,price,stock,description\nBR-VEST-1,Hi-vis vest,SAFETY  gear,24.50,80,Class 2\n',
    );
    expect(result.report.errors).toEqual([]);
    expect(result.creates).toEqual([
      {
        sku: 'BR-VEST-1',
        row: expect.objectContaining({ name: 'Hi-vis vest', categoryId: 5, price: '24.50' }),
        modelIds: [],
      },
    ]);
    expect(result.report.creates).toEqual([{ line: 2, sku: 'BR-VEST-1', name: 'Hi-vis vest' }]);
  });

  it('updates only what changed, with the before and after for the activity log', () => {
    const result = plan('sku,price,stock\nbr-bkt-600,1199.00,14\n');
    expect(result.report.updates).toEqual([
      {
        line: 2,
        sku: 'BR-BKT-600',
        name: bucket.name,
        changes: ['price'],
        fields: [{ column: 'price', from: '1299.00', to: '1199.00' }],
      },
    ]);
    expect(result.updateChanges.get(40)).toEqual([
      { field: 'price', from: '1299.00', to: '1199.00' },
    ]);
  });

  it('counts a row that repeats the product as unchanged, however its amounts are written', () => {
    const result = plan('sku,price,stock,category\nBR-BKT-600,1299,14,Buckets\n');
    expect(result.report.unchanged).toBe(1);
    expect(result.updates).toEqual([]);
  });

  it('counts a description stored before sanitizing as unchanged by its sanitized export', () => {
    const loaded: Existing = {
      ...bucket,
      description: '<p>Hardox edge.<br>See <a href="/contact">us</a>.</p>',
    };
    const bulkLoaded: Catalogue = {
      ...catalogue,
      products: new Map([[loaded.sku, loaded]]),
      productsByLowerSku: new Map([[loaded.sku.toLowerCase(), loaded]]),
    };
    const exported =
      '"<p>Hardox edge.<br />See <a href=""/contact"" rel=""noopener noreferrer nofollow"">us</a>.</p>"';
    const result = planRows(
      readProductCsv(`sku,description\nBR-BKT-600,${exported}\n`),
      bulkLoaded,
    );
    expect(result.report.unchanged).toBe(1);
    expect(plan('sku,description\nBR-BKT-600,<p>Hardox edge!</p>\n').report.updates).toEqual([
      expect.objectContaining({ changes: ['description'] }),
    ]);
  });

  it('shows each changed cell before and after as the export writes it', () => {
    const result = plan(
      'sku,category,sale_price,active,image_urls,universal,machine_models,min_weight_kg\n' +
        'BR-BKT-600,safety gear,999,no,/a.jpg | /b.jpg,no,komatsu pc210|Cat 320,\n',
    );
    expect(result.report.updates[0]?.fields).toEqual([
      { column: 'category', from: 'Buckets', to: 'Safety Gear' },
      { column: 'sale_price', from: '', to: '999.00' },
      { column: 'active', from: 'yes', to: 'no' },
      { column: 'image_urls', from: '', to: '/a.jpg|/b.jpg' },
      { column: 'machine_models', from: 'Cat 320', to: 'Cat 320|Komatsu PC210' },
      { column: 'min_weight_kg', from: '12000', to: '' },
      { column: 'max_weight_kg', from: '25000', to: '' },
    ]);
  });

  it('keeps the fitment of a product when the file has no fitment columns', () => {
    const [update] = plan('sku,stock\nBR-BKT-600,9\n').updates;
    expect(update?.modelIds).toBeNull();
    expect(update?.row).toMatchObject({ stock: 9, fitsUniversal: false, fitMinWeightKg: 12_000 });
  });

  it('replaces the fitment the file describes, machines named as Make Model', () => {
    const result = plan(
      'sku,universal,machine_models,min_weight_kg,max_weight_kg,pin_mm,coupler\n' +
        'BR-BKT-600,no,Cat 320|komatsu  PC210,,,,\n',
    );
    expect(result.report.updates[0]?.changes).toEqual([
      'machine_models',
      'min_weight_kg',
      'max_weight_kg',
    ]);
    expect(result.updates[0]?.modelIds).toEqual([7, 8]);
  });

  it('refuses a SKU the file already used, naming the line of its first use', () => {
    const result = plan(
      'sku,name,category,price,stock,description\n' +
        'BR-NEW-1,Pin,Buckets,10.00,1,Steel pin\n' +
        'br-new-1,Pin again,Buckets,10.00,1,Steel pin\n',
    );
    expect(result.report.errors).toEqual([
      { line: 3, column: 'sku', message: 'SKU br-new-1 is already on line 2' },
    ]);
    expect(result.creates).toHaveLength(1);
  });

  it('says each problem once, on its line and column, in the order of the file', () => {
    const result = plan(
      'sku,name,category,price,sale_price,stock,description\n' +
        'BR-NEW-2,Tooth,Teeth,10.00,,1,Tooth\n' +
        'BR-NEW-3,Tooth,Buckets,10.00,12.00,1,Tooth\n' +
        'BR-NEW-4,Tooth,Buckets,10.00,,-1,Tooth\n',
    );
    expect(result.report.errors).toEqual([
      {
        line: 2,
        column: 'category',
        message: 'No category named "Teeth"; add it in Categories first',
      },
      { line: 3, column: 'sale_price', message: 'Sale price must be lower than the price' },
      { line: 4, column: 'stock', message: 'Stock must be a whole number' },
    ]);
    expect(result.creates).toEqual([]);
  });

  it('names an unknown machine model and a universal product that also lists machines', () => {
    const result = plan(
      'sku,universal,machine_models\nBR-BKT-600,no,Volvo EC950\nBR-BKT-600X,yes,Cat 320\n',
    );
    expect(
      result.report.errors.map(({ line, column, message }) => [line, column, message]),
    ).toEqual(
      expect.arrayContaining([
        [2, 'machine_models', 'No machine model named "Volvo EC950"'],
        [
          3,
          'universal',
          'A universal product fits every machine: leave the machine models and rule empty, or set universal to no',
        ],
      ]),
    );
  });
});

describe('planning the documents column', () => {
  const manual = {
    id: 3,
    kind: 'manual' as const,
    title: 'Operator manual',
    url: '/uploads/2f1c7a52-0a4f-4a55-9b43-37a2f25c0b1e.pdf',
    bytes: 52_000,
  };
  const documented = { ...bucket, documents: [manual] };
  const withManual: Catalogue = {
    ...catalogue,
    products: new Map([[bucket.sku, documented]]),
    productsByLowerSku: new Map([[bucket.sku.toLowerCase(), documented]]),
  };
  const fetched = 'https://maker.example/bkt-600-spec.pdf';
  const sources = new Map([
    [manual.url, { url: manual.url, bytes: manual.bytes }],
    [fetched, { url: '/uploads/9d3f6f3e-43c4-4a53-a1f0-5e1e54a8f0f1.pdf', bytes: 1_200_000 }],
    [
      'https://maker.example/brochure.html',
      { problem: 'https://maker.example/brochure.html is not a PDF; documents must be PDF files' },
    ],
  ]);
  const planDocuments = (cell: string) =>
    planRows(readProductCsv(`sku,documents\nBR-BKT-600,"${cell}"\n`), withManual, sources);

  it('leaves a product unchanged when the cell lists what it has', () => {
    expect(planDocuments(`Manual: Operator manual ${manual.url}`).report.unchanged).toBe(1);
    expect(planDocuments(`manual:   Operator   manual ${manual.url}`).report.unchanged).toBe(1);
  });

  it('replaces the documents with the fetched and held ones the cell lists', () => {
    const result = planDocuments(
      `Spec sheet: BKT-600 specifications ${fetched}\nmanual: Operator manual ${manual.url}`,
    );
    expect(result.report.updates).toEqual([
      expect.objectContaining({ sku: 'BR-BKT-600', changes: ['documents'] }),
    ]);
    expect(result.updates[0]?.documents).toEqual([
      {
        kind: 'spec_sheet',
        title: 'BKT-600 specifications',
        url: '/uploads/9d3f6f3e-43c4-4a53-a1f0-5e1e54a8f0f1.pdf',
        bytes: 1_200_000,
      },
      { kind: 'manual', title: 'Operator manual', url: manual.url, bytes: manual.bytes },
    ]);
    expect(result.updateChanges.get(bucket.id)).toEqual([
      {
        field: 'documents',
        from: ['Manual: Operator manual'],
        to: ['Spec sheet: BKT-600 specifications', 'Manual: Operator manual'],
      },
    ]);
  });

  it('removes them all with an empty cell, and keeps them without the column', () => {
    expect(planDocuments('').updates[0]?.documents).toEqual([]);
    const [update] = planRows(
      readProductCsv('sku,stock\nBR-BKT-600,9\n'),
      withManual,
      sources,
    ).updates;
    expect(update).not.toHaveProperty('documents');
  });

  it('names what it cannot take, on the documents column', () => {
    const result = planDocuments(
      [
        'Brochure: Sales brochure https://maker.example/brochure.pdf',
        'Spec sheet: https://maker.example/bkt-600-spec.pdf',
        'Manual: Leaflet https://maker.example/brochure.html',
        'just a title',
      ].join('\n'),
    );
    expect(result.report.errors).toEqual([
      {
        line: 2,
        column: 'documents',
        message:
          '"Brochure" is not a kind of document; the kinds are Spec sheet, Safety data sheet, Manual, Installation guide',
      },
      {
        line: 2,
        column: 'documents',
        message: 'Title is required (in "Spec sheet: https://maker.example/bkt-600-spec.pdf")',
      },
      {
        line: 2,
        column: 'documents',
        message: '"just a title" is not a document; write each as "Kind: Title URL", one per line',
      },
      {
        line: 2,
        column: 'documents',
        message: 'https://maker.example/brochure.html is not a PDF; documents must be PDF files',
      },
    ]);
    expect(result.updates).toEqual([]);
  });
});

describe('planning the tiers column', () => {
  const tiered = {
    ...bucket,
    tiers: [
      { minQuantity: 5, price: '1250.00' },
      { minQuantity: 20, price: '1200.00' },
    ],
  };
  const withTiers: Catalogue = {
    ...catalogue,
    products: new Map([[bucket.sku, tiered]]),
    productsByLowerSku: new Map([[bucket.sku.toLowerCase(), tiered]]),
  };
  const planTiers = (csv: string) => planRows(readProductCsv(csv), withTiers);

  it('leaves a product unchanged when the cell lists its tiers, however written', () => {
    expect(planTiers('sku,tiers\nBR-BKT-600,5:1250|20 : 1200.0\n').report.unchanged).toBe(1);
  });

  it('replaces the tiers, with the cells and the activity log before and after', () => {
    const result = planTiers('sku,price,tiers\nBR-BKT-600,1299.00,10:1100|50:1000.5\n');
    const tiers = [
      { minQuantity: 10, price: '1100.00' },
      { minQuantity: 50, price: '1000.50' },
    ];
    expect(result.updates[0]?.tiers).toEqual(tiers);
    expect(result.report.updates[0]).toMatchObject({
      changes: ['tiers'],
      fields: [{ column: 'tiers', from: '5:1250.00|20:1200.00', to: '10:1100.00|50:1000.50' }],
    });
    expect(result.updateChanges.get(bucket.id)).toEqual([
      { field: 'tiers', from: tiered.tiers, to: tiers },
    ]);
  });

  it('clears them with an empty cell, and keeps them without the column', () => {
    expect(planTiers('sku,tiers\nBR-BKT-600,\n').updates[0]?.tiers).toEqual([]);
    const [update] = planTiers('sku,stock\nBR-BKT-600,9\n').updates;
    expect(update).not.toHaveProperty('tiers');
  });

  it('gives a new product the tiers its cell lists', () => {
    const result = planTiers(
      'sku,name,category,price,stock,description,tiers\nBR-NEW-9,Pin,Buckets,10,1,Pin,5:9|10:8\n',
    );
    expect(result.creates[0]?.tiers).toEqual([
      { minQuantity: 5, price: '9.00' },
      { minQuantity: 10, price: '8.00' },
    ]);
  });

  it("checks the cell with the product form's rules, on the tiers column", () => {
    const result = planTiers(
      [
        'sku,price,tiers',
        'BR-BKT-600,1299,20:1200|5:1250',
        'BR-BKT-600,1299,1:1200',
        'BR-BKT-600,1299,5:1300',
        'BR-BKT-600,1299,5:cheap',
        'BR-BKT-600,1299,5-1200',
      ].join('\n'),
    );
    expect(result.report.errors.filter((error) => error.column === 'tiers')).toEqual([
      { line: 2, column: 'tiers', message: 'Tiers must go up in quantity: 5 comes after 20' },
      {
        line: 3,
        column: 'tiers',
        message: 'A tier starts at a whole number of units from 2 to 100000',
      },
      { line: 4, column: 'tiers', message: 'A tier price must be lower than the price' },
      { line: 5, column: 'tiers', message: 'Tier price must be an amount like 89.00' },
      {
        line: 6,
        column: 'tiers',
        message: '"5-1200" is not a tier: write quantity:price, as in 10:90.00|50:80.00',
      },
    ]);
  });

  it('refuses a price at or below a kept tier, as the product form does', () => {
    const result = planTiers('sku,price\nBR-BKT-600,1200.00\n');
    expect(result.report.errors).toEqual([
      {
        line: 2,
        column: 'price',
        message: 'The price must stay above the volume tier from 5 units; change the tiers too',
      },
    ]);
    expect(planTiers('sku,price,tiers\nBR-BKT-600,1200.00,\n').report.errors).toEqual([]);
  });
});
