import { eq, inArray, type Column } from 'drizzle-orm';
import type { OrderStatus } from './shared/order-status.ts';

/** Orders in a status; legacy orders say 'completed' for what is now 'delivered'. */
export function ordersWithStatus(column: Column, status: OrderStatus) {
  return status === 'delivered' ? inArray(column, ['delivered', 'completed']) : eq(column, status);
}
