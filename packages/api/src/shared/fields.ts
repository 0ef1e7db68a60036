import * as z from 'zod';
import { fromCents, isMoneyString, toCents } from './money.ts';

/**
 * The shop's scalar types, defined once and used by every input, REST and tRPC alike. Each takes
 * a value only in the form it is written, and refuses anything else with a message naming the
 * field: `true` is not product 1, `[40]` and `"0x28"` are not 40, `null` is not 0 units and
 * 0.001 is not $0.00.
 */

/** The largest PostgreSQL integer (int4): every id and whole-number column fits below it. */
export const INT4_MAX = 2_147_483_647;

/** Digits as a person writes a whole number: no sign, no leading zero, no hex, no exponent. */
const decimalDigits = /^(0|[1-9]\d*)$/;

/** Past ten digits a number is beyond any int4; kept finite so it is refused as too big. */
const digitsToNumber = (digits: string) =>
  digits.length > 10 ? Number.MAX_SAFE_INTEGER : Number(digits);

/**
 * A whole number from `min` to `max`, sent as a JSON number or, as a path or query string
 * carries it, in decimal digits ("2").
 */
export function wholeNumber(
  message: string,
  range: {
    min?: number;
    max: number;
    minMessage?: string;
    maxMessage?: string;
    /** When the field is missing (or null). */
    requiredMessage?: string;
  },
) {
  const { min = 1, max, minMessage = message, maxMessage = message } = range;
  const requiredMessage = range.requiredMessage ?? message;
  return z
    .union([z.number(), z.string().regex(decimalDigits, message).transform(digitsToNumber)], {
      error: (issue) => (issue.input == null ? requiredMessage : message),
    })
    .pipe(z.int(message).min(min, minMessage).max(max, maxMessage));
}

/** How the out-of-range id's message ends; a path id with it answers 404, not 400. */
export const ID_OUT_OF_RANGE = 'is beyond any record';

/** A record's id: a positive int4. Out of range, it names no record (a path answers 404). */
export function idOf(label: string) {
  return wholeNumber(`${label} must be a positive whole number`, {
    max: INT4_MAX,
    maxMessage: `${label} ${ID_OUT_OF_RANGE}`,
  });
}

export const idParam = idOf('Id');

/**
 * A whole count of units from 1 to `max` in a JSON body (an order, list or quote line): a JSON
 * integer, never a string, so "1" is refused rather than read as 1.
 */
export function quantityField(max: number) {
  const message = `Quantity must be a whole number from 1 to ${max}`;
  return z.int({ error: message }).min(1, message).max(max, message);
}

/** The same count written as text, as a pasted line or a spreadsheet cell carries it ("3"). */
export function quantityText(max: number) {
  return wholeNumber(`Quantity must be a whole number from 1 to ${max}`, { max });
}

const MAX_PAGE = 1_000_000_000;

/** A list's page, from 1; far beyond any real list, the offset stays an exact number. */
export const pageField = wholeNumber('Page must be a whole number of at least 1', {
  max: MAX_PAGE,
  maxMessage: `Page must be at most ${MAX_PAGE}`,
}).default(1);

/** How many rows a page holds, from 1 to `max`. */
export function pageSizeField(max: number, byDefault: number) {
  return wholeNumber(`Page size must be a whole number from 1 to ${max}`, { max }).default(
    byDefault,
  );
}

/** A trimmed, non-blank text with the spec's "X is required" message for both missing and blank. */
export function requiredText(message: string, max = 200) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Must be at most ${max} characters`);
}

/** The fewest digits of a phone number anyone can call: a local number without area code. */
const MIN_PHONE_DIGITS = 7;
const PHONE_MESSAGE = `Enter a phone number with at least ${MIN_PHONE_DIGITS} digits`;
// Blank is left to the field's "required" message alone.
const callable = (phone: string) =>
  phone === '' || phone.replace(/\D/g, '').length >= MIN_PHONE_DIGITS;

/**
 * A phone number as people write it ("+1 (503) 555-0100", "503.555.0100 ext. 12"): required,
 * with at least seven digits, so "1" or "call me" is refused rather than stored.
 */
export function phoneNumber(requiredMessage: string) {
  return requiredText(requiredMessage, 50).refine(callable, PHONE_MESSAGE);
}

/** The same rule and message where a phone may be left out (a profile, a saved address). */
export function optionalPhoneNumber() {
  return optionalText(50).refine((phone) => phone === null || callable(phone), PHONE_MESSAGE);
}

/** Shorter than "1 Rd" plus a letter, no address a driver can find. */
const MIN_ADDRESS_LENGTH = 5;

/** An address goods are delivered to, at checkout and in every address book: "x" is none. */
export function deliveryAddress(requiredMessage = 'Address is required') {
  return requiredText(requiredMessage, 1000).refine(
    (address) => address === '' || address.length >= MIN_ADDRESS_LENGTH,
    `Enter the full delivery address (at least ${MIN_ADDRESS_LENGTH} characters)`,
  );
}

/** Optional text; blank becomes null so the database never stores "". */
export function optionalText(max = 200) {
  return z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));
}

export function emailField(message = 'Valid email is required') {
  return z
    .string({ error: message })
    .trim()
    .max(254, message)
    .pipe(z.email({ error: message }));
}

/**
 * An amount as a 2-decimal string ("1299.00") that a numeric(10,2) column holds. A JSON number
 * is taken as written (1299.5), so 0.001 is refused rather than rounded to 0.00.
 */
export function moneyField(requiredMessage: string, invalidMessage: string) {
  return z
    .union([z.string(), z.number()], { error: requiredMessage })
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
    .refine((value) => value !== '', requiredMessage)
    .refine(isMoneyString, invalidMessage)
    .transform((value) => fromCents(toCents(value)));
}

const EARLIEST_DATE = new Date('2000-01-01T00:00:00Z');
const LATEST_DATE = new Date('2100-01-01T00:00:00Z');

/**
 * A date within this century: a Date (tRPC carries one), or an ISO day ("2026-12-01") or
 * timestamp as JSON writes it. Year 275760 is refused, not stored.
 */
export function dateField(label: string) {
  const message = `${label} must be a date (YYYY-MM-DD)`;
  return z
    .union(
      [
        z.date({ error: message }),
        z
          .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: message })
          .transform((text) => new Date(text)),
      ],
      { error: message },
    )
    .refine(
      (date) => date >= EARLIEST_DATE && date < LATEST_DATE,
      `${label} must be in the years 2000 to 2099`,
    );
}

/** A calendar day written YYYY-MM-DD ("2026-02-30" is none), within this century. */
export function dayField(label: string) {
  const message = `${label} must be a date (YYYY-MM-DD)`;
  return z.iso
    .date({ error: message })
    .refine(
      (day) => day >= '2000-01-01' && day < '2100-01-01',
      `${label} must be in the years 2000 to 2099`,
    );
}

/** Query-string flags: "true"/"1" on, "false"/"0" off; anything else is refused, not coerced. */
export const queryFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: 'Must be true or false' })
  .transform((value) => value === true || value === 'true' || value === '1');

/** One record, named by its id (`{ id }`). */
export const idInput = z.strictObject({ id: idParam });
