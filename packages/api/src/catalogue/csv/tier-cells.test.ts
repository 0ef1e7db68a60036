import { describe, expect, it } from 'vitest';
import { readTiersCell, tiersCell } from './tier-cells.ts';

describe('the tiers cell', () => {
  it('lists tiers as quantity:price, the smallest quantity first', () => {
    expect(
      tiersCell([
        { minQuantity: 50, price: '80.00' },
        { minQuantity: 10, price: '90.00' },
      ]),
    ).toBe('10:90.00|50:80.00');
    expect(tiersCell([])).toBe('');
  });

  it('reads what it writes, spaces and empty parts aside', () => {
    expect(readTiersCell(' 10 : 90.00 || 50:80 |')).toEqual({
      entries: [
        { minQuantity: '10', price: '90.00' },
        { minQuantity: '50', price: '80' },
      ],
      errors: [],
    });
    expect(readTiersCell('  ')).toEqual({ entries: [], errors: [] });
  });

  it('keeps the order written, for the ascending rule to judge', () => {
    expect(readTiersCell('50:80|10:90').entries.map((tier) => tier.minQuantity)).toEqual([
      '50',
      '10',
    ]);
  });

  it('names each part that is not quantity:price', () => {
    expect(readTiersCell('10-90|5:|:4|1:2:3').errors).toEqual([
      '"10-90" is not a tier: write quantity:price, as in 10:90.00|50:80.00',
      '"5:" is not a tier: write quantity:price, as in 10:90.00|50:80.00',
      '":4" is not a tier: write quantity:price, as in 10:90.00|50:80.00',
      '"1:2:3" is not a tier: write quantity:price, as in 10:90.00|50:80.00',
    ]);
  });
});
