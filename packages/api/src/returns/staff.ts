import { and, eq } from 'drizzle-orm';
import type * as z from 'zod';
import { orderItems, returnLines, returns, type Database } from '@buildright/db';
import type { StaffActor } from '../audit/index.ts';
import { conflict, invalidFields, type FieldIssue } from '../errors.ts';
import { lockOrder, releaseStock } from '../orders/index.ts';
import type { PaymentDeps } from '../payments/index.ts';
import { recordRefund, submitRefundsOf } from '../refunds/index.ts';
import { allocateRefund, type RefundLine } from '../refunds/shared/refunds.ts';
import { getShopSettings } from '../settings/index.ts';
import { formatMoney, fromCents, toCents } from '../shared/money.ts';
import { assertReturnMove, lockReturn, moveReturn } from './move.ts';
import { getReturn } from './read.ts';
import {
  returnRefundCents,
  type Return,
  type returnReceiveInput,
  type returnRefundInput,
} from './shared/returns.ts';

interface StaffDeps {
  db: Database;
  shopEmail: string | null;
}

/** Staff accept a request: the buyer is e-mailed the return slip to send the items with. */
export async function approveReturn(deps: StaffDeps, actor: StaffActor, id: number) {
  await deps.db.transaction((tx) =>
    moveReturn(tx, id, 'approved', { by: 'staff', actor, shopEmail: deps.shopEmail }),
  );
  return getReturn(deps.db, id);
}

/** Staff refuse a request, telling the buyer why; its units may be asked for again. */
export async function rejectReturn(
  deps: StaffDeps,
  actor: StaffActor,
  id: number,
  reason: string,
): Promise<Return> {
  await deps.db.transaction((tx) =>
    moveReturn(tx, id, 'rejected', {
      by: 'staff',
      actor,
      shopEmail: deps.shopEmail,
      rejectionReason: reason,
      changes: [{ field: 'reason', from: null, to: reason }],
    }),
  );
  return getReturn(deps.db, id);
}

/** The lines of a return with what was asked for and the order line's product. */
const linesOf = (db: Pick<Database, 'select'>, returnId: number) =>
  db
    .select({
      itemId: returnLines.itemId,
      productId: orderItems.productId,
      name: orderItems.name,
      unitPrice: orderItems.unitPrice,
      quantity: returnLines.quantity,
      receivedQuantity: returnLines.receivedQuantity,
    })
    .from(returnLines)
    .innerJoin(orderItems, eq(orderItems.id, returnLines.itemId))
    .where(eq(returnLines.returnId, returnId));

/**
 * What arrived of an approved return, line by line: at most what was asked for of each (a 400
 * naming the line otherwise); a line not given arrived with nothing. Units marked restock go
 * back on the shelf through the orders' stock moves (a product back from 0 e-mails those
 * waiting for it); scrapped units do not.
 */
export async function receiveReturn(
  deps: StaffDeps,
  actor: StaffActor,
  id: number,
  input: z.output<typeof returnReceiveInput>,
): Promise<Return> {
  await deps.db.transaction(async (tx) => {
    const row = await lockReturn(tx, id);
    assertReturnMove(row, 'received', 'staff');
    const lines = await linesOf(tx, id);
    const byItem = new Map(lines.map((line) => [line.itemId, line]));
    const issues = input.lines.flatMap(({ itemId, quantity }, index): FieldIssue[] => {
      const line = byItem.get(itemId);
      if (!line) {
        return [
          {
            path: ['lines', index, 'itemId'],
            message: `Item ${itemId} is not a line of this return`,
          },
        ];
      }
      if (quantity <= line.quantity) return [];
      return [
        {
          path: ['lines', index, 'quantity'],
          message: `Quantity must be at most ${line.quantity}, what was asked to return of ${line.name}`,
        },
      ];
    });
    if (issues.length > 0) throw invalidFields(issues);
    const given = new Map(input.lines.map((line) => [line.itemId, line]));
    for (const line of lines) {
      const received = given.get(line.itemId);
      await tx
        .update(returnLines)
        .set({
          receivedQuantity: received?.quantity ?? 0,
          restock: (received?.restock ?? false) && (received?.quantity ?? 0) > 0,
        })
        .where(and(eq(returnLines.returnId, id), eq(returnLines.itemId, line.itemId)));
    }
    // In product order, as every stock move takes its rows, so two receipts never deadlock.
    const restocked = input.lines
      .filter((line) => line.restock && line.quantity > 0)
      .map((line) => ({ productId: byItem.get(line.itemId)!.productId, quantity: line.quantity }))
      .sort((a, b) => (a.productId ?? 0) - (b.productId ?? 0));
    await releaseStock(tx, restocked);
    await moveReturn(tx, id, 'received', {
      by: 'staff',
      actor,
      shopEmail: deps.shopEmail,
      changes: lines.map((line) => {
        const received = given.get(line.itemId);
        const quantity = received?.quantity ?? 0;
        const where = quantity === 0 ? '' : received!.restock ? ', restocked' : ', scrapped';
        return {
          field: line.name,
          from: null,
          to: `${quantity} of ${line.quantity} received${where}`,
        };
      }),
    });
  });
  return getReturn(deps.db, id);
}

/** Staff close a received return without a refund (nothing is owed, or it was settled otherwise). */
export async function closeReturn(deps: StaffDeps, actor: StaffActor, id: number) {
  await deps.db.transaction((tx) =>
    moveReturn(tx, id, 'closed', { by: 'staff', actor, shopEmail: deps.shopEmail }),
  );
  return getReturn(deps.db, id);
}

/**
 * How a return's refund falls on the lines that came back: in proportion to their value, the
 * units no longer sold (the dashboard's best sellers lose them on the refund's day).
 */
function returnRefundLines(
  lines: readonly {
    itemId: number;
    productId: number | null;
    name: string;
    unitPrice: string;
    receivedQuantity: number;
  }[],
  amountCents: number,
): RefundLine[] {
  const received = lines.filter((line) => line.receivedQuantity > 0);
  const sale = received.map((line) => ({
    itemId: line.itemId,
    productId: line.productId,
    name: line.name,
    quantity: line.receivedQuantity,
    cents: toCents(line.unitPrice) * line.receivedQuantity,
  }));
  const valueCents = sale.reduce((sum, line) => sum + line.cents, 0);
  const parts = allocateRefund({
    lines: sale,
    capturedCents: valueCents,
    earlier: [],
    amountCents,
    undoesSale: false,
    final: false,
  });
  return parts.map((part, index) => ({ ...part, units: sale[index]!.quantity }));
}

/**
 * Staff refund a received return, or answer a warranty claim with a refund, through the
 * refunds' one path (the order locked, never more than is left to refund of it): by default a
 * return's received lines' value less the restocking fee for its reason, a claim's claimed
 * lines' value (no fee); `amount` may say otherwise, up to that value (a 400 naming `amount`).
 * A card refund goes to the provider once recorded; the buyer is e-mailed when it succeeds.
 */
export async function refundReturn(
  deps: PaymentDeps,
  actor: StaffActor,
  id: number,
  input: z.output<typeof returnRefundInput>,
): Promise<Return> {
  const orderId = await deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ orderId: returns.orderId })
      .from(returns)
      .where(eq(returns.id, id));
    // The order first, as recording a refund locks it, then the return.
    if (found) await lockOrder(tx, found.orderId);
    const row = await lockReturn(tx, id);
    assertReturnMove(row, 'refunded', 'staff');
    const warranty = row.kind === 'warranty';
    const [lines, settings] = await Promise.all([linesOf(tx, id), getShopSettings(tx)]);
    // A claim's units are given up whole: what it claimed counts as what came back.
    const received = lines.map((line) => ({
      ...line,
      receivedQuantity: warranty ? line.quantity : (line.receivedQuantity ?? 0),
    }));
    const fee = warranty ? 0 : settings.restockingFees[row.reason];
    const suggested = returnRefundCents(received, fee);
    if (suggested.valueCents === 0) {
      throw conflict(
        warranty
          ? 'The claimed lines were bought at 0.00: replace or reject this claim instead'
          : 'Nothing came back with this return: close it instead of refunding it',
      );
    }
    const amountCents = input.amount === undefined ? suggested.amountCents : toCents(input.amount);
    if (amountCents > suggested.valueCents) {
      throw invalidFields([
        {
          path: ['amount'],
          message: `Amount must be at most ${formatMoney(fromCents(suggested.valueCents))}, what ${warranty ? 'was claimed' : 'came back'} is worth`,
        },
      ]);
    }
    if (amountCents === 0) {
      throw conflict(
        `The restocking fee (${fee}%) takes all of this return's value: give an amount, or close it`,
      );
    }
    const refund = await recordRefund(tx, {
      orderId: row.orderId,
      amountCents,
      reason: 'return',
      note: input.note ?? null,
      actor,
      shopEmail: deps.shopEmail,
      forReturn: { returnId: id, lines: returnRefundLines(received, amountCents) },
    });
    await moveReturn(tx, id, 'refunded', {
      by: 'staff',
      actor,
      shopEmail: deps.shopEmail,
      changes: [
        { field: 'refund', from: null, to: refund.amount },
        ...(suggested.feeCents > 0 && input.amount === undefined
          ? [{ field: 'restocking fee', from: null, to: fromCents(suggested.feeCents) }]
          : []),
      ],
    });
    return row.orderId;
  });
  await submitRefundsOf(deps, orderId);
  return getReturn(deps.db, id);
}
