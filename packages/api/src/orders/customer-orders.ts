import { and, eq, sql } from 'drizzle-orm';
import { orders, type Database } from '@buildright/db';
import { notFound } from '../errors.ts';
import { ORDER_LOOKUP_MISS } from './shared/order-lookup.ts';
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
  return customerView(db, orderId);
}

/** An order as its buyer reads it, once the caller knows the reader is its buyer. */
async function customerView(db: Database, orderId: number): Promise<CustomerOrder> {
  const [{ notes: _notes, ...order }, statusHistory] = await Promise.all([
    getOrder(db, orderId),
    orderStatusHistory(db, orderId),
  ]);
  return { ...order, statusHistory };
}

/**
 * A guest's order by its number and the e-mail address it was placed with (any case): the same
 * view its buyer has under My Account. A wrong number and a wrong address are the same 404.
 */
export async function lookUpOrder(
  db: Database,
  { orderNumber, email }: { orderNumber: number; email: string },
): Promise<CustomerOrder> {
  const [match] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.id, orderNumber),
        sql`lower(${orders.customerEmail}) = ${email.trim().toLowerCase()}`,
      ),
    );
  if (!match) throw notFound(ORDER_LOOKUP_MISS);
  return customerView(db, match.id);
}
