import { afterEach, describe, expect, it, vi } from 'vitest';

// The readers' time zones are fixed per process; each test loads the module in its own.
async function formatIn(timeZone: string) {
  vi.resetModules();
  vi.stubEnv('TZ', timeZone);
  return import('./format.ts');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('calendar days', () => {
  // Staff chose December 3 (stored at noon UTC); REST clients may send midnight UTC.
  const delivery = [new Date('2026-12-03T12:00:00Z'), new Date('2026-12-03T00:00:00Z')];

  it.each(['America/Los_Angeles', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC'])(
    'show the same delivery day to a reader in %s',
    async (timeZone) => {
      const { formatCalendarDay } = await formatIn(timeZone);
      for (const value of delivery) expect(formatCalendarDay(value)).toBe('Dec 3, 2026');
      expect(formatCalendarDay('2026-12-03')).toBe('Dec 3, 2026');
    },
  );
});

describe('moments', () => {
  it('are shown on the reader’s clock', async () => {
    const placed = new Date('2026-12-03T02:30:00Z');
    const la = await formatIn('America/Los_Angeles');
    expect(la.formatDate(placed)).toBe('Dec 2, 2026');
    expect(la.formatDateTime(placed)).toBe('Dec 2, 2026, 6:30 PM');
    const utc = await formatIn('UTC');
    expect(utc.formatDate(placed)).toBe('Dec 3, 2026');
  });
});

describe('money', () => {
  it('is US dollars from decimal text or whole cents', async () => {
    const { formatMoney } = await formatIn('UTC');
    expect(formatMoney('1299.5')).toBe('$1,299.50');
    expect(formatMoney(129_950)).toBe('$1,299.50');
    expect(formatMoney('0.1')).toBe('$0.10');
  });
});
