import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { orderItems, orders, products, type Transaction } from '@buildright/db';
import { conflict } from '../errors.ts';
import { guestHoldRefusal } from './shared/guest-holds.ts';

/**
 * shared/guest-holds.ts's unconfirmed guest request in SQL, written with constants so that it is
 * the predicate of the orders_guest_holds_idx partial index and the planner reads that index.
 */
const unconfirmedGuestHold = sql`${orders.customerId} is null and ${orders.status} = 'pending' and ${orders.paymentStatus} in ('unpaid', 'pending')`;

/** shared/guest-holds.ts's open card attempt, the predicate of orders_card_attempts_idx. */
const openCardAttempt = sql`${orders.paymentMethod} = 'card' and ${orders.status} = 'pending' and ${orders.paymentStatus} = 'pending'`;

/** What staff's holds list shows: guests' unconfirmed requests and every open card attempt. */
export const unpaidHold = or(unconfirmedGuestHold, openCardAttempt)!;

/**
 * Refuses (409, nothing kept) a guest's request whose units take guests' unconfirmed requests
 * past their share of a product. Called in the placing transaction after the units were taken
 * and the order written: taking them locked the product rows, so a concurrent request for the
 * same product waits for this one to commit and then counts its units too.
 */
export async function assertGuestHoldShare(
  tx: Transaction,
  lines: readonly { productId: number | null; quantity: number }[],
): Promise<void> {
  const asked = new Map<number, number>();
  for (const { productId, quantity } of lines) {
    if (productId !== null) asked.set(productId, (asked.get(productId) ?? 0) + quantity);
  }
  if (asked.size === 0) return;
  const ids = [...asked.keys()];
  const held = await tx
    .select({
      productId: orderItems.productId,
      units: sql<number>`sum(${orderItems.quantity})::int`,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(unconfirmedGuestHold, inArray(orderItems.productId, ids)))
    .groupBy(orderItems.productId);
  const shelves = await tx
    .select({ id: products.id, name: products.name, stock: products.stock })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(products.id);
  const heldOf = new Map(held.map((row) => [row.productId, Number(row.units)]));
  for (const product of shelves) {
    const mine = asked.get(product.id) ?? 0;
    const refusal = guestHoldRefusal({
      name: product.name,
      asked: mine,
      // The units counted include this request's own.
      heldByOthers: Math.max(0, (heldOf.get(product.id) ?? 0) - mine),
      shelf: product.stock,
    });
    if (refusal) throw conflict(refusal);
  }
}
