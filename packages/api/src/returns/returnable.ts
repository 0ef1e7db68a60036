import { eq, inArray } from 'drizzle-orm';
import { orderItems, returnLines, returns, type Database, type Transaction } from '@buildright/db';
import { deliveredAtOf } from '../orders/index.ts';
import { getShopSettings } from '../settings/index.ts';
import { heldUnits, returnableUnits, returnWindowEnds } from './shared/returns.ts';

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

/**
 * Until when each of these orders may have lines returned: its delivery plus the shop's return
 * window. An order not delivered is absent.
 */
export async function returnWindowsOf(
  db: Db,
  orderIds: readonly number[],
): Promise<{ windowDays: number; endsAt: Map<number, Date> }> {
  const [delivered, settings] = await Promise.all([
    deliveredAtOf(db, orderIds),
    getShopSettings(db),
  ]);
  const endsAt = new Map(
    [...delivered].map(([orderId, at]) => [
      orderId,
      returnWindowEnds(at, settings.returnWindowDays),
    ]),
  );
  return { windowDays: settings.returnWindowDays, endsAt };
}

type WithReturnable<Line> = Line & { returnableQuantity: number };

/**
 * The orders with each line's `returnableQuantity`: what its buyer may ask to return now, so 0
 * for an order not delivered or past its return window.
 */
export async function withReturnableQuantities<
  O extends { id: number; lines: readonly { itemId: number }[] },
>(
  db: Db,
  orders: readonly O[],
  now = new Date(),
): Promise<(Omit<O, 'lines'> & { lines: WithReturnable<O['lines'][number]>[] })[]> {
  const ids = orders.map((order) => order.id);
  const { endsAt } = await returnWindowsOf(db, ids);
  const open = ids.filter((id) => (endsAt.get(id)?.getTime() ?? 0) >= now.getTime());
  const returnable = new Map(
    (await returnableLinesOf(db, open)).map((line) => [line.itemId, line.returnable]),
  );
  return orders.map((order) => ({
    ...order,
    lines: order.lines.map((line) => ({
      ...line,
      returnableQuantity: returnable.get(line.itemId) ?? 0,
    })),
  }));
}
