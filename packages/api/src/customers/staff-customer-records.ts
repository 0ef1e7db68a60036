// One customer's orders and quotes for staff, a page at a time, the newest first.
import { desc, eq } from 'drizzle-orm';
import { localUsers, orders, quotes, type Database } from '@buildright/db';
import { countMatching } from '../database/index.ts';
import { notFound } from '../errors.ts';
import { quotesWithOffer } from '../quotes/index.ts';
import { quoteNumber } from '../quotes/shared/quotes.ts';
import {
  customerRecordsInput,
  type CustomerOrderPage,
  type CustomerQuotePage,
  type CustomerRecordsInput,
} from './shared/staff-customers.ts';

const CUSTOMER_RECORD_PAGE_SIZE = 10;

async function requireCustomer(db: Database, id: number): Promise<void> {
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

/**
 * A quote is the customer's through its request's order, so the page reads the same index and
 * each order's quote by its order id; a quote is made with its order, so their times agree.
 */
export async function staffCustomerQuotes(
  db: Database,
  customerId: number,
  input: CustomerRecordsInput,
): Promise<CustomerQuotePage> {
  const { page } = customerRecordsInput.parse(input);
  await requireCustomer(db, customerId);
  const ofCustomer = eq(orders.customerId, customerId);
  const rows = await quotesWithOffer(db, {
    id: quotes.id,
    askedAt: quotes.createdAt,
    status: quotes.status,
  })
    .where(ofCustomer)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(CUSTOMER_RECORD_PAGE_SIZE)
    .offset((page - 1) * CUSTOMER_RECORD_PAGE_SIZE);
  const counted = await countMatching(
    db,
    db
      .select({ id: quotes.id })
      .from(orders)
      .innerJoin(quotes, eq(quotes.orderId, orders.id))
      .where(ofCustomer),
  );
  return {
    quotes: rows.map(({ id, askedAt, status, orderTotal, revisionTotal }) => ({
      id,
      number: quoteNumber(id),
      askedAt,
      status,
      total: revisionTotal ?? orderTotal,
    })),
    ...counted,
    pageSize: CUSTOMER_RECORD_PAGE_SIZE,
  };
}
