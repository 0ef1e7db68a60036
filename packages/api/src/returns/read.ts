import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import {
  orderItems,
  orders,
  returnLines,
  returns,
  type Database,
  type Transaction,
} from '@buildright/db';
import { notFound } from '../errors.ts';
import { refundsOfReturns } from '../refunds/index.ts';
import { photosOfReturns } from './photos.ts';
import {
  returnListInput,
  returnNumber,
  returnNumberOf,
  type Return,
  type ReturnListInput,
} from './shared/returns.ts';

type Db = Database | Transaction;

/** What every read of a return selects, its order's buyer with it. */
const returnColumns = {
  id: returns.id,
  number: returns.number,
  orderId: returns.orderId,
  kind: returns.kind,
  status: returns.status,
  reason: returns.reason,
  note: returns.note,
  rejectionReason: returns.rejectionReason,
  requestedBy: returns.requestedBy,
  replacementOrderId: returns.replacementOrderId,
  customerName: orders.customerName,
  customerEmail: orders.customerEmail,
  createdAt: returns.createdAt,
  updatedAt: returns.updatedAt,
};

const newestFirst = [desc(returns.createdAt), desc(returns.id)];

/** These returns whole (lines, refunds and photos), in the order of `where`'s rows. */
async function returnsWhere(
  db: Db,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<Return[]> {
  const query = db
    .select(returnColumns)
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(where)
    .orderBy(...newestFirst);
  const rows = await (page ? query.limit(page.limit).offset(page.offset) : query);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, refunds, photos] = await Promise.all([
    db
      .select({
        returnId: returnLines.returnId,
        itemId: returnLines.itemId,
        productId: orderItems.productId,
        name: orderItems.name,
        unitPrice: orderItems.unitPrice,
        quantity: returnLines.quantity,
        receivedQuantity: returnLines.receivedQuantity,
        restock: returnLines.restock,
      })
      .from(returnLines)
      .innerJoin(orderItems, eq(orderItems.id, returnLines.itemId))
      .where(inArray(returnLines.returnId, ids))
      .orderBy(asc(returnLines.itemId)),
    refundsOfReturns(db, ids),
    photosOfReturns(db, ids),
  ]);
  return rows.map((row) => ({
    ...row,
    number: returnNumber(row.number),
    lines: lines
      .filter((line) => line.returnId === row.id)
      .map(({ returnId: _returnId, ...line }) => line),
    refunds: refunds.get(row.id) ?? [],
    photos: photos.get(row.id) ?? [],
  }));
}

export async function getReturn(db: Db, id: number): Promise<Return> {
  const [found] = await returnsWhere(db, eq(returns.id, id));
  if (!found) throw notFound(`No return with id ${id}`);
  return found;
}

/** An order's returns, the newest first. */
export function returnsOfOrder(db: Db, orderId: number): Promise<Return[]> {
  return returnsWhere(db, eq(returns.orderId, orderId));
}

/** "42" or "#42": an order number. */
const orderNumber = /^#?0*(\d{1,9})$/;

function searchFilter(q: string): SQL | undefined {
  const rma = returnNumberOf(q);
  if (rma !== null) return eq(returns.number, rma);
  const order = orderNumber.exec(q);
  if (order) return eq(returns.orderId, Number(order[1]));
  const pattern = `%${q.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
  return or(ilike(orders.customerEmail, pattern), ilike(orders.customerName, pattern));
}

/**
 * The Returns desk: a page of returns and warranty claims, newest first, of one kind and status
 * or all, searched by RMA
 * number, order number, or a part of the buyer's e-mail or name; and how many match.
 */
export async function listReturns(
  db: Database,
  input: ReturnListInput,
): Promise<{ returns: Return[]; total: number }> {
  const { kind, status, q, page, pageSize } = returnListInput.parse(input);
  const where = and(
    kind ? eq(returns.kind, kind) : undefined,
    status ? eq(returns.status, status) : undefined,
    q ? searchFilter(q) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    returnsWhere(db, where, { limit: pageSize, offset: (page - 1) * pageSize }),
    db
      .select({ total: count() })
      .from(returns)
      .innerJoin(orders, eq(orders.id, returns.orderId))
      .where(where),
  ]);
  return { returns: rows, total: counted!.total };
}
