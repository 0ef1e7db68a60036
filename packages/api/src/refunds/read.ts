import { asc, desc, eq, inArray } from 'drizzle-orm';
import { refunds, type Database, type Transaction } from '@buildright/db';
import { notFound } from '../errors.ts';
import { fromCents } from '../shared/money.ts';
import { orderToRefund } from './capture.ts';
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
  const order = await orderToRefund(db, orderId);
  if (!order) throw notFound(`No order with id ${orderId}`);
  const leftCents = await leftToRefund(db, orderId, order, false);
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

/** A return's refund as its page lists it. */
type RefundOfReturn = Pick<Refund, 'id' | 'amount' | 'status' | 'method' | 'reason' | 'createdAt'>;

/** The refunds of these returns, oldest first, by return id. */
export async function refundsOfReturns(
  db: Db,
  returnIds: readonly number[],
): Promise<Map<number, RefundOfReturn[]>> {
  const byReturn = new Map<number, RefundOfReturn[]>();
  if (returnIds.length === 0) return byReturn;
  const rows = await db
    .select({
      returnId: refunds.returnId,
      id: refunds.id,
      amount: refunds.amount,
      status: refunds.status,
      method: refunds.method,
      reason: refunds.reason,
      createdAt: refunds.createdAt,
    })
    .from(refunds)
    .where(inArray(refunds.returnId, [...returnIds]))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  for (const { returnId, ...refund } of rows) {
    byReturn.set(returnId!, [...(byReturn.get(returnId!) ?? []), refund]);
  }
  return byReturn;
}
