import { and, eq, inArray } from 'drizzle-orm';
import { quotes, type Transaction } from '@buildright/db';
import type { DomainEvents } from '../events/index.ts';
import { statusesAllowing } from './shared/quotes.ts';

/** A card payment went through: the accepted quote it pays for is now an order. */
export async function settleQuoteOfPaidOrder(
  tx: Transaction,
  { orderId }: DomainEvents['payment.received'],
): Promise<void> {
  await tx
    .update(quotes)
    .set({ status: 'ordered', statusChangedAt: new Date() })
    .where(and(eq(quotes.orderId, orderId), inArray(quotes.status, statusesAllowing('pay'))));
}
