import { describe, expect, it } from 'vitest';
import { discountLabel, quoteTotals } from './quote-pricing.ts';

const lines = [
  { unitPrice: '11500.00', quantity: 1 },
  { unitPrice: '799.99', quantity: 2 },
];

describe('quote totals', () => {
  it('adds lines in cents, takes the discount off and the delivery on', () => {
    expect(
      quoteTotals({ lines, discount: { type: 'amount', amount: '99.98' }, deliveryCharge: '350' }),
    ).toEqual({
      subtotal: '13099.98',
      discount: '99.98',
      deliveryCharge: '350.00',
      total: '13350.00',
    });
  });

  it('rounds a percentage half up to the cent', () => {
    // 5% of 13099.98 is 654.999
    expect(
      quoteTotals({ lines, discount: { type: 'percent', percent: '5' }, deliveryCharge: '0' })
        .discount,
    ).toBe('655.00');
    // 12.5% of 0.04 is 0.005
    const tiny = [{ unitPrice: '0.04', quantity: 1 }];
    expect(
      quoteTotals({
        lines: tiny,
        discount: { type: 'percent', percent: '12.5' },
        deliveryCharge: '0',
      }).discount,
    ).toBe('0.01');
  });

  it('never goes below the delivery charge, and 100% off leaves only delivery', () => {
    expect(
      quoteTotals({ lines, discount: { type: 'percent', percent: '100' }, deliveryCharge: '80' })
        .total,
    ).toBe('80.00');
  });

  it('sums many lines exactly where floats would drift', () => {
    const dimes = Array.from({ length: 10 }, () => ({ unitPrice: '0.10', quantity: 3 }));
    expect(quoteTotals({ lines: dimes, discount: null, deliveryCharge: '0' }).total).toBe('3.00');
  });

  it('names the discount for the documents', () => {
    expect(discountLabel({ type: 'percent', percent: '12.50' })).toBe('Discount (12.5%)');
    expect(discountLabel({ type: 'amount', amount: '10.00' })).toBe('Discount');
    expect(discountLabel({ type: 'amount', amount: '0.00' })).toBeNull();
    expect(discountLabel(null)).toBeNull();
  });
});
