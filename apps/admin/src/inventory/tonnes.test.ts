import { describe, expect, it } from 'vitest';
import { kgFromTonnes, optionalKg, tonnesFromKg } from './tonnes.ts';

describe('tonnes and kilograms', () => {
  it('turns tonnes with one decimal into whole kilograms', () => {
    expect(kgFromTonnes(8.2)).toBe(8200);
    expect(kgFromTonnes(0.1)).toBe(100);
    expect(kgFromTonnes(22)).toBe(22_000);
  });

  it('shows kilograms as tonnes without losing any', () => {
    expect(tonnesFromKg(8200)).toBe(8.2);
    expect(tonnesFromKg(1650)).toBe(1.65);
  });

  it('leaves an empty input empty', () => {
    expect(optionalKg('')).toBeUndefined();
    expect(optionalKg(1.7)).toBe(1700);
  });
});
