import { type Database } from '@buildright/db';
import type { TrackingCarrier } from './shared/carriers.ts';
import type { OrderStatus } from './shared/order-status.ts';
import { changedFields, recordAudit, type StaffActor } from '../audit/index.ts';
import { discardOrder, moveOrder } from './lifecycle.ts';
import { orderLabel } from './order-audit.ts';
import { getOrder, type Order } from './read.ts';

/**
 * Staff's edit of status, tracking, delivery date and notes. The lifecycle decides what the new
 * status does to stock and refuses impossible moves; the customer hears of a new status or
 * tracking number by e-mail.
 */
export async function updateOrder(
  db: Database,
  actor: StaffActor,
  id: number,
  update: {
    status: OrderStatus;
    trackingNumber: string | null;
    trackingCarrier?: TrackingCarrier | null;
    estimatedDelivery: Date | null;
    notes?: string | null;
  },
  shopEmail: string,
): Promise<Order> {
  const { status, ...changes } = update;
  // No number, nothing to carry: a cleared tracking number takes its carrier with it.
  if (changes.trackingNumber === null) changes.trackingCarrier = null;
  await db.transaction((tx) =>
    moveOrder(tx, id, status, actor, { changes, notifyFrom: shopEmail }),
  );
  return getOrder(db, id);
}

/** Deletes an order; units still held on the shelf for it go back into stock. */
export async function deleteOrder(db: Database, actor: StaffActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await discardOrder(tx, id);
    await recordAudit(tx, actor, {
      action: 'order.deleted',
      entityType: 'order',
      entityId: id,
      entityLabel: orderLabel(id),
      changes: changedFields(deleted, null, ['status', 'customerName', 'total']),
    });
  });
}
