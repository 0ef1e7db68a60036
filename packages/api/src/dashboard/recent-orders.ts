import { desc } from 'drizzle-orm';
import { orders, type Database } from '@buildright/db';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '@buildright/db/domain';

export interface RecentOrder {
  id: number;
  customerName: string;
  total: string;
  status: OrderStatus | 'completed';
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  createdAt: Date;
}

/** The newest orders, with what the dashboard shows of them. */
export function recentOrders(db: Database, limit = 5): Promise<RecentOrder[]> {
  return db
    .select({
      id: orders.id,
      customerName: orders.customerName,
      total: orders.total,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}
