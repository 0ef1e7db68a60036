import type { Transaction } from '@buildright/db';
import type { DomainEvents } from '../events/index.ts';
import { lockQuoteOfOrder, setQuoteStatus } from './lock.ts';
import { quoteAllows } from './shared/quotes.ts';

/**
 * Staff moved an open quote's order by hand in the Orders tab (the sale was settled outside the
 * quote desk): cancelling it withdraws the quote, confirming or shipping it makes it ordered, so
 * the buyer's link never offers what the order no longer holds.
 */
export async function settleQuoteOfMovedOrder(
  tx: Transaction,
  { orderId, to, byStaff }: DomainEvents['order.moved'],
) {
  if (!byStaff || to === 'pending') return;
  const quote = await lockQuoteOfOrder(tx, orderId);
  if (!quote || !quoteAllows(quote.status, 'settle')) return;
  await setQuoteStatus(tx, quote, to === 'cancelled' ? 'withdrawn' : 'ordered');
}
