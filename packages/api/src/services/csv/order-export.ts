import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { invoices, localUsers, orders, type Database } from '@buildright/db';
import type { OrderExportInput } from '../../shared/csv.ts';
import { addDays, invoiceNumber, isoDate } from '../../shared/quotes.ts';
import { csvDocument } from './cells.ts';

const columns = [
  'order_id',
  'date',
  'customer_name',
  'email',
  'company',
  'status',
  'payment_method',
  'payment_status',
  'subtotal',
  'discount',
  'delivery',
  'total',
  'po_number',
  'invoice_number',
];

/**
 * The accountant's CSV: every order placed from `from` to `to` (whole UTC days), oldest first.
 * Amounts are the database's decimals as text, never floats.
 */
export async function exportOrdersCsv(db: Database, { from, to }: OrderExportInput) {
  const rows = await db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      company: localUsers.company,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      subtotal: sql<string>`(
        select coalesce(sum(unit_price * quantity), 0)::numeric(12, 2)::text
        from order_items where order_items.order_id = ${orders.id}
      )`,
      discount: orders.discount,
      deliveryCharge: orders.deliveryCharge,
      total: orders.total,
      poNumber: orders.poNumber,
      invoiceId: invoices.id,
    })
    .from(orders)
    .leftJoin(localUsers, eq(localUsers.id, orders.customerId))
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(
      and(
        gte(orders.createdAt, new Date(`${from}T00:00:00Z`)),
        lt(orders.createdAt, new Date(`${addDays(to, 1)}T00:00:00Z`)),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return csvDocument(
    columns,
    rows.map((order) => [
      order.id,
      isoDate(order.createdAt),
      order.customerName,
      order.customerEmail,
      order.company,
      // Legacy rows say "completed"; the shop has called that delivered since.
      order.status === 'completed' ? 'delivered' : order.status,
      order.paymentMethod,
      order.paymentStatus,
      order.subtotal,
      order.discount,
      order.deliveryCharge,
      order.total,
      order.poNumber,
      order.invoiceId === null ? null : invoiceNumber(order.invoiceId),
    ]),
  );
}
