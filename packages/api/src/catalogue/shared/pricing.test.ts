import { describe, expect, it } from 'vitest';
import { fromCents } from '../../shared/money.ts';
import {
  buyerUnitPriceCents,
  discountedCents,
  lineTotalCents,
  orderTotalCents,
  percentOff,
  priceLadder,
  unitPriceCents,
} from './pricing.ts';

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

describe('buyerUnitPriceCents', () => {
  const drill = {
    price: '100.00',
    salePrice: null,
    tiers: [
      { minQuantity: 10, price: '90.00' },
      { minQuantity: 50, price: '80.00' },
    ],
  };

  it('is the list or sale price below the first tier, for a guest', () => {
    expect(buyerUnitPriceCents(drill, 1)).toBe(10_000);
    expect(buyerUnitPriceCents(drill, 9)).toBe(10_000);
    expect(buyerUnitPriceCents({ ...drill, salePrice: '95.00' }, 1)).toBe(9_500);
  });

  it('takes the tier with the highest minimum quantity not above the quantity', () => {
    expect(buyerUnitPriceCents(drill, 10)).toBe(9_000);
    expect(buyerUnitPriceCents(drill, 49)).toBe(9_000);
    expect(buyerUnitPriceCents(drill, 50)).toBe(8_000);
    expect(buyerUnitPriceCents(drill, 1000)).toBe(8_000);
    // Unordered tiers give the same answer.
    expect(buyerUnitPriceCents({ ...drill, tiers: drill.tiers.toReversed() }, 60)).toBe(8_000);
  });

  it('keeps a sale price lower than the tier', () => {
    expect(buyerUnitPriceCents({ ...drill, salePrice: '85.00' }, 10)).toBe(8_500);
  });

  it("takes the company's percentage off the list price, rounded to the cent half-up", () => {
    expect(buyerUnitPriceCents(drill, 1, { percentOff: '12.5' })).toBe(8_750);
    // 19.99 less 12.5% is 17.49125: 17.49; 0.10 less 25% is 0.075: 0.08 (half up).
    expect(buyerUnitPriceCents({ price: '19.99' }, 1, { percentOff: '12.50' })).toBe(1_749);
    expect(buyerUnitPriceCents({ price: '0.10' }, 1, { percentOff: '25' })).toBe(8);
    expect(buyerUnitPriceCents({ price: '0.30' }, 1, { percentOff: '50' })).toBe(15);
    expect(buyerUnitPriceCents(drill, 1, { percentOff: '100' })).toBe(0);
  });

  it('prefers a fixed price to the category percentage, and never charges more than list', () => {
    expect(buyerUnitPriceCents(drill, 1, { fixedPrice: '92.00', percentOff: '20' })).toBe(9_200);
    expect(buyerUnitPriceCents(drill, 1, { fixedPrice: '120.00' })).toBe(10_000);
  });

  it('is the lowest of sale, tier and contract', () => {
    const terms = { percentOff: '15' };
    expect(buyerUnitPriceCents(drill, 1, terms)).toBe(8_500);
    expect(buyerUnitPriceCents(drill, 10, terms)).toBe(8_500);
    expect(buyerUnitPriceCents(drill, 50, terms)).toBe(8_000);
    expect(buyerUnitPriceCents({ ...drill, salePrice: '70.00' }, 50, terms)).toBe(7_000);
  });
});

describe('discountedCents', () => {
  it('rounds in integers, even for the largest price a column holds', () => {
    expect(discountedCents(9_999_999_999, '33.33')).toBe(6_666_999_999);
    expect(discountedCents(1, '50')).toBe(1);
    expect(discountedCents(1, '50.01')).toBe(0);
  });
});

describe('priceLadder', () => {
  const drill = {
    price: '100.00',
    tiers: [
      { minQuantity: 10, price: '90.00' },
      { minQuantity: 50, price: '80.00' },
    ],
  };

  it('lists the unit price from 1 and from each tier on', () => {
    expect(priceLadder(drill)).toEqual([
      { minQuantity: 1, price: '100.00' },
      { minQuantity: 10, price: '90.00' },
      { minQuantity: 50, price: '80.00' },
    ]);
  });

  it('leaves out the steps a contract price already beats', () => {
    expect(priceLadder(drill, { percentOff: '15' })).toEqual([
      { minQuantity: 1, price: '85.00' },
      { minQuantity: 50, price: '80.00' },
    ]);
  });
});
