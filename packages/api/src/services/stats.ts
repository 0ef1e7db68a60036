import { count, eq, ne, sql, sum } from 'drizzle-orm';
import { localUsers, orders, products, type Database } from '@buildright/db';
import { fromCents, toCents } from '../shared/money.ts';

export interface DashboardStats {
  /** Sum of order totals, cancelled orders left out. */
  totalRevenue: string;
  activeProducts: number;
  totalProducts: number;
  totalOrders: number;
  pendingOrders: number;
  registeredUsers: number;
}

export async function dashboardStats(db: Database): Promise<DashboardStats> {
  const [[revenue], [productCounts], [orderCounts], [users]] = await Promise.all([
    db
      .select({ total: sum(orders.total) })
      .from(orders)
      .where(ne(orders.status, 'cancelled')),
    db
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where ${products.isActive})`.mapWith(Number),
      })
      .from(products),
    db
      .select({
        total: count(),
        pending: sql<number>`count(*) filter (where ${eq(orders.status, 'pending')})`.mapWith(
          Number,
        ),
      })
      .from(orders),
    db.select({ total: count() }).from(localUsers),
  ]);
  return {
    totalRevenue: fromCents(toCents(revenue?.total ?? '0')),
    activeProducts: productCounts?.active ?? 0,
    totalProducts: productCounts?.total ?? 0,
    totalOrders: orderCounts?.total ?? 0,
    pendingOrders: orderCounts?.pending ?? 0,
    registeredUsers: users?.total ?? 0,
  };
}
