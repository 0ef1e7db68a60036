import { eq, inArray } from 'drizzle-orm';
import { orderItems, returnLines, returns, type Database, type Transaction } from '@buildright/db';
import { deliveredAtOf } from '../orders/index.ts';
import { getShopSettings } from '../settings/index.ts';
import {
  claimPeriod,
  heldUnits,
  returnableUnits,
  unitsToGiveBack,
  warrantyEnds,
  type ClaimPeriod,
} from './shared/returns.ts';

type Db = Database | Transaction;

/**
 * An order line and what it may still return or claim, returns and claims not rejected or
 * cancelled taken off.
 */
interface ReturnableLine {
  itemId: number;
  orderId: number;
  productId: number | null;
  name: string;
  unitPrice: string;
  quantity: number;
  returnable: number;
}

/**
 * The lines of these orders with what each may still return, whatever the order's status (the
 * caller of a request locks the order first, so requests at once take turns and count each
 * other's units).
 */
export async function returnableLinesOf(
  db: Db,
  orderIds: readonly number[],
): Promise<ReturnableLine[]> {
  if (orderIds.length === 0) return [];
  const [lines, holds] = await Promise.all([
    db
      .select({
        itemId: orderItems.id,
        orderId: orderItems.orderId,
        productId: orderItems.productId,
        name: orderItems.name,
        unitPrice: orderItems.unitPrice,
        quantity: orderItems.quantity,
      })
      .from(orderItems)
      .where(inArray(orderItems.orderId, [...orderIds])),
    db
      .select({
        itemId: returnLines.itemId,
        kind: returns.kind,
        status: returns.status,
        quantity: returnLines.quantity,
        receivedQuantity: returnLines.receivedQuantity,
      })
      .from(returnLines)
      .innerJoin(returns, eq(returns.id, returnLines.returnId))
      .where(inArray(returns.orderId, [...orderIds])),
  ]);
  const held = new Map<number, number[]>();
  for (const hold of holds) {
    held.set(hold.itemId, [
      ...(held.get(hold.itemId) ?? []),
      heldUnits(hold.kind, hold.status, hold),
    ]);
  }
  return lines.map((line) => ({
    ...line,
    returnable: returnableUnits(line.quantity, held.get(line.itemId) ?? []),
  }));
}

/** A delivered order's delivery, and what its buyer may ask for at the moment read. */
interface DeliveredPeriod {
  deliveredAt: Date;
  period: ClaimPeriod;
}

/**
 * What the buyer of each of these orders may ask for at `now` (claimPeriod: a return within the
 * shop's return window, a warranty claim after it until two years on, then nothing), and when it
 * was delivered; an order not delivered is absent. The one reading that both the requests and
 * the order answers' quantities go by.
 */
export async function periodsOf(
  db: Db,
  orderIds: readonly number[],
  now: Date,
): Promise<{ windowDays: number; orders: Map<number, DeliveredPeriod> }> {
  const [delivered, settings] = await Promise.all([
    deliveredAtOf(db, orderIds),
    getShopSettings(db),
  ]);
  const windowDays = settings.returnWindowDays;
  const orders = new Map(
    [...delivered].map(([orderId, deliveredAt]) => [
      orderId,
      { deliveredAt, period: claimPeriod(deliveredAt, windowDays, now) },
    ]),
  );
  return { windowDays, orders };
}

type WithUnitsToGiveBack<Line> = Line & { returnableQuantity: number; claimableQuantity: number };

/**
 * The orders with what each line may give back now, by the rule that refuses a request:
 * `returnableQuantity` within the return window, `claimableQuantity` (a warranty claim) after
 * it until the warranty ends, each 0 otherwise; and `warrantyEndsAt`, when the two-year
 * warranty ends (null until delivered).
 */
export async function withReturnableQuantities<
  O extends { id: number; lines: readonly { itemId: number }[] },
>(
  db: Db,
  orders: readonly O[],
  now = new Date(),
): Promise<
  (Omit<O, 'lines'> & {
    warrantyEndsAt: Date | null;
    lines: WithUnitsToGiveBack<O['lines'][number]>[];
  })[]
> {
  const { orders: periods } = await periodsOf(
    db,
    orders.map((order) => order.id),
    now,
  );
  const open = [...periods]
    .filter(([, { period }]) => period !== 'expired')
    .map(([orderId]) => orderId);
  const left = new Map(
    (await returnableLinesOf(db, open)).map((line) => [line.itemId, line.returnable]),
  );
  return orders.map((order) => {
    const delivered = periods.get(order.id);
    return {
      ...order,
      warrantyEndsAt: delivered ? warrantyEnds(delivered.deliveredAt) : null,
      lines: order.lines.map((line) => ({
        ...line,
        ...unitsToGiveBack(delivered?.period ?? null, left.get(line.itemId) ?? 0),
      })),
    };
  });
}
