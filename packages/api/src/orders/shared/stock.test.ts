import { describe, expect, it } from 'vitest';
import { IN_STOCK_ABOVE, stockLabel, stockLevel } from './stock.ts';

describe('stock labels', () => {
  it('says In Stock above 10', () => {
    expect(IN_STOCK_ABOVE).toBe(10);
    expect(stockLabel(11)).toBe('In Stock');
    expect(stockLabel(500)).toBe('In Stock');
    expect(stockLevel(11)).toBe('in-stock');
  });

  it('counts what is left from 10 down to 1', () => {
    expect(stockLabel(10)).toBe('Only 10 left');
    expect(stockLabel(3)).toBe('Only 3 left');
    expect(stockLabel(1)).toBe('Only 1 left');
    expect(stockLevel(10)).toBe('low');
    expect(stockLevel(1)).toBe('low');
  });

  it('says Out of Stock at zero (and below, should it ever happen)', () => {
    expect(stockLabel(0)).toBe('Out of Stock');
    expect(stockLabel(-2)).toBe('Out of Stock');
    expect(stockLevel(0)).toBe('out');
  });
});
