import { count, isNull } from 'drizzle-orm';
import { contactSubmissions, type Database } from '@buildright/db';
import { failedPaymentsFilter, newOrdersFilter } from './shared/dashboard.ts';
import type { StaffPermission } from '../staff/shared/staff.ts';
import { countNeedingAction } from '../quotes/index.ts';
import { tallyOrders } from '../orders/index.ts';

export interface NeedsAction {
  /** Paid and still pending: waiting for staff to handle them. */
  newOrders: number;
  /** New quote requests and requested changes (the Quotes tab's "Needs action"); null for a role without quotes. */
  quotes: number | null;
  /** Null for a role that does not read contact messages. */
  unreadMessages: number | null;
  /** Card payments that were declined or failed and not yet paid. */
  failedPayments: number;
}

/**
 * What the team should look at now; each count matches the filtered list it links to. A staff
 * member sees the counts of the lists their role may open.
 */
export async function needsAction(
  db: Database,
  permissions: readonly StaffPermission[],
): Promise<NeedsAction> {
  const seesQuotes = permissions.includes('quotes.manage');
  const seesMessages = permissions.includes('contact.view');
  const [newOrders, failedPayments, quotes, [messages]] = await Promise.all([
    tallyOrders(db, { status: newOrdersFilter.status, paymentStatus: newOrdersFilter.payment }),
    tallyOrders(db, { paymentStatus: failedPaymentsFilter.payment }),
    seesQuotes ? countNeedingAction(db) : null,
    seesMessages
      ? db
          .select({ unread: count() })
          .from(contactSubmissions)
          .where(isNull(contactSubmissions.readAt))
      : [null],
  ]);
  return {
    newOrders: newOrders.orders,
    quotes,
    unreadMessages: seesMessages ? (messages?.unread ?? 0) : null,
    failedPayments: failedPayments.orders,
  };
}
