import { eq } from 'drizzle-orm';
import type * as z from 'zod';
import { orderItems, orders, returnLines, returns } from '@buildright/db';
import type { StaffActor } from '../audit/index.ts';
import { conflict } from '../errors.ts';
import { insertOrder, lockOrder } from '../orders/index.ts';
import { calendarDay } from '../shared/calendar-day.ts';
import type { ReturnBuyer } from './access.ts';
import { lockDeliveredOrderOf, openReturn, type BuyerDeps } from './buyer.ts';
import { assertReturnMove, lockReturn, moveReturn } from './move.ts';
import { getReturn } from './read.ts';
import { periodsOf } from './returnable.ts';
import {
  returnNumber,
  returnWindowEnds,
  warrantyEnds,
  type Return,
  type warrantyClaimInput,
} from './shared/returns.ts';

/**
 * A buyer claims the two-year warranty of defective lines of a delivered order, after its
 * return window (a 409 saying to ask for a return within it) and before the warranty ends (a
 * 409 after). A claim is a return of kind `warranty` with reason `defective`: the order row is
 * locked first, so claims and returns at once take turns and never hold more units than were
 * delivered. Answers the claim, numbered as returns are; the buyer is e-mailed its number.
 */
export async function claimWarranty(
  deps: BuyerDeps,
  buyer: ReturnBuyer,
  orderId: number,
  input: z.output<typeof warrantyClaimInput>,
  now = new Date(),
): Promise<Return> {
  const id = await deps.db.transaction(async (tx) => {
    const who = await lockDeliveredOrderOf(tx, buyer, orderId, 'be claimed under warranty');
    const { windowDays, orders } = await periodsOf(tx, [orderId], now);
    const delivered = orders.get(orderId);
    if (!delivered) {
      throw conflict(`Order #${orderId} has no delivery date on record: ask the shop for help`);
    }
    const { deliveredAt, period } = delivered;
    if (period === 'return') {
      const ends = returnWindowEnds(deliveredAt, windowDays);
      throw conflict(
        `Order #${orderId} is within its ${windowDays}-day return window until ${calendarDay(ends)}: ask to return the defective items instead`,
      );
    }
    if (period === 'expired') {
      throw conflict(
        `The two-year warranty of order #${orderId} ended on ${calendarDay(warrantyEnds(deliveredAt))}`,
      );
    }
    return openReturn(tx, {
      orderId,
      kind: 'warranty',
      lines: input.lines,
      reason: 'defective',
      note: input.description,
      photos: input.photos ?? [],
      who,
      shopEmail: deps.shopEmail,
    });
  });
  return getReturn(deps.db, id);
}

/**
 * Staff answer a warranty claim with a replacement: a new order at 0.00 for the claimed lines,
 * to the claim's order's buyer and address, placed through the orders' own insertOrder (stock
 * reserved as for any order: a 409 when it is short, and nothing changes). The original order
 * is locked first, as every move of an order is, then the claim. The buyer is e-mailed the new
 * order's number.
 */
export async function replaceClaim(
  deps: BuyerDeps,
  actor: StaffActor,
  id: number,
): Promise<Return> {
  await deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ orderId: returns.orderId, number: returns.number })
      .from(returns)
      .where(eq(returns.id, id));
    if (found) await lockOrder(tx, found.orderId);
    const row = await lockReturn(tx, id);
    assertReturnMove(row, 'replaced', 'staff');
    const [lines, [order]] = await Promise.all([
      tx
        .select({
          productId: orderItems.productId,
          name: orderItems.name,
          quantity: returnLines.quantity,
        })
        .from(returnLines)
        .innerJoin(orderItems, eq(orderItems.id, returnLines.itemId))
        .where(eq(returnLines.returnId, id)),
      tx
        .select({
          customerId: orders.customerId,
          customerName: orders.customerName,
          customerEmail: orders.customerEmail,
          customerPhone: orders.customerPhone,
          customerAddress: orders.customerAddress,
        })
        .from(orders)
        .where(eq(orders.id, row.orderId)),
    ]);
    const gone = lines.find((line) => line.productId === null);
    if (gone) throw conflict(`${gone.name} is no longer in the catalogue: refund this claim`);
    const replacement = await insertOrder(tx, {
      ...order!,
      items: lines.map((line) => ({ productId: line.productId!, quantity: line.quantity })),
      // Nothing to pay and no invoice: a quote's order stays unpaid until the shop says otherwise.
      paymentMethod: 'quote',
      noCharge: {
        notes: `Warranty replacement for ${returnNumber(found!.number)} (order #${row.orderId}): nothing to pay.`,
      },
    });
    await moveReturn(tx, id, 'replaced', {
      by: 'staff',
      actor,
      shopEmail: deps.shopEmail,
      replacementOrderId: replacement.id,
      changes: [{ field: 'replacement order', from: null, to: `#${replacement.id}` }],
    });
  });
  return getReturn(deps.db, id);
}
