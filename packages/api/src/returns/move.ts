import { eq } from 'drizzle-orm';
import { returns, type AuditChange, type Transaction } from '@buildright/db';
import type { StaffActor } from '../audit/index.ts';
import { conflict, notFound } from '../errors.ts';
import { publish } from '../events/index.ts';
import type { BuyerActor } from './access.ts';
import {
  returnMoveAllowed,
  returnMoveRefusal,
  type ReturnKind,
  type ReturnMover,
  type ReturnStatus,
} from './shared/returns.ts';

declare module '../events/events.ts' {
  interface DomainEvents {
    /**
     * A return was asked for (`from` null) or moved: the activity log records who did what, and
     * the buyer is e-mailed at each step that concerns them.
     */
    'return.moved': {
      returnId: number;
      orderId: number;
      kind: ReturnKind;
      from: ReturnStatus | null;
      to: ReturnStatus;
      actor: StaffActor | BuyerActor;
      /** What the step changed besides the status, for the activity log (received units, a refund). */
      changes: AuditChange[];
      /** The reply-to of the buyer's e-mail. */
      shopEmail: string | null;
    };
  }
}

/** Takes the return row for this transaction: the moves of one return happen in turn. */
export async function lockReturn(tx: Transaction, id: number) {
  const [row] = await tx
    .select({
      id: returns.id,
      orderId: returns.orderId,
      kind: returns.kind,
      status: returns.status,
      reason: returns.reason,
    })
    .from(returns)
    .where(eq(returns.id, id))
    .for('update');
  if (!row) throw notFound(`No return with id ${id}`);
  return row;
}

interface Move {
  by: ReturnMover;
  actor: StaffActor | BuyerActor;
  shopEmail: string | null;
  /** Staff's reason, with a rejection. */
  rejectionReason?: string;
  /** The order at 0.00 that replaces a warranty claim's lines. */
  replacementOrderId?: number;
  changes?: AuditChange[];
}

/** Refuses (409, nothing changed) a move the return's table does not have for this mover. */
export function assertReturnMove(
  row: { kind: ReturnKind; status: ReturnStatus },
  to: ReturnStatus,
  by: ReturnMover,
): void {
  if (!returnMoveAllowed(row.kind, row.status, to, by)) {
    throw conflict(returnMoveRefusal(row.kind, row.status, to, by));
  }
}

/**
 * The one way a return's status changes, in the caller's transaction: the row locked, the move
 * checked against the table of moves (a 409 with the reason otherwise), the row written and
 * `return.moved` published for the activity log and the buyer's e-mail.
 */
export async function moveReturn(
  tx: Transaction,
  returnId: number,
  to: ReturnStatus,
  move: Move,
): Promise<void> {
  const row = await lockReturn(tx, returnId);
  assertReturnMove(row, to, move.by);
  await tx
    .update(returns)
    .set({
      status: to,
      updatedAt: new Date(),
      ...(move.rejectionReason === undefined ? {} : { rejectionReason: move.rejectionReason }),
      ...(move.replacementOrderId === undefined
        ? {}
        : { replacementOrderId: move.replacementOrderId }),
    })
    .where(eq(returns.id, returnId));
  await publish(tx, 'return.moved', {
    returnId,
    orderId: row.orderId,
    kind: row.kind,
    from: row.status,
    to,
    actor: move.actor,
    changes: move.changes ?? [],
    shopEmail: move.shopEmail,
  });
}
