import * as z from 'zod';
import { emailField } from '../../shared/fields.ts';

/** "E-mail me when it is back": the address to write to. */
export const backInStockInput = z.object({ email: emailField() });

/** The unsubscribe link's secret. */
export const backInStockTokenInput = z.object({
  token: z.string({ error: 'The link is incomplete' }).min(1, 'The link is incomplete').max(100),
});
