// One customer's orders for staff, a page at a time, the newest first (their quotes: quotes/).
import { desc, eq } from 'drizzle-orm';
import { localUsers, orders, type Database } from '@buildright/db';
import { countMatching } from '../database/index.ts';
import { notFound } from '../errors.ts';
import {
  customerRecordsInput,
  type CustomerOrderPage,
  type CustomerRecordsInput,
} from './shared/staff-customers.ts';

export const CUSTOMER_RECORD_PAGE_SIZE = 10;

/** A 404 unless `id` is a customer's account. */
export async function requireCustomer(db: Database, id: number): Promise<void> {
  const [found] = await db
    .select({ id: localUsers.id })
    .from(localUsers)
    .where(eq(localUsers.id, id));
  if (!found) throw notFound(`No customer with id ${id}`);
}

/** By the orders' (customer_id, created_at, id) index read backwards. */
export async function staffCustomerOrders(
  db: Database,
  customerId: number,
  input: CustomerRecordsInput,
): Promise<CustomerOrderPage> {
  const { page } = customerRecordsInput.parse(input);
  await requireCustomer(db, customerId);
  const ofCustomer = eq(orders.customerId, customerId);
  const rows = await db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      total: orders.total,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
    })
    .from(orders)
    .where(ofCustomer)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(CUSTOMER_RECORD_PAGE_SIZE)
    .offset((page - 1) * CUSTOMER_RECORD_PAGE_SIZE);
  const counted = await countMatching(
    db,
    db.select({ id: orders.id }).from(orders).where(ofCustomer),
  );
  return { orders: rows, ...counted, pageSize: CUSTOMER_RECORD_PAGE_SIZE };
}
