import * as z from 'zod';
import {
  deliveryAddress,
  emailField,
  optionalPhoneNumber,
  optionalText,
  requiredText,
} from '../../shared/fields.ts';
import { registerInput } from './sign-in-input.ts';

export const profileInput = z.object({
  firstName: optionalText(100),
  lastName: optionalText(100),
  email: emailField(),
  phone: optionalPhoneNumber(),
  company: optionalText(200),
});
export type ProfileInput = z.input<typeof profileInput>;
export type ProfileValues = z.output<typeof profileInput>;

const passwordChangeFields = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(200, 'Password must be at most 200 characters'),
  // The rules a password met when the account was registered.
  newPassword: registerInput.shape.password,
});

const newPasswordDiffers = (input: z.infer<typeof passwordChangeFields>) =>
  input.newPassword !== input.currentPassword;
const samePasswordIssue = {
  message: 'The new password must differ from the current one',
  path: ['newPassword'],
};

export const passwordChangeInput = passwordChangeFields.refine(
  newPasswordDiffers,
  samePasswordIssue,
);
export type PasswordChangeInput = z.infer<typeof passwordChangeInput>;

/** The browser form: the same fields plus a confirmation that is never sent. */
export const passwordChangeForm = passwordChangeFields
  .extend({
    confirmPassword: z
      .string({ error: 'Please confirm your password' })
      .min(1, 'Please confirm your password'),
  })
  .refine(newPasswordDiffers, samePasswordIssue)
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });

export const MAX_SAVED_ADDRESSES = 20;

export const addressInput = z.object({
  label: requiredText('Label is required', 50),
  recipientName: requiredText('Recipient name is required'),
  phone: optionalPhoneNumber(),
  company: optionalText(200),
  address: deliveryAddress(),
  isDefault: z.boolean().default(false),
});
export type AddressInput = z.input<typeof addressInput>;
export type AddressValues = z.output<typeof addressInput>;
