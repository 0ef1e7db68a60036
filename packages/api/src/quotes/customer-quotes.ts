// One customer's quotes for staff, a page at a time, the newest first.
import { desc, eq } from 'drizzle-orm';
import { orders, quotes, type Database } from '@buildright/db';
import { countMatching } from '../database/index.ts';
import {
  customerRecordsInput,
  type CustomerQuotePage,
  type CustomerRecordsInput,
} from '../customers/shared/staff-customers.ts';
import { CUSTOMER_RECORD_PAGE_SIZE, requireCustomer } from '../customers/index.ts';
import { quotesWithOffer } from './list.ts';
import { quoteNumber } from './shared/quotes.ts';

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
