import { and, eq } from 'drizzle-orm';
import { orders, type Database } from '@buildright/db';
import { notFound } from '../errors.ts';
import { orderStatusHistory, type OrderStatusChange } from './status-history.ts';
import { getOrder, type Order } from './read.ts';

/** An order as its customer reads it: the staff's notes stay with the staff. */
export interface CustomerOrder extends Omit<Order, 'notes'> {
  statusHistory: OrderStatusChange[];
}

/** Another customer's order answers exactly like one that does not exist. */
export async function assertOwnOrder(
  db: Database,
  customerId: number,
  orderId: number,
): Promise<void> {
  const [own] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  if (!own) throw notFound(`No order with id ${orderId}`);
}

export async function getCustomerOrder(
  db: Database,
  customerId: number,
  orderId: number,
): Promise<CustomerOrder> {
  await assertOwnOrder(db, customerId, orderId);
  const [{ notes: _notes, ...order }, statusHistory] = await Promise.all([
    getOrder(db, orderId),
    orderStatusHistory(db, orderId),
  ]);
  return { ...order, statusHistory };
}
