import * as z from 'zod';
import { idOf } from '../../shared/fields.ts';
import { cartLineInput, checkoutInfo } from '../../orders/shared/order-input.ts';

/** Stripe's ceiling for one USD charge: $999,999.99. */
export const MAX_CARD_PAYMENT_CENTS = 99_999_999;

/**
 * A cart line as the documented client sends it (`id`, `name`, `price`) or the plain
 * `{ productId, quantity }`. Only the product and the quantity count; the server prices it.
 */
const paymentLine = z
  .object({
    productId: idOf('Product id').optional(),
    id: idOf('Product id').optional(),
    quantity: cartLineInput.shape.quantity,
    name: z.unknown().optional(),
    price: z.unknown().optional(),
  })
  .refine((line) => line.productId !== undefined || line.id !== undefined, {
    message: 'Each item needs a product id',
  })
  .transform((line) => ({ productId: (line.productId ?? line.id)!, quantity: line.quantity }));

export const paymentIntentInput = checkoutInfo.extend({
  items: z
    .array(paymentLine, { error: 'Your cart is empty' })
    .min(1, 'Your cart is empty')
    .max(100, 'A cart holds at most 100 different products'),
  /** What the browser believes the total is; never charged, the server prices the cart. */
  amount: z.unknown().optional(),
  /** The browser's id for this checkout, so that asking again reuses the same order. */
  checkoutId: z.uuid({ error: 'checkoutId must be a UUID' }).optional(),
});
export type PaymentIntentInput = z.input<typeof paymentIntentInput>;

export const paymentConfirmInput = z.object({
  paymentIntentId: z.string().trim().min(1, 'paymentIntentId is required').max(255),
  clientSecret: z.string().trim().min(1, 'clientSecret is required').max(500),
});
