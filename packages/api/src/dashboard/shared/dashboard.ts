import * as z from 'zod';

/** The sales chart's periods, in days. */
export const salesPeriods = [30, 90] as const;
export type SalesPeriod = (typeof salesPeriods)[number];

export const salesByDayInput = z.object({
  days: z.union([z.literal(30), z.literal(90)]).default(30),
});

export const DEFAULT_LOW_STOCK_THRESHOLD = 5;

export const lowStockThresholdInput = z.strictObject({
  threshold: z
    .number({ error: 'Enter a whole number of units' })
    .int('Enter a whole number of units')
    .min(0, 'The threshold cannot be negative')
    .max(100_000, 'The threshold can be at most 100,000'),
});
export type LowStockThresholdInput = z.infer<typeof lowStockThresholdInput>;

/**
 * The order lists' filters that the dashboard's counts link to. A new order is a paid one still
 * pending: a card order that has been paid waits for staff to handle it.
 */
export const newOrdersFilter = { status: 'pending', payment: 'paid' } as const;
export const failedPaymentsFilter = { payment: 'failed' } as const;
