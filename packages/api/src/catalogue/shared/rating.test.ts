import { describe, expect, it } from 'vitest';
import { productRating } from './rating.ts';

describe('productRating', () => {
  it('shows no average without published reviews', () => {
    expect(productRating(0, 0)).toEqual({ average: null, count: 0 });
  });

  it('averages to one decimal, always written with it', () => {
    expect(productRating(610, 127)).toEqual({ average: '4.8', count: 127 });
    expect(productRating(5, 1)).toEqual({ average: '5.0', count: 1 });
    expect(productRating(1, 1)).toEqual({ average: '1.0', count: 1 });
    expect(productRating(7, 2)).toEqual({ average: '3.5', count: 2 });
  });

  it('rounds a half tenth up and anything less down', () => {
    // 4.25 → 4.3; 4.2499… (1062 over 250 is 4.248) → 4.2; 4.75 → 4.8.
    expect(productRating(17, 4).average).toBe('4.3');
    expect(productRating(1062, 250).average).toBe('4.2');
    expect(productRating(19, 4).average).toBe('4.8');
    // 13 over 3 is 4.333…
    expect(productRating(13, 3).average).toBe('4.3');
  });
});
