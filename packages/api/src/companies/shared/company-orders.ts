import * as z from 'zod';
import { optionalText, pageField, requiredText } from '../../shared/fields.ts';
import type {
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
} from '../../orders/shared/order-status.ts';
import { placeOrderInput } from '../../orders/shared/order-input.ts';

/** A company member's order on the company's account: checkout's details and an optional PO. */
export const accountOrderInput = placeOrderInput.extend({ poNumber: optionalText(100) });
export type AccountOrderInput = z.output<typeof accountOrderInput>;

/** An approver turns an order down with a note the buyer reads. */
export const approvalRejectInput = z.object({
  note: requiredText('Say why the order is rejected', 1000),
});

export interface ApprovalLine {
  name: string;
  quantity: number;
  lineTotal: string;
}

/** An order waiting for the company's approval, as its approvers see it. */
export interface PendingApproval {
  orderId: number;
  placedBy: string;
  placedByEmail: string;
  placedAt: Date;
  total: string;
  poNumber: string | null;
  /** On the company's account, by the buyer's card once approved, or on a purchase order. */
  paymentMethod: 'account' | 'card' | 'po';
  reason: string;
  /** When its units go back on sale and it is cancelled, unless decided first. */
  holdUntil: Date;
  /** Placed by the member reading the queue, who may not decide it: another approver does. */
  placedByYou: boolean;
  lines: ApprovalLine[];
}

/** A page of a company's orders, the newest first. */
export const companyOrdersInput = z.strictObject({ page: pageField });
export type CompanyOrdersInput = z.input<typeof companyOrdersInput>;

/** A company's order as its admins, approvers and staff list it. */
export interface CompanyOrderSummary {
  id: number;
  createdAt: Date;
  placedBy: string;
  total: string;
  status: OrderStatus | 'completed';
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  poNumber: string | null;
}

export interface CompanyOrderPage {
  orders: CompanyOrderSummary[];
  total: number;
  totalIsEstimate: boolean;
  pageSize: number;
}
