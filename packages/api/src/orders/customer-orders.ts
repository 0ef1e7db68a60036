import { and, eq, sql } from 'drizzle-orm';
import { orders, quotes, type Database } from '@buildright/db';
import { notFound } from '../errors.ts';
import { ORDER_LOOKUP_MISS, type OrderReference } from './shared/order-lookup.ts';
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
/**
 * The order a lookup's number names: its own number, or the order of the quote whose number it
 * is. Null when there is none; the lookup's answer will not say so.
 */
export async function orderIdOf(db: Database, reference: OrderReference): Promise<number | null> {
  if ('orderId' in reference) return reference.orderId;
  const [quote] = await db
    .select({ orderId: quotes.orderId })
    .from(quotes)
    .where(eq(quotes.id, reference.quoteId));
  return quote?.orderId ?? null;
}

export async function lookUpOrder(
  db: Database,
  { orderId, email }: { orderId: number | null; email: string },
): Promise<CustomerOrder> {
  const [match] =
    orderId === null
      ? []
      : await db
          .select({ id: orders.id })
          .from(orders)
          .where(
            and(
              eq(orders.id, orderId),
              sql`lower(${orders.customerEmail}) = ${email.trim().toLowerCase()}`,
            ),
          );
  if (!match) throw notFound(ORDER_LOOKUP_MISS);
  return customerView(db, match.id);
}
