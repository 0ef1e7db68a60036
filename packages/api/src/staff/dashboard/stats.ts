import { count } from 'drizzle-orm';
import { localUsers, type Database } from '@buildright/db';
import { fromCents, toCents } from '../../shared/money.ts';
import { tallyOrders, tallyProducts } from './tallies.ts';

export interface DashboardStats {
  /** Sum of order totals, cancelled orders left out (SPEC): unpaid requests and failed cards too. */
  totalRevenue: string;
  /** Of those, the orders that are paid. */
  paidRevenue: string;
  activeProducts: number;
  totalProducts: number;
  totalOrders: number;
  pendingOrders: number;
  registeredUsers: number;
}

/** From the tallies kept by triggers: no request counts a million orders or products. */
export async function dashboardStats(db: Database): Promise<DashboardStats> {
  const [revenue, paid, allOrders, pending, productCounts, [users]] = await Promise.all([
    tallyOrders(db, { notStatus: 'cancelled' }),
    tallyOrders(db, { notStatus: 'cancelled', paymentStatus: 'paid' }),
    tallyOrders(db, {}),
    tallyOrders(db, { status: 'pending' }),
    tallyProducts(db),
    db.select({ total: count() }).from(localUsers),
  ]);
  return {
    totalRevenue: fromCents(toCents(revenue.total)),
    paidRevenue: fromCents(toCents(paid.total)),
    activeProducts: productCounts.active,
    totalProducts: productCounts.products,
    totalOrders: allOrders.orders,
    pendingOrders: pending.orders,
    registeredUsers: users?.total ?? 0,
  };
}
