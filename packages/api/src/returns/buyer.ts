import type * as z from 'zod';
import { returnLines, returns, type Database, type Transaction } from '@buildright/db';
import { conflict, invalidFields, notFound, type FieldIssue } from '../errors.ts';
import { lockOrder } from '../orders/index.ts';
import { lifecycleStatus } from '../orders/shared/order-lifecycle.ts';
import { publish } from '../events/index.ts';
import { assertBuyerOf, type ReturnBuyer } from './access.ts';
import { moveReturn, lockReturn } from './move.ts';
import { attachPhotos } from './photos.ts';
import { getReturn, returnsOfOrder } from './read.ts';
import { periodsOf, returnableLinesOf } from './returnable.ts';
import { calendarDay } from '../shared/calendar-day.ts';
import {
  returnWindowEnds,
  type Return,
  type ReturnKind,
  type ReturnReason,
  type returnRequestInput,
} from './shared/returns.ts';

export interface BuyerDeps {
  db: Database;
  shopEmail: string | null;
}

/**
 * Why these lines cannot be returned or claimed, line by line: not a line of the order, or more
 * units than it may still return or claim (delivered, less what returns and claims not rejected
 * or cancelled hold).
 */
function lineIssues(
  verb: 'return' | 'claim',
  orderId: number,
  asked: readonly { itemId: number; quantity: number }[],
  lines: Awaited<ReturnType<typeof returnableLinesOf>>,
): FieldIssue[] {
  const byItem = new Map(lines.map((line) => [line.itemId, line]));
  return asked.flatMap(({ itemId, quantity }, index): FieldIssue[] => {
    const line = byItem.get(itemId);
    if (!line) {
      return [
        {
          path: ['lines', index, 'itemId'],
          message: `Item ${itemId} is not a line of order #${orderId}`,
        },
      ];
    }
    if (quantity <= line.returnable) return [];
    return [
      {
        path: ['lines', index, 'quantity'],
        message:
          line.returnable === 0
            ? `Nothing is left to ${verb} of ${line.name}`
            : `Quantity must be at most ${line.returnable}, what is left to ${verb} of ${line.name}`,
      },
    ];
  });
}

/**
 * The order a buyer may return or claim lines of, locked (as every move of an order is, so
 * requests at once take turns): theirs to ask about, and delivered; a 409 saying what `may` ask
 * otherwise.
 */
export async function lockDeliveredOrderOf(
  tx: Transaction,
  buyer: ReturnBuyer,
  orderId: number,
  may: string,
) {
  const who = await assertBuyerOf(tx, buyer, orderId);
  const order = await lockOrder(tx, orderId);
  if (lifecycleStatus(order.status) !== 'delivered') {
    throw conflict(
      `Order #${orderId} has not been delivered: only the lines of a delivered order may ${may}`,
    );
  }
  return who;
}

/**
 * A buyer asks to return lines of a delivered order within its return window. The order row is
 * locked first (as every move of an order is), so requests at once take turns and never ask
 * for more units than were delivered less those already asked for or returned. Answers the
 * return, numbered RMA-000001 on; the buyer is e-mailed its number and what happens next.
 */
export async function requestReturn(
  deps: BuyerDeps,
  buyer: ReturnBuyer,
  orderId: number,
  input: z.output<typeof returnRequestInput>,
  now = new Date(),
): Promise<Return> {
  const id = await deps.db.transaction(async (tx) => {
    const who = await lockDeliveredOrderOf(tx, buyer, orderId, 'be returned');
    const { windowDays, orders } = await periodsOf(tx, [orderId], now);
    const delivered = orders.get(orderId);
    if (!delivered) {
      throw conflict(`Order #${orderId} has no delivery date on record: ask the shop to return it`);
    }
    if (delivered.period !== 'return') {
      const ends = returnWindowEnds(delivered.deliveredAt, windowDays);
      throw conflict(
        `The ${windowDays}-day return window of order #${orderId} ended on ${calendarDay(ends)}`,
      );
    }
    return openReturn(tx, {
      orderId,
      kind: 'return',
      lines: input.lines,
      reason: input.reason,
      note: input.note ?? null,
      photos: input.photos ?? [],
      who,
      shopEmail: deps.shopEmail,
    });
  });
  return getReturn(deps.db, id);
}

/** An order's returns, newest first, for its buyer; another's order is a 404. */
export async function buyerReturnsOfOrder(
  db: Database,
  buyer: ReturnBuyer,
  orderId: number,
): Promise<Return[]> {
  await assertBuyerOf(db, buyer, orderId);
  return returnsOfOrder(db, orderId);
}

/**
 * The buyer withdraws a return no one has decided on yet (a 409 otherwise); another's return
 * is a 404. Its units may be asked for again. A guest names the order too (`orderId`): their
 * address is checked against it before anything of the return is read, and a return of another
 * order is a 404.
 */
export async function cancelReturn(
  deps: BuyerDeps,
  buyer: ReturnBuyer,
  returnId: number,
  orderId?: number,
): Promise<Return> {
  const missing = `No return with id ${returnId}`;
  await deps.db.transaction(async (tx) => {
    if (orderId !== undefined) await assertBuyerOf(tx, buyer, orderId);
    const row = await lockReturn(tx, returnId);
    if (orderId !== undefined && row.orderId !== orderId) throw notFound(missing);
    const who = await assertBuyerOf(tx, buyer, row.orderId, missing);
    await moveReturn(tx, returnId, 'cancelled', {
      by: 'buyer',
      actor: who.actor,
      shopEmail: deps.shopEmail,
    });
  });
  return getReturn(deps.db, returnId);
}

/**
 * Writes a return or a warranty claim of an order its caller locked (so requests at once take
 * turns), once each line is checked against what it may still return or claim (a 400 naming
 * the line otherwise), with the photos uploaded for it (a 400 naming one that is not), and
 * publishes it for the activity log and the buyer's e-mail.
 */
export async function openReturn(
  tx: Transaction,
  open: {
    orderId: number;
    kind: ReturnKind;
    lines: readonly { itemId: number; quantity: number }[];
    reason: ReturnReason;
    note: string | null;
    photos: readonly string[];
    who: Awaited<ReturnType<typeof assertBuyerOf>>;
    shopEmail: string | null;
  },
): Promise<number> {
  const { orderId, kind, who } = open;
  const lines = await returnableLinesOf(tx, [orderId]);
  const issues = lineIssues(kind === 'warranty' ? 'claim' : 'return', orderId, open.lines, lines);
  if (issues.length > 0) throw invalidFields(issues);
  const nameOf = new Map(lines.map((line) => [line.itemId, line.name]));
  const [created] = await tx
    .insert(returns)
    .values({
      orderId,
      kind,
      reason: open.reason,
      note: open.note,
      customerId: who.customerId,
      requestedBy: who.requestedBy,
    })
    .returning({ id: returns.id });
  await tx
    .insert(returnLines)
    .values(open.lines.map((line) => ({ returnId: created!.id, ...line })));
  await attachPhotos(tx, orderId, created!.id, open.photos);
  await publish(tx, 'return.moved', {
    returnId: created!.id,
    orderId,
    kind,
    from: null,
    to: 'requested',
    actor: who.actor,
    changes: open.lines.map((line) => ({
      field: nameOf.get(line.itemId)!,
      from: null,
      to: line.quantity,
    })),
    shopEmail: open.shopEmail,
  });
  return created!.id;
}
