import { and, desc, eq, inArray, ne, sql, sum, type SQL } from 'drizzle-orm';
import { orderTallies, productTallies, type Database, type Transaction } from '@buildright/db';
import type { OrderStatus, PaymentStatus } from './shared/order-status.ts';
import { ordersWithStatus } from './order-filters.ts';

type Db = Database | Transaction;

type OrderTallyFilter = {
  status?: OrderStatus;
  /** One payment status, or any of several. */
  paymentStatus?: PaymentStatus | readonly PaymentStatus[];
  notStatus?: OrderStatus;
};

const orderTallyWhere = (filter: OrderTallyFilter): SQL | undefined =>
  and(
    filter.status && ordersWithStatus(orderTallies.status, filter.status),
    filter.notStatus && ne(orderTallies.status, filter.notStatus),
    typeof filter.paymentStatus === 'string'
      ? eq(orderTallies.paymentStatus, filter.paymentStatus)
      : filter.paymentStatus && inArray(orderTallies.paymentStatus, [...filter.paymentStatus]),
  );

/** How many orders have this status and payment status (either may be left open). */
export async function tallyOrders(
  db: Db,
  filter: OrderTallyFilter,
): Promise<{ orders: number; total: string }> {
  const [row] = await db
    .select({
      orders: sql<number>`coalesce(sum(${orderTallies.orders}), 0)`.mapWith(Number),
      total: sql<string>`coalesce(${sum(orderTallies.total)}, 0)::text`,
    })
    .from(orderTallies)
    .where(orderTallyWhere(filter));
  return row ?? { orders: 0, total: '0' };
}

/** How many orders with this status and payment status each month holds, newest month first. */
export function tallyOrderMonths(
  db: Db,
  filter: OrderTallyFilter,
): Promise<{ month: Date; orders: number }[]> {
  const orders = sql<number>`sum(${orderTallies.orders})`.mapWith(Number);
  return db
    .select({ month: orderTallies.month, orders })
    .from(orderTallies)
    .where(orderTallyWhere(filter))
    .groupBy(orderTallies.month)
    .having(sql`${orders} > 0`)
    .orderBy(desc(orderTallies.month));
}

/** How many products there are, and how many of them are active. */
export async function tallyProducts(db: Db): Promise<{ products: number; active: number }> {
  const [row] = await db
    .select({
      products: sql<number>`coalesce(sum(${productTallies.products}), 0)`.mapWith(Number),
      active: sql<number>`coalesce(sum(${productTallies.products})
        filter (where ${productTallies.isActive}), 0)`.mapWith(Number),
    })
    .from(productTallies);
  return row ?? { products: 0, active: 0 };
}

/** Folds the tallies' rows of changes into one per key (every process does it now and then). */
export async function foldTallies(db: Database): Promise<void> {
  await db.execute(sql`select fold_tallies()`);
}
