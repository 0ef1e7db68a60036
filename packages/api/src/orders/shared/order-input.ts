import * as z from 'zod';
import { orderStatuses, trackingCarriers } from '@buildright/db/domain';
import { MAX_LINE_QUANTITY } from './line-quantity.ts';
import {
  dateField,
  deliveryAddress,
  emailField,
  idOf,
  optionalText,
  phoneNumber,
  quantityField,
  requiredText,
} from '../../shared/fields.ts';

/** The buyer's details at checkout (SPEC §5). */
export const checkoutInfo = z.object({
  customerName: requiredText('Full name is required'),
  customerEmail: emailField(),
  customerPhone: phoneNumber('Phone number is required'),
  customerAddress: deliveryAddress(),
});
export type CheckoutInfo = z.infer<typeof checkoutInfo>;

export const cartLineInput = z.strictObject({
  productId: idOf('Product id'),
  quantity: quantityField(MAX_LINE_QUANTITY),
});
export type CartLineInput = z.infer<typeof cartLineInput>;

export const cartLines = z
  .array(cartLineInput, { error: 'Your cart is empty' })
  .min(1, 'Your cart is empty')
  .max(100, 'A cart holds at most 100 different products');

export const placeOrderInput = checkoutInfo.extend({ items: cartLines });
export type PlaceOrderInput = z.infer<typeof placeOrderInput>;

/** Staff change an order's status, tracking, delivery date or notes. */
export const orderUpdateInput = z.strictObject({
  status: z.enum(orderStatuses, {
    error: `Status must be one of ${orderStatuses.join(', ')}`,
  }),
  trackingNumber: z
    .string()
    .trim()
    .max(100, 'Tracking number must be at most 100 characters')
    .nullish()
    .transform((value) => value || null),
  /** Who carries it, for the buyer's tracking link; left out, the carrier stays as it was. */
  trackingCarrier: z
    .enum(trackingCarriers, {
      error: `Carrier must be one of ${trackingCarriers.join(', ')}`,
    })
    .nullable()
    .optional(),
  estimatedDelivery: dateField('Estimated delivery')
    .nullish()
    .transform((value) => value ?? null),
  notes: optionalText(5000).optional(),
});
export type OrderUpdateInput = z.input<typeof orderUpdateInput>;
