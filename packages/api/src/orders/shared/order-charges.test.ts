import { describe, expect, it } from 'vitest';
import { toCents } from '../../shared/money.ts';
import { chargeRows } from './order-charges.ts';

describe('chargeRows', () => {
  it("explains an accepted quote's total: subtotal less the discount plus delivery", () => {
    // Order #13 of the walk: lines of $1,269.76, 5% off, $150 delivery, total $1,356.27.
    const lines = [{ lineTotal: '899.99' }, { lineTotal: '369.77' }];
    const charges = { discount: '63.49', deliveryCharge: '150.00', total: '1356.27' };
    const rows = chargeRows(lines, { ...charges, discountLabel: 'Discount (5%)' });
    expect(rows).toEqual([
      { label: 'Subtotal', amount: '1269.76', deduction: false },
      { label: 'Discount (5%)', amount: '63.49', deduction: true },
      { label: 'Delivery', amount: '150.00', deduction: false },
    ]);
    const explained = rows
      .slice(1)
      .reduce(
        (sum, row) => sum + (row.deduction ? -1 : 1) * toCents(row.amount),
        toCents(rows[0]!.amount),
      );
    expect(explained).toBe(toCents(charges.total));
  });

  it('adds nothing to a shop order whose lines are its total', () => {
    const rows = chargeRows([{ lineTotal: '45.00' }], {
      discount: '0.00',
      deliveryCharge: '0.00',
      total: '45.00',
    });
    expect(rows).toEqual([]);
  });

  it('names delivery alone when there is no discount', () => {
    const rows = chargeRows([{ lineTotal: '100.00' }], {
      discount: '0.00',
      deliveryCharge: '25.00',
      total: '125.00',
    });
    expect(rows.map((row) => row.label)).toEqual(['Subtotal', 'Delivery']);
  });
});
