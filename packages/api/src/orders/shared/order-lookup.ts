import * as z from 'zod';
import { emailField, INT4_MAX } from '../../shared/fields.ts';

const orderNumberMessage = 'Enter the order number from your confirmation e-mail, e.g. 1042';

/**
 * An order number as the shop prints it ("#1042") or as digits ("1042", 1042). A boolean, a
 * fraction or anything else is refused, never read as some order.
 */
const orderNumberField = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^#?[1-9]\d{0,9}$/, orderNumberMessage)
        .transform((text) => Number(text.replace('#', ''))),
    ],
    { error: orderNumberMessage },
  )
  .pipe(z.int(orderNumberMessage).min(1, orderNumberMessage).max(INT4_MAX, orderNumberMessage));

/** A guest's order lookup: the number and the e-mail address the order was placed with. */
export const orderLookupInput = z.strictObject({
  orderNumber: orderNumberField,
  email: emailField('Enter the e-mail address the order was placed with'),
});
export type OrderLookupInput = z.input<typeof orderLookupInput>;

/** One answer for a wrong number and a wrong address: it tells nobody which orders exist. */
export const ORDER_LOOKUP_MISS =
  'No order matches that order number and e-mail address. Check both against your confirmation e-mail.';
