import { eq } from 'drizzle-orm';
import { orders, type Transaction } from '@buildright/db';
import { stockLinesOf } from '../orders.ts';
import { recordOrderStatus } from '../order-status-history.ts';
import { releaseStock } from '../stock.ts';
import { setQuoteStatus, type LockedQuote } from './lock.ts';

/**
 * Ends a quote without a sale (declined, expired, withdrawn): its order is cancelled and the
 * reserved units go back on sale, in the caller's transaction.
 */
export async function closeQuote(
  tx: Transaction,
  quote: LockedQuote,
  status: 'declined' | 'expired' | 'withdrawn',
): Promise<void> {
  const [order] = await tx
    .select({ status: orders.status, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, quote.orderId))
    .for('update');
  if (order && order.status !== 'cancelled') {
    await releaseStock(tx, await stockLinesOf(tx, quote.orderId));
    await tx
      .update(orders)
      .set({
        status: 'cancelled',
        paymentStatus: order.paymentStatus === 'paid' ? 'paid' : 'unpaid',
        updatedAt: new Date(),
      })
      .where(eq(orders.id, quote.orderId));
    await recordOrderStatus(tx, quote.orderId, 'cancelled');
  }
  await setQuoteStatus(tx, quote.id, status);
}
