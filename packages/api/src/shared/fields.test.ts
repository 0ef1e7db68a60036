import { describe, expect, it } from 'vitest';
import {
  dateField,
  dayField,
  ID_OUT_OF_RANGE,
  idOf,
  INT4_MAX,
  moneyField,
  phoneNumber,
  quantityField,
  quantityText,
  wholeNumber,
} from './fields.ts';

const messageOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('an id', () => {
  const id = idOf('Product id');

  it('is a positive int4, as a JSON number or decimal digits', () => {
    expect(id.parse(40)).toBe(40);
    expect(id.parse('40')).toBe(40);
    expect(id.parse(INT4_MAX)).toBe(INT4_MAX);
  });

  it('is never coerced from another type or spelling', () => {
    for (const value of [true, [40], '0x28', '4e1', '040', 1.5, '-1', -1, 0, '', null, {}]) {
      expect(messageOf(id.safeParse(value)), JSON.stringify(value)).toBe(
        'Product id must be a positive whole number',
      );
    }
  });

  it('beyond int4 names no record', () => {
    for (const value of [INT4_MAX + 1, '2147483648', '9'.repeat(400)]) {
      expect(messageOf(id.safeParse(value))).toBe(`Product id ${ID_OUT_OF_RANGE}`);
    }
  });
});

describe('whole numbers', () => {
  it('say which bound was crossed, and when the value is missing', () => {
    const stock = wholeNumber('Stock must be a whole number', {
      min: 0,
      max: 10,
      minMessage: 'Stock cannot be negative',
      maxMessage: 'Stock must be at most 10',
      requiredMessage: 'Stock is required',
    });
    expect(stock.parse(0)).toBe(0);
    expect(messageOf(stock.safeParse(-1))).toBe('Stock cannot be negative');
    expect(messageOf(stock.safeParse(11))).toBe('Stock must be at most 10');
    expect(messageOf(stock.safeParse(null))).toBe('Stock is required');
    expect(messageOf(stock.safeParse(undefined))).toBe('Stock is required');
    expect(messageOf(stock.safeParse('2.5'))).toBe('Stock must be a whole number');
  });

  it('a quantity is a JSON integer from 1 to its most, never a string', () => {
    expect(quantityField(999).parse(3)).toBe(3);
    expect(quantityField(999).safeParse('3').success).toBe(false);
    expect(quantityField(999).safeParse(2.5).success).toBe(false);
    expect(quantityText(999).parse('3')).toBe(3);
    expect(quantityField(999).safeParse(1000).success).toBe(false);
    expect(quantityField(999).safeParse(true).success).toBe(false);
  });
});

describe('a phone number', () => {
  const phone = phoneNumber('Phone number is required');

  it('takes the ways people write one', () => {
    for (const value of ['+1 (503) 555-0100', '503.555.0100 ext. 12', '555-0100']) {
      expect(phone.parse(` ${value} `)).toBe(value);
    }
  });

  it('needs at least seven digits, and says so', () => {
    for (const value of ['1', '555-010', 'call me']) {
      expect(messageOf(phone.safeParse(value)), value).toBe(
        'Enter a phone number with at least 7 digits',
      );
    }
    expect(messageOf(phone.safeParse(' '))).toBe('Phone number is required');
  });
});

describe('money', () => {
  const price = moneyField('Price is required', 'Price must be an amount like 1299.00');

  it('is taken as written, to the cent', () => {
    expect(price.parse('1299.5')).toBe('1299.50');
    expect(price.parse(1299.5)).toBe('1299.50');
    expect(price.parse(12)).toBe('12.00');
    expect(price.parse('99999999.99')).toBe('99999999.99');
  });

  it('is not rounded, signed, scientific or beyond numeric(10,2)', () => {
    for (const value of [
      '0.001',
      0.001,
      '-1',
      -1,
      '1e3',
      1e21,
      '100000000.00',
      '0x10',
      0.1 + 0.2,
    ]) {
      expect(messageOf(price.safeParse(value)), String(value)).toBe(
        'Price must be an amount like 1299.00',
      );
    }
    expect(messageOf(price.safeParse(''))).toBe('Price is required');
    expect(messageOf(price.safeParse(true))).toBe('Price is required');
  });
});

describe('dates', () => {
  const delivery = dateField('Estimated delivery');

  it('take a Date, an ISO day or an ISO timestamp within this century', () => {
    expect(delivery.parse('2026-12-01')).toEqual(new Date('2026-12-01T00:00:00Z'));
    expect(delivery.parse('2026-12-01T12:00:00.000Z')).toEqual(new Date('2026-12-01T12:00:00Z'));
    expect(delivery.parse(new Date('2030-01-01'))).toEqual(new Date('2030-01-01'));
  });

  it('refuse what is no date, or too far away', () => {
    for (const value of ['2026-02-30', 'soon', 12345, true, '+275760-09-13T00:00:00.000Z']) {
      expect(delivery.safeParse(value).success, String(value)).toBe(false);
    }
    expect(messageOf(delivery.safeParse('2100-01-01'))).toBe(
      'Estimated delivery must be in the years 2000 to 2099',
    );
    expect(delivery.safeParse(new Date(Number.NaN)).success).toBe(false);
  });

  it('a day is a calendar day, written YYYY-MM-DD', () => {
    const validUntil = dayField('Valid until');
    expect(validUntil.parse('2028-02-29')).toBe('2028-02-29');
    expect(messageOf(validUntil.safeParse('2026-02-30'))).toBe(
      'Valid until must be a date (YYYY-MM-DD)',
    );
    expect(validUntil.safeParse('1999-12-31').success).toBe(false);
  });
});
