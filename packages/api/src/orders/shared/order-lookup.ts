import * as z from 'zod';
import { emailField, INT4_MAX } from '../../shared/fields.ts';

const orderNumberMessage =
  'Enter the order number from your confirmation e-mail, e.g. 1042 or Q-000007';

/** An order by its own number, or a quote request by its quote's. */
export type OrderReference = { orderId: number } | { quoteId: number };

const orderDigits = /^#?([1-9]\d{0,9})$/;
const quoteDigits = /^Q-?0*([1-9]\d{0,9})$/i;

/** "#1042", "1042" or "Q-000007" (any case, zeros optional); null for anything else. */
function readOrderReference(text: string): OrderReference | null {
  const order = orderDigits.exec(text);
  const quote = quoteDigits.exec(text);
  const id = Number((order ?? quote)?.[1]);
  if (!(id >= 1 && id <= INT4_MAX)) return null;
  return order ? { orderId: id } : { quoteId: id };
}

/**
 * An order number as the shop prints it ("#1042", or a quote request's "Q-000007") or as digits
 * ("1042", 1042). A boolean, a fraction or anything else is refused, never read as some order.
 */
const orderNumberField = z.union(
  [
    z.int(orderNumberMessage).min(1, orderNumberMessage).max(INT4_MAX, orderNumberMessage),
    z
      .string()
      .trim()
      .refine((text) => readOrderReference(text) !== null, orderNumberMessage),
  ],
  { error: orderNumberMessage },
);

/** The order a valid order number names. */
export function orderReferenceOf(orderNumber: number | string): OrderReference {
  return typeof orderNumber === 'number'
    ? { orderId: orderNumber }
    : readOrderReference(orderNumber)!;
}

/** A guest's order lookup: the number and the e-mail address the order was placed with. */
export const orderLookupInput = z.strictObject({
  orderNumber: orderNumberField,
  email: emailField('Enter the e-mail address the order was placed with'),
});
export type OrderLookupInput = z.input<typeof orderLookupInput>;

/** One answer for a wrong number and a wrong address: it tells nobody which orders exist. */
export const ORDER_LOOKUP_MISS =
  'No order matches that order number and e-mail address. Check both against your confirmation e-mail.';
