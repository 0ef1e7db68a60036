import { describe, expect, it } from 'vitest';
import { validityLabel } from './validity.ts';

describe('validity label', () => {
  it('counts whole days to the last valid day', () => {
    expect(validityLabel('2026-12-04', '2026-11-20')).toBe('14 days left');
    expect(validityLabel('2026-11-21', '2026-11-20')).toBe('1 day left');
    expect(validityLabel('2026-11-20', '2026-11-20')).toBe('Last day');
    expect(validityLabel('2026-11-19', '2026-11-20')).toBe('Expired');
  });
});
