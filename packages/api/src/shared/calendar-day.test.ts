import { describe, expect, it } from 'vitest';
import { calendarDay, calendarDayAsDate, formatCalendarDay } from './calendar-day.ts';

describe('calendar days', () => {
  it('reads an ISO date and any timestamp of that UTC day as the same day', () => {
    for (const value of [
      '2026-12-03',
      '2026-12-03T00:00:00.000Z',
      '2026-12-03T12:00:00.000Z',
      new Date('2026-12-03T23:59:59.999Z'),
    ]) {
      expect(calendarDay(value)).toBe('2026-12-03');
      expect(formatCalendarDay(value)).toBe('Dec 3, 2026');
    }
  });

  it('stores a chosen day at noon UTC, which reads back as that day', () => {
    const stored = calendarDayAsDate('2026-12-03');
    expect(stored.toISOString()).toBe('2026-12-03T12:00:00.000Z');
    expect(calendarDay(stored)).toBe('2026-12-03');
  });

  it('writes the day in the medium, long and month-and-day styles', () => {
    expect(formatCalendarDay('2026-01-09', 'medium')).toBe('Jan 9, 2026');
    expect(formatCalendarDay('2026-01-09', 'long')).toBe('January 9, 2026');
    expect(formatCalendarDay('2026-01-09', 'monthDay')).toBe('Jan 9');
  });

  it("writes each style as Intl's en-US format of the same name, in every month", () => {
    const intl = {
      medium: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }),
      long: new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }),
      monthDay: new Intl.DateTimeFormat('en-US', {
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      }),
    };
    for (let month = 1; month <= 12; month += 1) {
      for (const day of ['2026-MM-01', '2031-MM-09', '1999-MM-28']) {
        const iso = day.replace('MM', String(month).padStart(2, '0'));
        for (const style of ['medium', 'long', 'monthDay'] as const) {
          expect(formatCalendarDay(iso, style)).toBe(intl[style].format(calendarDayAsDate(iso)));
        }
      }
    }
  });

  it('refuses what is not a day', () => {
    expect(() => calendarDay('soon')).toThrow('Not a calendar day: "soon"');
    expect(() => calendarDayAsDate('2026-12-03T12:00:00Z')).toThrow(RangeError);
    expect(() => formatCalendarDay(new Date(Number.NaN))).toThrow(RangeError);
  });
});
