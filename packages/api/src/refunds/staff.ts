import type * as z from 'zod';
import type { StaffActor } from '../audit/index.ts';
import { forbidden } from '../errors.ts';
import type { PaymentDeps } from '../payments/index.ts';
import { toCents } from '../shared/money.ts';
import { roleMay, staffRoleLabels, type StaffRole } from '../staff/shared/staff.ts';
import { orderToRefund } from './capture.ts';
import { getRefund } from './read.ts';
import { leftToRefund, recordRefund } from './record.ts';
import type { refundInput } from './shared/refunds.ts';
import { submitRefund } from './submit.ts';

/**
 * Staff refund an order by amount and reason: recorded with the order locked, then, for a card,
 * asked of the provider at once (the test provider confirms at once; Stripe answers pending
 * until its webhook says more). Answers the refund as it then stands.
 */
export async function refundOrder(
  deps: PaymentDeps,
  actor: StaffActor,
  orderId: number,
  input: z.output<typeof refundInput>,
) {
  const refund = await deps.db.transaction((tx) =>
    recordRefund(tx, {
      orderId,
      amountCents: toCents(input.amount),
      reason: input.reason,
      note: input.note ?? null,
      actor,
      shopEmail: deps.shopEmail,
    }),
  );
  await submitRefund(deps, refund.id);
  return getRefund(deps.db, refund.id);
}

/**
 * Cancelling an order whose money was taken refunds it, so it needs the role that may refund:
 * refused (403, nothing changed) for staff whose role may change orders but not give money back.
 */
export async function assertMayCancel(
  deps: PaymentDeps,
  staff: { staffRole: StaffRole },
  orderId: number,
): Promise<void> {
  if (roleMay(staff.staffRole, 'refunds.manage')) return;
  const order = await orderToRefund(deps.db, orderId);
  if (order && (await leftToRefund(deps.db, orderId, order, false)) > 0) {
    throw forbidden(
      `Cancelling this order refunds what was paid, which your role (${staffRoleLabels[staff.staffRole]}) does not allow: ask an owner or a manager`,
    );
  }
}
