import type { Transaction } from '@buildright/db';
import type { DomainEvents } from '../events/index.ts';
import { lockQuoteOfOrder, setQuoteStatus } from './lock.ts';
import { quoteAllows } from './shared/quotes.ts';

/** A card payment went through: the accepted quote it pays for is now an order. */
export async function settleQuoteOfPaidOrder(
  tx: Transaction,
  { orderId }: DomainEvents['payment.received'],
): Promise<void> {
  const quote = await lockQuoteOfOrder(tx, orderId);
  if (quote && quoteAllows(quote.status, 'pay')) await setQuoteStatus(tx, quote, 'ordered');
}
