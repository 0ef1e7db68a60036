import { and, asc, eq, inArray, max } from 'drizzle-orm';
import { orderStatusEvents, type Database, type Transaction } from '@buildright/db';
import type { OrderStatus } from './shared/order-status.ts';

export interface OrderStatusChange {
  status: OrderStatus | 'completed';
  changedAt: Date;
}

/** Notes that an order reached `status`; called in the transaction that changed it. */
export async function recordOrderStatus(
  tx: Transaction,
  orderId: number,
  status: OrderStatus,
): Promise<void> {
  await tx.insert(orderStatusEvents).values({ orderId, status });
}

/** Every status the order has had, oldest first. */
export function orderStatusHistory(
  db: Database | Transaction,
  orderId: number,
): Promise<OrderStatusChange[]> {
  return db
    .select({ status: orderStatusEvents.status, changedAt: orderStatusEvents.changedAt })
    .from(orderStatusEvents)
    .where(eq(orderStatusEvents.orderId, orderId))
    .orderBy(asc(orderStatusEvents.changedAt), asc(orderStatusEvents.id));
}

/**
 * When each of these orders was last marked delivered (the legacy `completed` too), by order id;
 * an order never delivered is absent.
 */
export async function deliveredAtOf(
  db: Database | Transaction,
  orderIds: readonly number[],
): Promise<Map<number, Date>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orderStatusEvents.orderId, at: max(orderStatusEvents.changedAt) })
    .from(orderStatusEvents)
    .where(
      and(
        inArray(orderStatusEvents.orderId, [...orderIds]),
        inArray(orderStatusEvents.status, ['delivered', 'completed']),
      ),
    )
    .groupBy(orderStatusEvents.orderId);
  return new Map(rows.flatMap((row) => (row.at ? [[row.orderId, row.at] as const] : [])));
}
