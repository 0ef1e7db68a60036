import * as z from 'zod';
import { emailField, optionalText, requiredText } from '../../shared/fields.ts';

/** Sign-in (SPEC §5). */
export const loginInput = z.object({
  username: requiredText('Username is required', 100),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});
export type LoginInput = z.infer<typeof loginInput>;

export const registerInput = z.object({
  username: requiredText('Username is required', 50)
    .min(3, 'Username must be at least 3 characters')
    .regex(/^[\w.-]+$/, 'Username may only contain letters, digits, dots, dashes and underscores'),
  email: emailField(),
  password: z
    .string({ error: 'Password is required' })
    .min(8, 'Password must be at least 8 characters')
    .max(200, 'Password must be at most 200 characters'),
  firstName: optionalText(100),
  lastName: optionalText(100),
});
export type RegisterInput = z.infer<typeof registerInput>;

/** A browser form choosing a password: the same fields plus a confirmation that is never sent. */
export function withPasswordConfirmation<Shape extends z.ZodRawShape>(input: z.ZodObject<Shape>) {
  return input
    .extend({
      confirmPassword: z
        .string({ error: 'Please confirm your password' })
        .min(1, 'Please confirm your password'),
    })
    .refine(
      (form) => {
        const { password, confirmPassword } = form as {
          password?: unknown;
          confirmPassword: string;
        };
        return password === confirmPassword;
      },
      {
        message: "Passwords don't match",
        path: ['confirmPassword'],
      },
    );
}

export const registerForm = withPasswordConfirmation(registerInput);
