import * as z from 'zod';
import { emailField } from '../../shared/fields.ts';
import { registerInput, withPasswordConfirmation } from './sign-in-input.ts';

/** "1 hour", "90 minutes", "30 seconds": a link's lifetime as the e-mail and the form say it. */
export function describeLifetime(minutes: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (minutes >= 60 && minutes % 60 === 0) return plural(minutes / 60, 'hour');
  if (minutes >= 1) return plural(Math.round(minutes), 'minute');
  return plural(Math.max(1, Math.round(minutes * 60)), 'second');
}

/** The one answer to "forgot password", whether or not the address has an account. */
export function forgotPasswordAnswer(linkMinutes: number): string {
  return `If an account uses that e-mail address, we have sent it a link to choose a new password. The link works once, for ${describeLifetime(linkMinutes)}.`;
}

export const RESET_LINK_REFUSED =
  'This reset link has expired or was already used. Please ask for a new one.';

/** Which sign-in the link is for: the shop's customer accounts or the admin site's staff. */
export const accountKinds = ['customer', 'staff'] as const;
export type AccountKind = (typeof accountKinds)[number];

export const forgotPasswordInput = z.object({
  email: emailField(),
  account: z.enum(accountKinds, { error: 'Account must be customer or staff' }).default('customer'),
});
export type ForgotPasswordInput = z.input<typeof forgotPasswordInput>;

export const resetPasswordInput = z.object({
  token: z
    .string({ error: RESET_LINK_REFUSED })
    .trim()
    .min(1, RESET_LINK_REFUSED)
    .max(200, RESET_LINK_REFUSED),
  // The rules a password met when the account was registered.
  password: registerInput.shape.password,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

export const resetPasswordForm = withPasswordConfirmation(resetPasswordInput);
