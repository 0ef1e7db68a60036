import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, retryDelayMs } from './retry.ts';

describe('retryDelayMs', () => {
  it('doubles from one minute and stops growing at an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => retryDelayMs(n) / 60_000)).toEqual([
      1, 2, 4, 8, 16, 32, 60, 60,
    ]);
  });

  it('keeps trying for hours before giving up, so a long SMTP outage loses nothing', () => {
    const total = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1)).reduce(
      (sum, delay) => sum + delay,
      0,
    );
    expect(total).toBeGreaterThan(4 * 60 * 60_000);
  });
});
