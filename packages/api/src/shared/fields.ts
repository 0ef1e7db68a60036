import * as z from 'zod';
import { fromCents, isMoneyString, toCents } from './money.ts';

/** A trimmed, non-blank text with the spec's "X is required" message for both missing and blank. */
export function requiredText(message: string, max = 200) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Must be at most ${max} characters`);
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

/** An amount as a 2-decimal string ("1299.00"); numbers are accepted for compatibility. */
export function moneyField(requiredMessage: string, invalidMessage: string) {
  return z
    .union([z.string(), z.number()], { error: requiredMessage })
    .transform((value) => (typeof value === 'number' ? value.toFixed(2) : value.trim()))
    .refine((value) => value !== '', requiredMessage)
    .refine(isMoneyString, invalidMessage)
    .transform((value) => fromCents(toCents(value)));
}

export const idParam = z.coerce
  .number({ error: 'Id must be a positive whole number' })
  .int('Id must be a positive whole number')
  .positive('Id must be a positive whole number');

/**
 * A whole number as a client sends it (2) or a query string carries it ("2"). Anything else
 * ("abc", "2.5", "1e2", "") is refused with the message, not coerced into a number.
 */
export function wholeNumber(message: string, max: { value: number; message: string }) {
  return z
    .union([z.number(), z.string().regex(/^\d+$/, message).transform(Number)], { error: message })
    .pipe(z.int(message).min(1, message).max(max.value, max.message));
}

/** Query-string flags: "true"/"1" on, "false"/"0" off; anything else is refused, not coerced. */
export const queryFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: 'Must be true or false' })
  .transform((value) => value === true || value === 'true' || value === '1');
