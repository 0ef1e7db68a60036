import type { Transaction } from '@buildright/db';
import { changedFields, recordAudit } from '../audit/index.ts';
import type { DomainEvents } from '../events/index.ts';

export const orderLabel = (id: number) => `Order #${id}`;

const auditedFields = [
  'status',
  'trackingNumber',
  'trackingCarrier',
  'estimatedDelivery',
  'notes',
] as const;

/** Staff changed an order (its status, tracking or notes): the activity log says what. */
export async function auditOrderChange(
  tx: Transaction,
  { orderId, before, changes, actor, auditAction }: DomainEvents['order.changed'],
): Promise<void> {
  if (!actor) return;
  const audited = changedFields(before, changes, auditedFields);
  if (audited.length === 0) return;
  await recordAudit(tx, actor, {
    action: auditAction,
    entityType: 'order',
    entityId: orderId,
    entityLabel: orderLabel(orderId),
    changes: audited,
  });
}
