import { and, asc, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { orderItems, orders, type Database, type Transaction } from '@buildright/db';
import { badRequest, notFound } from '../errors.ts';
import { fromCents } from '../shared/money.ts';
import type { OrderListQuery } from '../shared/order-list.ts';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '../shared/order-status.ts';
import { lineTotalCents, orderTotalCents } from '../shared/pricing.ts';
import type { CartLineInput, CheckoutInfo } from '../shared/schemas.ts';
import { queueOrderPlacedEmails, queueOrderStatusEmail } from './order-notifications.ts';
import { recordOrderStatus } from './order-status-history.ts';
import { countMatching, type Counted } from './counting.ts';
import { ordersWithStatus } from './order-filters.ts';
import { tallyOrders } from './tallies.ts';
import { orderMovedByStaff } from './quotes/order-changes.ts';
import { openQuote } from './quotes/request.ts';
import { changedFields, recordAudit, type StaffActor } from './audit/record.ts';
import { releaseStock, reserveStock } from './stock.ts';

export interface OrderLine {
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
  estimatedDelivery: Date | null;
  notes: string | null;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  createdAt: Date;
  lines: OrderLine[];
}

/** The largest amount a numeric(10,2) total holds. */
const MAX_ORDER_TOTAL_CENTS = 9_999_999_999;

/** Statuses in which the goods are still in the warehouse, held for the order. */
const holdingStock = new Set<string>(['pending', 'processing']);

const orderColumns = {
  id: orders.id,
  userId: orders.customerId,
  customerName: orders.customerName,
  customerEmail: orders.customerEmail,
  customerPhone: orders.customerPhone,
  customerAddress: orders.customerAddress,
  total: orders.total,
  discount: orders.discount,
  deliveryCharge: orders.deliveryCharge,
  poNumber: orders.poNumber,
  status: orders.status,
  trackingNumber: orders.trackingNumber,
  estimatedDelivery: orders.estimatedDelivery,
  notes: orders.notes,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  createdAt: orders.createdAt,
};

async function withLines(
  db: Database | Transaction,
  rows: Omit<Order, 'lines'>[],
): Promise<Order[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  const linesOf = new Map<number, typeof lines>();
  for (const line of lines) {
    const ofOrder = linesOf.get(line.orderId);
    if (ofOrder) ofOrder.push(line);
    else linesOf.set(line.orderId, [line]);
  }
  return rows.map((row) => ({
    ...row,
    lines: (linesOf.get(row.id) ?? []).map((line) => ({
      productId: line.productId,
      name: line.name,
      category: line.category,
      imageUrl: line.imageUrl,
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      lineTotal: fromCents(lineTotalCents({ price: line.unitPrice }, line.quantity)),
    })),
  }));
}

export interface NewOrder extends CheckoutInfo {
  items: CartLineInput[];
  customerId: number | null;
  paymentMethod: PaymentMethod;
  /** The shop's checkout attempt a card order belongs to (unique). */
  checkoutId?: string | null;
  /** A lower ceiling than the database's, e.g. what a card payment may charge. */
  maxTotalCents?: number;
  /** The shop's address, which hears of every quote request. */
  shopEmail: string;
}

/**
 * Places an order: reserves the stock and prices every line from the database in one
 * transaction. Whatever total the client believed in plays no part.
 */
export async function placeOrder(db: Database, order: NewOrder): Promise<Order> {
  const id = await db.transaction(async (tx) => {
    const lines = await reserveStock(tx, order.items);
    const totalCents = orderTotalCents(
      lines.map((line) => ({ product: { price: line.unitPrice }, quantity: line.quantity })),
    );
    if (totalCents > Math.min(order.maxTotalCents ?? Infinity, MAX_ORDER_TOTAL_CENTS)) {
      throw badRequest('This order is too large to place online; please contact us for a quote');
    }
    const [created] = await tx
      .insert(orders)
      .values({
        customerId: order.customerId,
        customerName: order.customerName,
        customerEmail: order.customerEmail,
        customerPhone: order.customerPhone,
        customerAddress: order.customerAddress,
        total: fromCents(totalCents),
        paymentMethod: order.paymentMethod,
        paymentStatus: order.paymentMethod === 'card' ? 'pending' : 'unpaid',
        checkoutId: order.checkoutId ?? null,
      })
      .returning({ id: orders.id });
    await tx.insert(orderItems).values(lines.map((line) => ({ ...line, orderId: created!.id })));
    await recordOrderStatus(tx, created!.id, 'pending');
    if (order.paymentMethod === 'quote') await openQuote(tx, created!.id, lines);
    // A quote request is confirmed at once; a card order once its payment arrives.
    if (order.paymentMethod === 'quote') {
      await queueOrderPlacedEmails(tx, await getOrder(tx, created!.id), order.shopEmail);
    }
    return created!.id;
  });
  return getOrder(db, id);
}

export async function getOrder(db: Database | Transaction, id: number): Promise<Order> {
  const [row] = await db.select(orderColumns).from(orders).where(eq(orders.id, id));
  if (!row) throw notFound(`No order with id ${id}`);
  const [order] = await withLines(db, [row]);
  return order!;
}

/** Which orders a list asks for: a customer's own, and the staff list's filters and search. */
export type OrderListFilter = OrderListQuery & { customerId?: number };

export interface OrderList extends Counted {
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
 * A page of orders, newest first, with the lines of that page's orders only. The page's ids come
 * from the index alone before the rows are read, so a deep page costs little more than the first;
 * the total of a status or payment filter comes from the tallies, a search's or a customer's is
 * counted (about, past EXACT_COUNT_LIMIT).
 */
export async function listOrders(db: Database, filter: OrderListFilter): Promise<OrderList> {
  const where = listFilter(filter);
  const newestFirst = [desc(orders.createdAt), desc(orders.id)];
  const pageIds = db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(...newestFirst)
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [rows, counted] = await Promise.all([
    db
      .select(orderColumns)
      .from(orders)
      .where(inArray(orders.id, pageIds))
      .orderBy(...newestFirst),
    filter.q || filter.customerId !== undefined
      ? countMatching(db, db.select({ id: orders.id }).from(orders).where(where))
      : tallyOrders(db, filter).then(({ orders }) => ({ total: orders, totalIsEstimate: false })),
  ]);
  return { orders: await withLines(db, rows), ...counted };
}

/** An order's lines as stock counts them: which product, how many units. */
export function stockLinesOf(db: Database | Transaction, orderId: number) {
  return db
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
}

async function lockOrder(tx: Transaction, id: number) {
  const [row] = await tx
    .select({
      status: orders.status,
      trackingNumber: orders.trackingNumber,
      estimatedDelivery: orders.estimatedDelivery,
      notes: orders.notes,
      total: orders.total,
      customerName: orders.customerName,
    })
    .from(orders)
    .where(eq(orders.id, id))
    .for('update');
  if (!row) throw notFound(`No order with id ${id}`);
  return { ...row, lines: await stockLinesOf(tx, id) };
}

/**
 * Admin edit of status, tracking, delivery date and notes. Cancelling puts the units back into
 * stock; reviving a cancelled order takes them out again (and fails if they are gone). The
 * customer hears of a new status or tracking number by e-mail.
 */
const auditedFields = ['status', 'trackingNumber', 'estimatedDelivery', 'notes'] as const;
const orderLabel = (id: number) => `Order #${id}`;

export async function updateOrder(
  db: Database,
  actor: StaffActor,
  id: number,
  update: {
    status: OrderStatus;
    trackingNumber: string | null;
    estimatedDelivery: Date | null;
    notes?: string | null;
  },
  shopEmail: string,
): Promise<Order> {
  await db.transaction(async (tx) => {
    const current = await lockOrder(tx, id);
    const wasCancelled = current.status === 'cancelled';
    const isCancelled = update.status === 'cancelled';
    if (!wasCancelled && isCancelled) await releaseStock(tx, current.lines);
    if (wasCancelled && !isCancelled) {
      await reserveStock(
        tx,
        current.lines.flatMap((l) =>
          l.productId === null ? [] : [{ ...l, productId: l.productId }],
        ),
      );
    }
    await tx
      .update(orders)
      .set({ ...update, updatedAt: new Date() })
      .where(eq(orders.id, id));
    if (update.status !== current.status) {
      await recordOrderStatus(tx, id, update.status);
      await orderMovedByStaff(tx, id, update.status);
    }
    await queueOrderStatusEmail(tx, current, await getOrder(tx, id), shopEmail);
    const changes = changedFields(current, update, auditedFields);
    if (changes.length > 0) {
      await recordAudit(tx, actor, {
        action: 'order.updated',
        entityType: 'order',
        entityId: id,
        entityLabel: orderLabel(id),
        changes,
      });
    }
  });
  return getOrder(db, id);
}

/** Deletes an order; goods not yet shipped go back into stock. */
export async function deleteOrder(db: Database, actor: StaffActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockOrder(tx, id);
    if (holdingStock.has(current.status)) await releaseStock(tx, current.lines);
    await tx.delete(orders).where(eq(orders.id, id));
    await recordAudit(tx, actor, {
      action: 'order.deleted',
      entityType: 'order',
      entityId: id,
      entityLabel: orderLabel(id),
      changes: changedFields(current, null, ['status', 'customerName', 'total']),
    });
  });
}
