import * as z from 'zod';
import { emailField, optionalText, requiredText } from '../../shared/fields.ts';

/** The contact form (SPEC §5). */
export const contactInput = z.object({
  name: requiredText('Name is required'),
  email: emailField(),
  phone: optionalText(50),
  company: optionalText(200),
  subject: requiredText('Subject is required'),
  message: z
    .string({ error: 'Message must be at least 10 characters' })
    .trim()
    .min(10, 'Message must be at least 10 characters')
    .max(5000, 'Message must be at most 5000 characters'),
});
export type ContactInput = z.infer<typeof contactInput>;

/** POST /api/send-email: whatever `to` says, it goes to the shop's own address. */
export const shopEmailInput = z.object({
  subject: requiredText('Subject is required'),
  message: requiredText('Message is required', 10_000),
  replyTo: emailField().nullish(),
});
export type ShopEmailInput = z.infer<typeof shopEmailInput>;
