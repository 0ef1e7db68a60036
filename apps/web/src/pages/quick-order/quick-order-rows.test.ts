import type { QuickOrderLine } from '@buildright/api/shared';
import { describe, expect, it } from 'vitest';
import { cartLinesOf, isOrderable, rowsOf, textOf } from './quick-order-rows.ts';

const product = {
  id: 7,
  name: 'Ditch Bucket',
  sku: 'BR-001007',
  category: 'Buckets',
  price: '1000.00',
  salePrice: null,
  unitPrice: '1000.00',
  stock: 4,
  image: '/a.png',
  imageUrl: null,
  images: [],
  fit: null,
};
const good: QuickOrderLine = {
  lines: [1],
  sku: 'BR-001007',
  quantityText: '2',
  quantity: 2,
  product,
  problem: null,
  message: null,
};
const unknown: QuickOrderLine = {
  ...good,
  lines: [2],
  sku: 'NOPE',
  product: null,
  problem: 'unknown-sku',
  message: 'No product has the SKU NOPE',
};

describe('quick order rows', () => {
  it('orders only checked rows without a problem', () => {
    const rows = rowsOf([good, unknown]);
    expect(rows.map(isOrderable)).toEqual([true, false]);
    expect(cartLinesOf(rows)).toEqual([{ product, quantity: 2 }]);
    expect(cartLinesOf([{ ...rows[0]!, edited: true }])).toEqual([]);
  });

  it('writes the rows as lines to check again, leaving out rows without a SKU', () => {
    const rows = rowsOf([good, unknown]);
    rows[1] = { ...rows[1]!, sku: ' BR-001008 ', quantity: '3', edited: true };
    expect(textOf(rows)).toBe('BR-001007\t2\nBR-001008\t3');
    expect(textOf([{ ...rows[0]!, sku: '  ' }])).toBe('');
  });

  it('gives every row its own key', () => {
    const keys = [...rowsOf([good, unknown]), ...rowsOf([good])].map((row) => row.key);
    expect(new Set(keys).size).toBe(3);
  });
});
