import { machineModels, productFitments, products } from '@buildright/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addProduct, refusalOf } from '../testing/fixtures.ts';
import { createTestShop, type TestShop } from '../testing/test-shop.ts';

let shop: TestShop;
const sku: Record<string, string> = {};
const id: Record<string, number> = {};
let kubota: number, cat: number;

beforeAll(async () => {
  shop = await createTestShop();
  const tools = await addCategory(shop.db, { name: 'Attachments' });
  const retired = await addCategory(shop.db, { name: 'Retired', isActive: false });
  const add = async (key: string, values: Parameters<typeof addProduct>[1]) => {
    const product = await addProduct(shop.db, values);
    sku[key] = product.sku;
    id[key] = product.id;
    return product;
  };
  await add('bucket', {
    categoryId: tools.id,
    name: 'Ditch Bucket',
    price: '1000.00',
    salePrice: '850.50',
    stock: 12,
  });
  await add('thumb', { categoryId: tools.id, name: 'Hydraulic Thumb', stock: 4 });
  await add('gloves', { categoryId: tools.id, name: 'Work Gloves', price: '12.00', stock: 500 });
  await add('empty', { categoryId: tools.id, name: 'Sold Out Ripper', stock: 0 });
  await add('vest', { categoryId: tools.id, name: 'Old Vest', isActive: false });
  await add('hidden', { categoryId: retired.id, name: 'Retired Drill' });
  [kubota, cat] = (
    await shop.db
      .insert(machineModels)
      .values([
        {
          make: 'Kubota',
          model: 'KX080-4',
          operatingWeightKg: 8000,
          pinDiameterMm: 60,
          coupler: 'pin-on',
        },
        {
          make: 'CAT',
          model: '301.7',
          operatingWeightKg: 1700,
          pinDiameterMm: 35,
          coupler: 'pin-on',
        },
      ])
      .returning({ id: machineModels.id })
  ).map((row) => row.id) as [number, number];
  // The bucket lists the Kubota by name; the thumb fits 5–9 t by rule; gloves fit anything.
  await shop.db.update(products).set({ fitsUniversal: false }).where(eq(products.id, id.bucket!));
  await shop.db.insert(productFitments).values({ productId: id.bucket!, machineModelId: kubota });
  await shop.db
    .update(products)
    .set({ fitsUniversal: false, fitMinWeightKg: 5000, fitMaxWeightKg: 9000 })
    .where(eq(products.id, id.thumb!));
});
afterAll(() => shop?.close());

/** Resolves lines as a guest pastes them (no buyer's prices); input as any client may send it. */
const resolve = (input: unknown) => shop.as().quickOrder.resolve(input as { text: string });

const resolved = (text: string, machineId?: number) =>
  resolve({ text, ...(machineId ? { machineId } : {}) });

describe('resolving a quick order', () => {
  it('resolves pasted lines in input order, priced by the server, repeats summed', async () => {
    const text = [
      'sku\tquantity',
      `${sku.bucket}\t2`,
      '',
      `${sku.gloves!.toLowerCase()},10`,
      `"${sku.thumb}";"1"`,
      `${sku.gloves}   15`,
    ].join('\r\n');
    const { lines, orderable } = await resolved(text);
    expect(orderable).toBe(3);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toEqual({
      lines: [2],
      sku: sku.bucket,
      quantityText: '2',
      quantity: 2,
      problem: null,
      message: null,
      product: {
        id: id.bucket,
        name: 'Ditch Bucket',
        sku: sku.bucket,
        category: 'Attachments',
        price: '1000.00',
        salePrice: '850.50',
        unitPrice: '850.50',
        stock: 12,
        image: '/demo-images/bucket-1.svg',
        imageUrl: null,
        images: [{ url: '/demo-images/bucket-1.svg', order: 0 }],
        fit: null,
      },
    });
    expect(lines[1]).toMatchObject({
      lines: [4, 6],
      sku: sku.gloves!.toLowerCase(),
      quantity: 25,
      product: { id: id.gloves, unitPrice: '12.00' },
    });
    expect(lines[2]).toMatchObject({ lines: [5], quantity: 1, product: { id: id.thumb } });
  });

  it('answers each line’s problem: unknown, inactive, not enough stock, bad quantity', async () => {
    const { lines, orderable } = await resolved(
      [
        'NOPE-1 1',
        `${sku.vest} 1`,
        `${sku.hidden} 1`,
        `${sku.thumb} 5`,
        `${sku.empty} 1`,
        `${sku.bucket} 1.5`,
        `${sku.gloves} abc`,
        `${sku.gloves} true`,
        'BR-1 2 3',
        `${sku.gloves} 3`,
      ].join('\n'),
    );
    expect(orderable).toBe(1);
    expect(lines.map((line) => [line.lines[0], line.problem, line.message])).toEqual([
      [1, 'unknown-sku', 'No product has the SKU NOPE-1'],
      [2, 'inactive', `${sku.vest} is no longer sold`],
      [3, 'inactive', `${sku.hidden} is no longer sold`],
      [4, 'not-enough-stock', 'Only 4 left'],
      [5, 'not-enough-stock', 'Out of stock'],
      [6, 'bad-quantity', 'Quantity must be a whole number from 1 to 999'],
      [7, 'bad-quantity', 'Quantity must be a whole number from 1 to 999'],
      [8, 'bad-quantity', 'Quantity must be a whole number from 1 to 999'],
      [9, 'unreadable', 'Enter one SKU and one quantity on each line'],
      [10, null, null],
    ]);
    // Hidden products are not shown; a product short of stock is, with what is left.
    expect(lines[1]!.product).toBeNull();
    expect(lines[2]!.product).toBeNull();
    expect(lines[3]).toMatchObject({ available: 4, product: { id: id.thumb } });
    expect(lines[5]).toMatchObject({ quantity: null, quantityText: '1.5' });
  });

  it('says whether each product fits the machine the request names', async () => {
    const text = `${sku.bucket} 1\n${sku.thumb} 1\n${sku.gloves} 1`;
    const fits = (answer: Awaited<ReturnType<typeof resolved>>) =>
      answer.lines.map((line) => line.product?.fit);
    expect(fits(await resolved(text, kubota))).toEqual([
      { kind: 'fits', text: 'Fits your Kubota KX080-4' },
      { kind: 'fits', text: 'Fits your Kubota KX080-4' },
      // Gloves have no fitment rules: they claim nothing about any machine.
      null,
    ]);
    expect(fits(await resolved(text, cat))).toEqual([
      { kind: 'does-not-fit', needs: null, text: 'Does not fit your CAT 301.7' },
      { kind: 'does-not-fit', needs: '5–9 t', text: 'Does not fit your CAT 301.7 (needs 5–9 t)' },
      null,
    ]);
    expect(await refusalOf(resolve({ text, machineId: 99_999 }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'No machine model with id 99999',
      fields: {},
    });
  });

  it('answers blank text with no lines', async () => {
    expect(await resolved(' \n\n')).toEqual({ lines: [], orderable: 0 });
  });

  it('refuses malformed input naming the field', async () => {
    const cases: [unknown, string, string][] = [
      [{}, 'text', 'Text is required'],
      [{ text: 12 }, 'text', 'Text must be a string of lines'],
      [{ text: ['BR-1 2'] }, 'text', 'Text must be a string of lines'],
      [{ text: null }, 'text', 'Text must be a string of lines'],
      [{ text: 'x'.repeat(50_001) }, 'text', 'Paste at most 50,000 characters at once'],
      [{ text: 'BR-1 1\n'.repeat(501) }, 'text', 'Paste at most 500 lines at once'],
      [
        { text: 'BR-1 1', machineId: 'abc' },
        'machineId',
        'Machine id must be a positive whole number',
      ],
      [
        { text: 'BR-1 1', machineId: true },
        'machineId',
        'Machine id must be a positive whole number',
      ],
    ];
    for (const [input, field, message] of cases) {
      const what = JSON.stringify(input).slice(0, 60);
      expect(await refusalOf(resolve(input)), what).toEqual({
        code: 'BAD_REQUEST',
        message,
        fields: { [field]: [message] },
      });
    }
  });

  it('takes 500 lines, blank lines between them not counted', async () => {
    const text = Array.from({ length: 500 }, (_, i) => `NOPE-${i} 1\n`).join('\n');
    const { lines } = await resolved(text);
    expect(lines).toHaveLength(500);
  });
});
