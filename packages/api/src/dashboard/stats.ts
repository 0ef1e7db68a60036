import { sql } from 'drizzle-orm';
import { invoices, type Database } from '@buildright/db';
import { countCustomers } from '../customers/index.ts';
import { isoDate } from '../quotes/shared/quotes.ts';
import { invoiceOwed, owedOnInvoices, sumMoney } from '../companies/index.ts';
import { fromCents, toCents } from '../shared/money.ts';
import { tallyOrders, tallyProducts } from '../orders/index.ts';
import { paymentStatuses } from '../orders/shared/order-status.ts';
import { paymentTaken } from '../orders/shared/payment-lifecycle.ts';

/** Paid, and refunded since in part or whole, or not. */
const takenStatuses = paymentStatuses.filter(paymentTaken);

export interface DashboardStats {
  /**
   * Sum of order totals, cancelled orders left out (SPEC): unpaid requests and failed cards too;
   * less what refunds gave back.
   */
  totalRevenue: string;
  /** Of those, the orders that are paid (refunded since, in part or whole, or not). */
  paidRevenue: string;
  activeProducts: number;
  totalProducts: number;
  totalOrders: number;
  pendingOrders: number;
  registeredUsers: number;
  /** What companies owe on invoices on account, and the part past its due day. */
  receivables: string;
  overdueReceivables: string;
}

/**
 * From the tallies kept by triggers: no request counts a million orders or products. The order
 * tallies count each order's total less its refunds (orders.refunded).
 */
export async function dashboardStats(db: Database): Promise<DashboardStats> {
  const today = isoDate(new Date());
  const [revenue, paid, allOrders, pending, productCounts, customers, [owed]] = await Promise.all([
    tallyOrders(db, { notStatus: 'cancelled' }),
    tallyOrders(db, { notStatus: 'cancelled', paymentStatus: takenStatuses }),
    tallyOrders(db, {}),
    tallyOrders(db, { status: 'pending' }),
    tallyProducts(db),
    countCustomers(db),
    // The open invoices alone, by the partial index invoices_open_idx.
    db
      .select({
        receivables: sumMoney(owedOnInvoices),
        overdue: sumMoney(sql`case when ${invoices.dueOn} < ${today} then ${owedOnInvoices} end`),
      })
      .from(invoices)
      .where(invoiceOwed),
  ]);
  return {
    totalRevenue: fromCents(toCents(revenue.total)),
    paidRevenue: fromCents(toCents(paid.total)),
    activeProducts: productCounts.active,
    totalProducts: productCounts.products,
    totalOrders: allOrders.orders,
    pendingOrders: pending.orders,
    registeredUsers: customers,
    receivables: owed!.receivables,
    overdueReceivables: owed!.overdue,
  };
}
