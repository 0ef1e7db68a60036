import { formatMoney, toCents } from '../shared/money.ts';

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/** "2026-11-23" -> "November 23, 2026"; read as a calendar day, so no time zone can shift it. */
export function formatDocumentDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (!isoDatePattern.test(isoDate) || Number.isNaN(date.getTime())) {
    throw new RangeError(`Not an ISO date: "${isoDate}"`);
  }
  return longDate.format(date);
}

/** "64.95" -> "-$64.95": an amount taken off the subtotal. */
export const formatDeduction = (amount: string) => `-${formatMoney(amount)}`;

export const isNonZero = (amount: string) => toCents(amount) > 0;
