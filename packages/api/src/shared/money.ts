/**
 * Money travels as decimal strings ("1299.00") and is computed in integer cents, never as a
 * float sum.
 */
const decimalPattern = /^(\d{1,13})(?:\.(\d{1,2}))?$/;
/** What a numeric(10,2) column holds: up to 8 digits before the point, 2 after. */
const storablePattern = /^\d{1,8}(?:\.\d{1,2})?$/;

export function isMoneyString(value: string): boolean {
  return storablePattern.test(value.trim());
}

/** "12.5" -> 1250. Throws on anything that is not a non-negative amount with at most 2 decimals. */
export function toCents(value: string): number {
  const match = decimalPattern.exec(value.trim());
  if (!match) throw new RangeError(`Not an amount of money: "${value}"`);
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 1250 -> "12.50" */
export function fromCents(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not an amount: ${cents}`);
  const whole = Math.floor(cents / 100);
  const fraction = String(cents % 100).padStart(2, '0');
  return `${whole}.${fraction}`;
}

/** "1234567" -> "1,234,567" */
const withThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * "1299.5" or 129950 cents -> "$1,299.50"; negative cents (a refund, a discount) -> "-$12.50".
 * Written from the exact decimal text, so no amount passes through a float on the way. Not
 * `Intl.NumberFormat`: the first Intl object a page makes costs a phone ~50 ms of loading
 * locale data, and every shop page shows a price as it comes alive (ADR 0017).
 */
export function formatMoney(amount: string | number): string {
  const cents = typeof amount === 'string' ? toCents(amount) : amount;
  const [whole = '0', fraction = '00'] = fromCents(Math.abs(cents)).split('.');
  return `${cents < 0 ? '-' : ''}$${withThousands(whole)}.${fraction}`;
}
