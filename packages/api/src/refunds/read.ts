import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { orders, refunds, type Database, type Transaction } from '@buildright/db';
import { notFound } from '../errors.ts';
import { fromCents, toCents } from '../shared/money.ts';
import { lockOrder } from '../orders/index.ts';
import { leftToRefund } from './record.ts';
import type { Refund } from './shared/refunds.ts';

type Db = Database | Transaction;

/** What every read of a refund selects: never its lines, key or provider's ids. */
const refundColumns = {
  id: refunds.id,
  orderId: refunds.orderId,
  amount: refunds.amount,
  status: refunds.status,
  method: refunds.method,
  reason: refunds.reason,
  note: refunds.note,
  failureReason: refunds.failureReason,
  recordedBy: refunds.recordedBy,
  createdAt: refunds.createdAt,
  settledAt: refunds.settledAt,
};

export async function getRefund(db: Db, id: number): Promise<Refund> {
  const [refund] = await db.select(refundColumns).from(refunds).where(eq(refunds.id, id));
  if (!refund) throw notFound(`No refund with id ${id}`);
  return refund;
}

/**
 * A page of an order's refunds, the newest first, how many it has, and what may still be
 * refunded (what the Refund button offers); 404 for no such order.
 */
export async function listRefunds(
  db: Database,
  orderId: number,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ refunds: Refund[]; total: number; left: string }> {
  // The order locked a moment, as recording a refund locks it: what is left is read whole.
  const leftCents = await db.transaction(async (tx) =>
    leftToRefund(tx, orderId, await lockOrder(tx, orderId)),
  );
  const where = eq(refunds.orderId, orderId);
  const rows = await db
    .select(refundColumns)
    .from(refunds)
    .where(where)
    .orderBy(desc(refunds.createdAt), desc(refunds.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { refunds: rows, total: await db.$count(refunds, where), left: fromCents(leftCents) };
}

/**
 * What refunds not failed gave back of orders not cancelled (the dashboard's revenue leaves
 * cancelled orders out whole), and of those whose money was taken. Refunds are few beside
 * orders: summed from their rows, each order found by its key.
 */
export async function refundedOfOrders(db: Db): Promise<{ allCents: number; takenCents: number }> {
  const [row] = await db
    .select({
      all: sql<string>`coalesce(sum(${refunds.amount}), 0)::text`,
      taken: sql<string>`coalesce(sum(${refunds.amount}) filter (where ${orders.paymentStatus}
        in ('paid', 'partly_refunded', 'refunded')), 0)::text`,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(ne(refunds.status, 'failed'), ne(orders.status, 'cancelled')));
  return { allCents: toCents(row!.all), takenCents: toCents(row!.taken) };
}
