import { describe, expect, it } from 'vitest';
import { fromCents } from '../../shared/money.ts';
import { lineTotalCents, orderTotalCents, percentOff, unitPriceCents } from './pricing.ts';

describe('unitPriceCents', () => {
  it('is the price without a sale price', () => {
    expect(unitPriceCents({ price: '1299.00' })).toBe(129_900);
    expect(unitPriceCents({ price: '1299.00', salePrice: null })).toBe(129_900);
  });

  it('is the sale price when there is one', () => {
    expect(unitPriceCents({ price: '1299.00', salePrice: '999.50' })).toBe(99_950);
  });
});

describe('lineTotalCents', () => {
  it('multiplies in cents with no float error', () => {
    expect(lineTotalCents({ price: '19.99' }, 3)).toBe(5997);
    expect(fromCents(lineTotalCents({ price: '19.99' }, 3))).toBe('59.97');
    // In floating point 3 * 1.15 is 3.4499999999999997 and 3 * 0.1 is 0.30000000000000004.
    expect(3 * 1.15).not.toBe(3.45);
    expect(fromCents(lineTotalCents({ price: '1.15' }, 3))).toBe('3.45');
    expect(fromCents(lineTotalCents({ price: '0.10' }, 3))).toBe('0.30');
  });

  it('uses the sale price', () => {
    expect(lineTotalCents({ price: '50.00', salePrice: '40.10' }, 7)).toBe(28_070);
  });
});

describe('orderTotalCents', () => {
  it('adds lines exactly where float addition drifts', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    const total = orderTotalCents([
      { product: { price: '0.10' }, quantity: 1 },
      { product: { price: '0.20' }, quantity: 1 },
    ]);
    expect(total).toBe(30);
    expect(fromCents(total)).toBe('0.30');
  });

  it('sums many lines with sale prices', () => {
    const total = orderTotalCents([
      { product: { price: '19.99' }, quantity: 3 },
      { product: { price: '1299.00', salePrice: '1099.99' }, quantity: 2 },
      { product: { price: '0.01' }, quantity: 999 },
    ]);
    expect(total).toBe(5997 + 219_998 + 999);
    expect(fromCents(total)).toBe('2269.94');
  });

  it('is zero for no lines', () => {
    expect(orderTotalCents([])).toBe(0);
  });
});

describe('percentOff', () => {
  it('is null without a sale price', () => {
    expect(percentOff({ price: '100.00' })).toBeNull();
    expect(percentOff({ price: '100.00', salePrice: null })).toBeNull();
  });

  it('is a whole percent of the regular price', () => {
    expect(percentOff({ price: '1000.00', salePrice: '800.00' })).toBe(20);
  });

  it('rounds to the nearest whole percent', () => {
    // 1/3 off = 33.33...% and 2/3 off = 66.66...%
    expect(percentOff({ price: '3.00', salePrice: '2.00' })).toBe(33);
    expect(percentOff({ price: '3.00', salePrice: '1.00' })).toBe(67);
    // 12.5% rounds up
    expect(percentOff({ price: '8.00', salePrice: '7.00' })).toBe(13);
  });

  it('is null for a free product instead of dividing by zero', () => {
    expect(percentOff({ price: '0.00', salePrice: '0.00' })).toBeNull();
  });
});
