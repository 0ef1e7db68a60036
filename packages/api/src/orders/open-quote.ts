import { and, eq, inArray } from 'drizzle-orm';
import { quotes, type Transaction } from '@buildright/db';
import type { OrderStatus } from './shared/order-status.ts';
import { openQuoteStatuses } from '../quotes/shared/quotes.ts';

/**
 * Staff moved an open quote's order by hand in the Orders tab (the sale was settled outside the
 * quote desk): cancelling it withdraws the quote, confirming or shipping it makes it ordered, so
 * the buyer's link never offers what the order no longer holds.
 */
export async function settleOpenQuote(tx: Transaction, orderId: number, status: OrderStatus) {
  if (status === 'pending') return;
  await tx
    .update(quotes)
    .set({ status: status === 'cancelled' ? 'withdrawn' : 'ordered', statusChangedAt: new Date() })
    .where(and(eq(quotes.orderId, orderId), inArray(quotes.status, [...openQuoteStatuses])));
}
