import { describe, expect, it } from 'vitest';
import { integerTicks } from './integer-ticks.ts';

describe('integerTicks', () => {
  it('counts in ones while the numbers are small', () => {
    expect(integerTicks(0)).toEqual([0, 1]);
    expect(integerTicks(3)).toEqual([0, 1, 2, 3]);
    expect(integerTicks(4)).toEqual([0, 1, 2, 3, 4]);
  });

  it('steps by 2, 5 or 10 times a power of ten, reaching past the highest value', () => {
    expect(integerTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(integerTicks(10)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(integerTicks(23)).toEqual([0, 5, 10, 15, 20, 25]);
    expect(integerTicks(480)).toEqual([0, 100, 200, 300, 400, 500]);
  });
});
