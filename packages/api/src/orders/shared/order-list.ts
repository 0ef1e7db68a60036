import * as z from 'zod';
import { orderStatuses, paymentStatuses } from '@buildright/db/domain';
import { pageField, pageSizeField } from '../../shared/fields.ts';

export const ORDER_PAGE_SIZE = 100;
export const MAX_ORDER_PAGE_SIZE = 500;
export const MAX_ORDER_SEARCH_LENGTH = 100;

/** A page of the order list: newest first, filtered by status and payment, searched by q. */
export const orderListInput = z.object({
  page: pageField,
  pageSize: pageSizeField(MAX_ORDER_PAGE_SIZE, ORDER_PAGE_SIZE),
  /** 'delivered' includes the legacy 'completed'. */
  status: z
    .enum(orderStatuses, { error: `Status must be one of ${orderStatuses.join(', ')}` })
    .optional(),
  paymentStatus: z
    .enum(paymentStatuses, {
      error: `Payment status must be one of ${paymentStatuses.join(', ')}`,
    })
    .optional(),
  /** An order number (42 or #42), or part of the customer's name, e-mail, PO or tracking number. */
  q: z
    .string({ error: 'Search must be text' })
    .trim()
    .max(MAX_ORDER_SEARCH_LENGTH, `Search must be at most ${MAX_ORDER_SEARCH_LENGTH} characters`)
    .transform((text) => text || undefined)
    .optional(),
});
export type OrderListInput = z.input<typeof orderListInput>;
export type OrderListQuery = z.output<typeof orderListInput>;
