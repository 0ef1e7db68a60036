import { count, eq, isNull, sql } from 'drizzle-orm';
import { contactSubmissions, orders, type Database } from '@buildright/db';
import { failedPaymentsFilter, newOrdersFilter } from '../../shared/dashboard.ts';
import { countNeedingAction } from '../quotes/read.ts';

export interface NeedsAction {
  /** Paid and still pending: waiting for staff to handle them. */
  newOrders: number;
  /** New quote requests and requested changes (the Quotes tab's "Needs action"). */
  quotes: number;
  unreadMessages: number;
  /** Card payments that were declined or failed and not yet paid. */
  failedPayments: number;
}

/** What the team should look at now; each count matches the filtered list it links to. */
export async function needsAction(db: Database): Promise<NeedsAction> {
  const [[orderCounts], quotes, [messages]] = await Promise.all([
    db
      .select({
        newOrders:
          sql<number>`count(*) filter (where ${orders.status} = ${newOrdersFilter.status} and ${orders.paymentStatus} = ${newOrdersFilter.payment})`.mapWith(
            Number,
          ),
        failedPayments:
          sql<number>`count(*) filter (where ${eq(orders.paymentStatus, failedPaymentsFilter.payment)})`.mapWith(
            Number,
          ),
      })
      .from(orders),
    countNeedingAction(db),
    db
      .select({ unread: count() })
      .from(contactSubmissions)
      .where(isNull(contactSubmissions.readAt)),
  ]);
  return {
    newOrders: orderCounts?.newOrders ?? 0,
    quotes,
    unreadMessages: messages?.unread ?? 0,
    failedPayments: orderCounts?.failedPayments ?? 0,
  };
}
