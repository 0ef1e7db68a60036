import { invoices, orderItems, orders, refunds, type Database } from '@buildright/db';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '@buildright/db/domain';

export const DAY = 24 * 60 * 60 * 1000;
/**
 * A moment inside the UTC day `daysAgo` days before today, never later than now: one o'clock, or
 * half-way to now when the test runs in the first hour of the day.
 */
export function dayAt(daysAgo: number): Date {
  const now = Date.now();
  const today = now - (now % DAY);
  return new Date(today - daysAgo * DAY + Math.min(3600_000, (now - today) / 2));
}

let orderCounter = 0;
/** An order placed (and maybe invoiced) at a given moment, with its lines. */
export async function addOrder(
  db: Database,
  values: {
    total: string;
    status?: OrderStatus;
    paymentMethod: PaymentMethod;
    paymentStatus: PaymentStatus;
    placed: Date;
    invoiced?: Date;
    lines?: { productId: number | null; name: string; unitPrice: string; quantity: number }[];
  },
) {
  const [order] = await db
    .insert(orders)
    .values({
      customerName: `Buyer ${++orderCounter}`,
      customerEmail: 'buyer@example.com',
      customerAddress: '1 Yard Road',
      total: values.total,
      status: values.status ?? 'pending',
      paymentMethod: values.paymentMethod,
      paymentStatus: values.paymentStatus,
      createdAt: values.placed,
    })
    .returning();
  if (values.lines?.length) {
    await db
      .insert(orderItems)
      .values(values.lines.map((line) => ({ ...line, orderId: order!.id, category: 'Buckets' })));
  }
  if (values.invoiced) {
    await db
      .insert(invoices)
      .values({ orderId: order!.id, document: {}, issuedAt: values.invoiced });
  }
  return order!;
}

let refundCounter = 0;
/**
 * A refund written as refunds/ writes one, on a given day: `lines` say what it gives back of
 * each product (a cancellation's units too, with `undoesSale`).
 */
export async function addRefund(
  db: Database,
  values: {
    orderId: number;
    amount: string;
    on: Date;
    lines: { productId: number | null; name: string; units: number; cents: number }[];
    undoesSale?: boolean;
  },
) {
  const [refund] = await db
    .insert(refunds)
    .values({
      orderId: values.orderId,
      amount: values.amount,
      reason: values.undoesSale ? 'cancellation' : 'goodwill',
      method: 'card',
      status: 'succeeded',
      idempotencyKey: `test-refund-${++refundCounter}-${Date.now()}`,
      lines: values.lines.map((line, index) => ({ itemId: index + 1, ...line })),
      undoesSale: values.undoesSale ?? false,
      recordedBy: 'test',
      createdAt: values.on,
    })
    .returning();
  return refund!;
}
