import {
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  lt,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { orderItems, orders, quotes, type Database, type Transaction } from '@buildright/db';
import { notFound } from '../errors.ts';
import type { OrderListQuery } from './shared/order-list.ts';
import type { TrackingCarrier } from './shared/carriers.ts';
import type { OrderStatus, PaymentMethod, PaymentStatus } from './shared/order-status.ts';
import { linesOfOrders } from './order-lines.ts';
import { countMatching, type Counted, withoutTableScans } from '../database/index.ts';
import { ordersWithStatus } from './order-filters.ts';
import { tallyOrderMonths } from './tallies.ts';
import { quoteNumber } from '../quotes/shared/quotes.ts';

type Db = Database | Transaction;

export interface OrderLine {
  /** The order line's own id, which a return names. */
  itemId: number;
  productId: number | null;
  name: string;
  category: string;
  imageUrl: string | null;
  unitPrice: string;
  quantity: number;
  lineTotal: string;
}

export interface Order {
  id: number;
  userId: number | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  customerAddress: string;
  total: string;
  /** From an accepted quote; "0.00" on a shop order. total = lines - discount + delivery. */
  discount: string;
  deliveryCharge: string;
  /** The buyer's purchase order, when the order is payable on invoice. */
  poNumber: string | null;
  status: OrderStatus | 'completed';
  trackingNumber: string | null;
  trackingCarrier: TrackingCarrier | null;
  estimatedDelivery: Date | null;
  notes: string | null;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  createdAt: Date;
  /** "Q-000007" when the order is a quote request, which the buyer knows by that number. */
  quoteNumber: string | null;
  /** Why it awaits the buyer's company approval, and until when its units are held for it. */
  approvalReason: string | null;
  approvalExpiresAt: Date | null;
  /** A card order that waited for approval: until when the buyer may pay it once approved. */
  cardPaymentDueAt: Date | null;
  lines: OrderLine[];
}

/** Who an order is for and what it charges: what the order and its invoice both show. */
export const orderBuyerAndCharges = {
  customerName: orders.customerName,
  customerEmail: orders.customerEmail,
  customerPhone: orders.customerPhone,
  customerAddress: orders.customerAddress,
  total: orders.total,
  discount: orders.discount,
  deliveryCharge: orders.deliveryCharge,
  poNumber: orders.poNumber,
  paymentMethod: orders.paymentMethod,
};

const orderColumns = {
  id: orders.id,
  userId: orders.customerId,
  ...orderBuyerAndCharges,
  status: orders.status,
  trackingNumber: orders.trackingNumber,
  trackingCarrier: orders.trackingCarrier,
  estimatedDelivery: orders.estimatedDelivery,
  notes: orders.notes,
  paymentStatus: orders.paymentStatus,
  createdAt: orders.createdAt,
  approvalReason: orders.approvalReason,
  approvalExpiresAt: orders.approvalExpiresAt,
  cardPaymentDueAt: orders.cardPaymentDueAt,
  // One probe of the quotes' unique order_id index per order. Qualified by hand: Drizzle leaves
  // a one-table select's columns bare, and a bare "id" in here would be the quote's.
  quoteId: sql<number | null>`(select q.id from ${quotes} q where q.order_id = ${orders}.id)`,
};

type OrderRow = Omit<Order, 'lines' | 'quoteNumber'> & { quoteId: number | null };

async function withLines(db: Db, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const linesOf = await linesOfOrders(
    db,
    rows.map((row) => row.id),
  );
  return rows.map(({ quoteId, ...row }) => ({
    ...row,
    quoteNumber: quoteId === null ? null : quoteNumber(quoteId),
    lines: linesOf.get(row.id)!.map(({ sku: _sku, ...line }) => line),
  }));
}

export async function getOrder(db: Db, id: number): Promise<Order> {
  const [row] = await db.select(orderColumns).from(orders).where(eq(orders.id, id));
  if (!row) throw notFound(`No order with id ${id}`);
  const [order] = await withLines(db, [row]);
  return order!;
}

/** Which orders a list asks for: a customer's own, and the staff list's filters and search. */
type OrderListFilter = OrderListQuery & { customerId?: number };

interface OrderList extends Counted {
  /** The page's orders, newest first. */
  orders: Order[];
}

/** "42" or "#42": an order number, which a search also looks up by id. */
const orderNumber = /^#?0*(\d{1,9})$/;

function searchFilter(q: string): SQL | undefined {
  const number = orderNumber.exec(q);
  const byId = number ? eq(orders.id, Number(number[1])) : undefined;
  // "#42" means the order; plain digits may also be part of a PO or tracking number.
  if (number && q.startsWith('#')) return byId;
  const pattern = `%${q.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
  return or(
    byId,
    ilike(orders.customerName, pattern),
    ilike(orders.customerEmail, pattern),
    ilike(orders.poNumber, pattern),
    ilike(orders.trackingNumber, pattern),
  );
}

function listFilter(filter: OrderListFilter): SQL | undefined {
  return and(
    filter.customerId === undefined ? undefined : eq(orders.customerId, filter.customerId),
    filter.status && ordersWithStatus(orders.status, filter.status),
    filter.paymentStatus && eq(orders.paymentStatus, filter.paymentStatus),
    filter.q ? searchFilter(filter.q) : undefined,
  );
}

/**
 * Where a page that skips `offset` of the newest orders starts, from the tallies' orders per
 * month (newest first): the page is read from before the end of its month, past the rest of the
 * offset, so no page walks more than its month's orders. Undefined past the last order.
 */
function pageStartInMonths(
  months: { month: Date; orders: number }[],
  offset: number,
): { before?: Date; skip: number } | undefined {
  let newer = 0;
  for (const [i, { month, orders }] of months.entries()) {
    if (offset < newer + orders) {
      if (i === 0) return { skip: offset };
      return {
        before: new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1)),
        skip: offset - newer,
      };
    }
    newer += orders;
  }
  return undefined;
}

const newestFirst = [desc(orders.createdAt), desc(orders.id)];

const idsWhere = (db: Db, where: SQL | undefined) =>
  db.select({ id: orders.id }).from(orders).where(where);

/** A page: its total, and a query of the index for its ids (none past the last order). */
interface PageIds {
  counted: Counted;
  pageIds?: SQLWrapper;
}

/** Every order, or a status or payment status: counted by the tallies, read from its month. */
async function talliedPage(
  db: Db,
  filter: OrderListFilter,
  where: SQL | undefined,
): Promise<PageIds> {
  const months = await tallyOrderMonths(db, filter);
  const counted = {
    total: months.reduce((sum, month) => sum + month.orders, 0),
    totalIsEstimate: false,
  };
  const start = pageStartInMonths(months, (filter.page - 1) * filter.pageSize);
  if (!start) return { counted };
  const pageIds = idsWhere(db, and(where, start.before && lt(orders.createdAt, start.before)))
    .orderBy(...newestFirst)
    .limit(filter.pageSize)
    .offset(start.skip);
  return { counted, pageIds };
}

/**
 * A counted list (a customer's orders, a search's many): newest first, a page walks the list's
 * order until it has its orders, and one past the middle of an exact count walks from the oldest
 * end, so no page walks more than half of it.
 */
function walkedPage(
  db: Db,
  filter: OrderListFilter,
  where: SQL | undefined,
  counted: Counted,
): PageIds {
  const offset = (filter.page - 1) * filter.pageSize;
  const fromOldest = !counted.totalIsEstimate && offset * 2 > counted.total;
  const pageIds = fromOldest
    ? idsWhere(db, where)
        .orderBy(asc(orders.createdAt), asc(orders.id))
        .limit(Math.max(0, Math.min(filter.pageSize, counted.total - offset)))
        .offset(Math.max(0, counted.total - offset - filter.pageSize))
    : idsWhere(db, where)
        .orderBy(...newestFirst)
        .limit(filter.pageSize)
        .offset(offset);
  return { counted, pageIds };
}

/**
 * A search's orders, read through its indexes alone: the planner prices a pattern match on four
 * columns as nearly free and guesses wildly how many orders a pattern finds, and then read the
 * table from its start to count a common name's matches, or walked every order newest first for
 * the few of a PO number (docs/adr/0008-lists-and-dashboard-at-a-million-orders.md). When every
 * match was counted (5,000 at most), they are read whole from the indexes and the page sorted out
 * of them; more are walked.
 */
async function searchPage(
  tx: Transaction,
  filter: OrderListFilter,
  where: SQL | undefined,
): Promise<PageIds> {
  const counted = await countMatching(tx, idsWhere(tx, where));
  if (counted.totalIsEstimate) return walkedPage(tx, filter, where, counted);
  const matches = tx
    .select({ id: orders.id, createdAt: orders.createdAt })
    .from(orders)
    .where(where);
  // `offset 0` keeps the matches a query of their own, read before they are sorted.
  const pageIds = sql`(select id from (${matches} offset 0) matches
    order by created_at desc, id desc
    limit ${filter.pageSize} offset ${(filter.page - 1) * filter.pageSize})`;
  return { counted, pageIds };
}

/** A page of orders, newest first, with the lines of that page's orders only. */
export async function listOrders(db: Database, filter: OrderListFilter): Promise<OrderList> {
  const where = listFilter(filter);
  const readPage = async (reader: Db, { counted, pageIds }: PageIds) => {
    const rows = pageIds
      ? await reader
          .select(orderColumns)
          .from(orders)
          .where(inArray(orders.id, pageIds))
          .orderBy(...newestFirst)
      : [];
    return { orders: await withLines(reader, rows), ...counted };
  };
  if (filter.q) {
    return withoutTableScans(db, async (tx) => readPage(tx, await searchPage(tx, filter, where)));
  }
  if (filter.customerId !== undefined) {
    const counted = await countMatching(db, idsWhere(db, where));
    return readPage(db, walkedPage(db, filter, where, counted));
  }
  return readPage(db, await talliedPage(db, filter, where));
}

/** An order's lines as stock counts them: which product, how many units. */
/** The order's lines as sold, each with its id, for what a refund gives back of each. */
export function saleLinesOf(db: Db, orderId: number) {
  return db
    .select({
      itemId: orderItems.id,
      productId: orderItems.productId,
      name: orderItems.name,
      unitPrice: orderItems.unitPrice,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

export function stockLinesOf(db: Db, orderId: number) {
  return db
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
}
