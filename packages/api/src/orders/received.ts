import { and, eq, inArray, sql } from 'drizzle-orm';
import { orderItems, orders, type Database } from '@buildright/db';

/** The statuses of an order in its buyer's hands; legacy rows say 'completed' for delivered. */
const receivedStatuses = ['delivered', 'completed'] as const;

/** Whether one of the customer's delivered orders held the product. */
export async function hasReceivedProduct(
  db: Database,
  customerId: number,
  productId: number,
): Promise<boolean> {
  const [found] = await db
    .select({ one: sql<number>`1` })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.customerId, customerId),
        inArray(orders.status, [...receivedStatuses]),
        eq(orderItems.productId, productId),
      ),
    )
    .limit(1);
  return found !== undefined;
}
