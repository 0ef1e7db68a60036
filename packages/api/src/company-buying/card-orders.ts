// A company member's card order counts against their spending limits: within them it is paid at
// checkout; past them it is sent for the company's approval and paid by card once approved
// (payments/approved-order-payment.ts).
import type { Database, Transaction } from '@buildright/db';
import { conflict } from '../errors.ts';
import { insertOrder, type OrderAdmission, getOrder, type Order } from '../orders/index.ts';
import type { PlaceOrderInput } from '../orders/shared/order-input.ts';
import { MAX_CARD_PAYMENT_CENTS } from '../payments/shared/payments.ts';
import { lockCompany, limitsOf, spendingApproval } from '../companies/index.ts';
import { queueApprovalRequest } from './order-mail.ts';

/**
 * A card checkout's order: a member's is the company's, and refused (409, nothing placed) past
 * their limits, with the way to send it for approval instead. Anyone else's simply goes ahead.
 */
export async function cardCheckoutAdmission(
  tx: Transaction,
  customerId: number | null,
  totalCents: number,
  now = new Date(),
): Promise<OrderAdmission> {
  const member = customerId === null ? undefined : await limitsOf(tx, customerId, { lock: true });
  if (!member) return { status: 'pending' };
  const approval = await spendingApproval(tx, member, totalCents, now);
  if (approval) {
    throw conflict(
      `${approval.approvalReason}: send this order for your company's approval at checkout, and pay by card once it is approved`,
    );
  }
  return { status: 'pending', companyId: member.companyId };
}

/**
 * A member's card order past their limits, sent for the company's approval: its units held for
 * APPROVAL_HOLD_DAYS, nothing paid yet, the approvers e-mailed. Refused (409) for a customer in
 * no company, or an order within their limits, which is paid at checkout as any other.
 */
export async function sendCardOrderForApproval(
  db: Database,
  customerId: number,
  input: PlaceOrderInput,
  now = new Date(),
): Promise<Order> {
  return db.transaction(async (tx) => {
    const member = await limitsOf(tx, customerId, { lock: true });
    if (!member) {
      throw conflict("Only a company member's order waits for approval: pay by card at checkout");
    }
    const admit = async (totalCents: number): Promise<OrderAdmission> => {
      const approval = await spendingApproval(tx, member, totalCents, now);
      if (!approval) {
        throw conflict('This order is within your spending limits: pay for it by card at checkout');
      }
      // Not paid for until it is approved (initialPaymentStatus).
      return { status: 'awaiting_approval', companyId: member.companyId, ...approval };
    };
    const placed = await insertOrder(tx, {
      ...input,
      customerId,
      paymentMethod: 'card',
      maxTotalCents: MAX_CARD_PAYMENT_CENTS,
      admit,
    });
    const order = await getOrder(tx, placed.id);
    await queueApprovalRequest(tx, order, await lockCompany(tx, member.companyId));
    return order;
  });
}
