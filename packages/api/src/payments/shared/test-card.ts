import * as z from 'zod';

/** The built-in test provider's cards (the same numbers Stripe's test mode uses). */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "MM/YY" or "MM / YY" -> the last month the card is valid, or null when malformed. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** A card form's checks, with the wording card forms use. */
export const testCardInput = z.object({
  cardNumber: z
    .string({ error: 'Your card number is incomplete.' })
    .transform(digitsOnly)
    .refine((digits) => /^\d{13,19}$/.test(digits), 'Your card number is incomplete.')
    .refine(passesLuhn, 'Your card number is invalid.'),
  expiry: z
    .string({ error: "Your card's expiration date is incomplete." })
    .refine((value) => parseExpiry(value) !== null, "Your card's expiration date is incomplete.")
    .refine((value) => {
      const expiry = parseExpiry(value);
      if (!expiry) return true;
      const now = new Date();
      return expiry.year * 12 + expiry.month >= now.getFullYear() * 12 + now.getMonth() + 1;
    }, "Your card's expiration date is in the past."),
  cvc: z
    .string({ error: "Your card's security code is incomplete." })
    .trim()
    .regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
});
export type TestCardInput = z.input<typeof testCardInput>;
