import { eq } from 'drizzle-orm';
import { orders, type Transaction } from '@buildright/db';
import { moveOrder } from '../orders/index.ts';
import type { StaffActor } from '../audit/index.ts';
import { setQuoteStatus, type LockedQuote } from './lock.ts';

/**
 * Ends a quote without a sale (declined, expired, withdrawn): its order is cancelled and the
 * reserved units go back on sale, in the caller's transaction.
 */
export async function closeQuote(
  tx: Transaction,
  quote: LockedQuote,
  status: 'declined' | 'expired' | 'withdrawn',
  actor: StaffActor | null = null,
): Promise<void> {
  const [order] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, quote.orderId))
    .for('update');
  // An open card payment is cancelled with it; a paid one stays paid, for staff to refund.
  if (order && order.status !== 'cancelled') await moveOrder(tx, quote.orderId, 'cancelled', null);
  await setQuoteStatus(tx, quote, status, { actor });
}
