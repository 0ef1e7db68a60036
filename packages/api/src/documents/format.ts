import { formatCalendarDay } from '../shared/calendar-day.ts';
import { formatMoney } from '../shared/money.ts';

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * "2026-11-23" -> "November 23, 2026" (or "Nov 23, 2026" in a table's narrow column); read as a
 * calendar day, so no time zone can shift it.
 */
export function formatDocumentDate(isoDate: string, style: 'long' | 'medium' = 'long'): string {
  if (!isoDatePattern.test(isoDate) || Number.isNaN(Date.parse(isoDate))) {
    throw new RangeError(`Not an ISO date: "${isoDate}"`);
  }
  return formatCalendarDay(isoDate, style);
}

/** "64.95" -> "-$64.95": an amount taken off the subtotal. */
export const formatDeduction = (amount: string) => `-${formatMoney(amount)}`;
