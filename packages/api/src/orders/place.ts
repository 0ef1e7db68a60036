import { orderItems, orders, type Database, type Transaction } from '@buildright/db';
import { badRequest } from '../errors.ts';
import { fromCents } from '../shared/money.ts';
import type { PaymentMethod } from './shared/order-status.ts';
import { initialPaymentStatus } from './shared/payment-lifecycle.ts';
import { orderTotalCents } from '../catalogue/shared/pricing.ts';
import type { CartLineInput, CheckoutInfo } from './shared/order-input.ts';
import { recordOrderStatus } from './status-history.ts';
import { reserveStock, type ReservedLine } from './stock.ts';
import { companyOfCustomer } from '../pricing/index.ts';
import { assertGuestHoldShare } from './guest-holds.ts';
import { getOrder, type Order } from './read.ts';

/** The largest amount a numeric(10,2) total holds. */
const MAX_ORDER_TOTAL_CENTS = 9_999_999_999;

/** How a priced order enters the shop: its first status and what comes with it. */
export interface OrderAdmission {
  status: 'pending' | 'awaiting_approval';
  companyId?: number;
  poNumber?: string | null;
  approvalReason?: string;
  approvalExpiresAt?: Date;
}

interface NewOrder extends Omit<CheckoutInfo, 'customerPhone'> {
  /** Null only for the shop's replacement of an order that has none on record. */
  customerPhone: string | null;
  items: CartLineInput[];
  customerId: number | null;
  paymentMethod: PaymentMethod;
  /** The shop's checkout attempt a card order belongs to (unique). */
  checkoutId?: string | null;
  /** A lower ceiling than the database's, e.g. what a card payment may charge. */
  maxTotalCents?: number;
  /**
   * Decides, once the order is priced and its units reserved, how it enters: a company's
   * limits and credit (companies/on-account.ts, companies/card-orders.ts). Throwing refuses the
   * order whole.
   */
  admit?: (totalCents: number, tx: Transaction) => Promise<OrderAdmission>;
  /**
   * The shop sends these lines at no charge (a warranty claim's replacement): every line at
   * 0.00, nothing to pay, and `notes` telling staff why. Stock is reserved as for any order.
   */
  noCharge?: { notes: string };
}

/**
 * Places a pending order in the caller's transaction: reserves the stock and prices every line
 * from the database at the buyer's price (their company's price list included). Whatever total
 * the client believed in plays no part. A guest's order holds
 * no more than guests' share of each product (shared/guest-holds.ts).
 */
export async function insertOrder(
  tx: Transaction,
  order: NewOrder,
): Promise<{ id: number; lines: ReservedLine[] }> {
  // A company member's orders are the company's too: its list and the member's monthly spend.
  const companyId = await companyOfCustomer(tx, order.customerId);
  const reserved = await reserveStock(tx, order.items, companyId);
  const lines = order.noCharge
    ? reserved.map((line) => ({ ...line, unitPrice: fromCents(0) }))
    : reserved;
  const totalCents = orderTotalCents(
    lines.map((line) => ({ product: { price: line.unitPrice }, quantity: line.quantity })),
  );
  if (totalCents > Math.min(order.maxTotalCents ?? Infinity, MAX_ORDER_TOTAL_CENTS)) {
    throw badRequest('This order is too large to place online; please contact us for a quote');
  }
  const admission: OrderAdmission = order.admit
    ? await order.admit(totalCents, tx)
    : { status: 'pending', companyId: companyId ?? undefined };
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
      paymentStatus: initialPaymentStatus(order.paymentMethod, admission.status),
      checkoutId: order.checkoutId ?? null,
      notes: order.noCharge?.notes ?? null,
      ...admission,
    })
    .returning({ id: orders.id });
  await tx.insert(orderItems).values(lines.map((line) => ({ ...line, orderId: created!.id })));
  // A guest's new order is an unconfirmed request until it is paid or confirmed; the shop's own
  // replacement is neither.
  if (order.customerId === null && !order.noCharge) await assertGuestHoldShare(tx, lines);
  await recordOrderStatus(tx, created!.id, admission.status);
  return { id: created!.id, lines };
}

/** Places an order in a transaction of its own and answers it as stored. */
export async function placeOrder(db: Database, order: NewOrder): Promise<Order> {
  const { id } = await db.transaction((tx) => insertOrder(tx, order));
  return getOrder(db, id);
}
