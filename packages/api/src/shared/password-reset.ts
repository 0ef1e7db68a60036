import * as z from 'zod';
import { emailField } from './fields.ts';
import { registerInput } from './schemas.ts';

/** How long an e-mailed reset link works. */
export const RESET_LINK_VALID_MINUTES = 60;

/** The one answer to "forgot password", whether or not the address has an account. */
export const FORGOT_PASSWORD_ANSWER =
  'If an account uses that e-mail address, we have sent it a link to choose a new password. The link works once, for one hour.';

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

/** The browser form: the same fields plus a confirmation that is never sent. */
export const resetPasswordForm = resetPasswordInput
  .extend({
    confirmPassword: z
      .string({ error: 'Please confirm your password' })
      .min(1, 'Please confirm your password'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
