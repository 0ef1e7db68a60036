import { describe, expect, it } from 'vitest';
import { formatMoney, fromCents, isMoneyString, toCents } from './money.ts';

describe('toCents', () => {
  it.each([
    ['0', 0],
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['1299.00', 129_900],
    ['0.01', 1],
    [' 19.99 ', 1999],
  ])('reads "%s" as %i cents', (value, cents) => {
    expect(toCents(value)).toBe(cents);
  });

  it.each(['1.234', '-1', 'abc', '', '1,299.00', '12.', '.5', '1e3'])('rejects "%s"', (value) => {
    expect(() => toCents(value)).toThrow(new RangeError(`Not an amount of money: "${value}"`));
  });
});

describe('fromCents', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [1250, '12.50'],
    [129_950, '1299.50'],
    [100_000_000, '1000000.00'],
  ])('writes %i cents as "%s"', (cents, value) => {
    expect(fromCents(cents)).toBe(value);
  });

  it.each([-1, 1.5, Number.NaN])('rejects %s', (cents) => {
    expect(() => fromCents(cents)).toThrow(`Not an amount: ${cents}`);
  });

  it('round-trips with toCents', () => {
    for (const value of ['0.00', '0.10', '19.99', '1299.50', '99999999.99']) {
      expect(fromCents(toCents(value))).toBe(value);
    }
  });
});

describe('formatMoney', () => {
  it('formats decimal strings as US dollars with thousands separators', () => {
    expect(formatMoney('1299.5')).toBe('$1,299.50');
    expect(formatMoney('1299.50')).toBe('$1,299.50');
    expect(formatMoney('0')).toBe('$0.00');
    expect(formatMoney('1234567.89')).toBe('$1,234,567.89');
  });

  it('formats integer cents', () => {
    expect(formatMoney(129_950)).toBe('$1,299.50');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(-1250)).toBe('-$12.50');
  });

  it("writes amounts past a float's exact cents as they are", () => {
    // Divided by 100 as a float, the largest safe number of cents would print ...409.90.
    expect(formatMoney(Number.MAX_SAFE_INTEGER)).toBe('$90,071,992,547,409.91');
    expect(formatMoney('9999999999999.99')).toBe('$9,999,999,999,999.99');
  });

  it('writes what Intl writes for US dollars', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const amounts = [0, 1, 99, 100, 999_99, 1000_00, 123_456_78, 100_000_000_00, 9_999_999_999];
    for (const cents of [...amounts, ...amounts.map((amount) => -amount).filter(Boolean)]) {
      expect(formatMoney(cents)).toBe(usd.format(cents / 100));
    }
  });

  it('refuses cents that are not whole', () => {
    expect(() => formatMoney(1.5)).toThrow('Not an amount: 1.5');
  });

  it('refuses a string that is not money', () => {
    expect(() => formatMoney('abc')).toThrow('Not an amount of money: "abc"');
  });
});

describe('isMoneyString', () => {
  it('accepts what a numeric(10,2) column holds', () => {
    expect(isMoneyString('99999999.99')).toBe(true);
    expect(isMoneyString('5')).toBe(true);
    expect(isMoneyString(' 5.5 ')).toBe(true);
  });

  it('refuses too many digits, too many decimals, signs and words', () => {
    expect(isMoneyString('100000000')).toBe(false);
    expect(isMoneyString('1.234')).toBe(false);
    expect(isMoneyString('-1')).toBe(false);
    expect(isMoneyString('abc')).toBe(false);
    expect(isMoneyString('')).toBe(false);
  });
});
