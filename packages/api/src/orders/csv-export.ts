import { linesOfOrders } from './order-lines.ts';
import { subtotalOf } from './shared/order-charges.ts';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { invoices, localUsers, orders, type Database } from '@buildright/db';
import type { OrderExportInput } from '../catalogue/shared/csv.ts';
import { addDays, invoiceNumber, isoDate } from '../quotes/shared/quotes.ts';
import { keysetBatches } from '../database/index.ts';
import { csvChunks, type CsvExportOptions } from '../catalogue/index.ts';

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

interface OrderKey {
  /** The timestamp as PostgreSQL writes it: a Date would drop its microseconds. */
  createdAt: string;
  id: number;
}

function readOrders(
  db: Database,
  { from, to }: OrderExportInput,
  after: OrderKey | undefined,
  limit: number,
) {
  return db
    .select({
      id: orders.id,
      key: sql<string>`${orders.createdAt}::text`,
      createdAt: orders.createdAt,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      company: localUsers.company,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
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
        after &&
          sql`(${orders.createdAt}, ${orders.id}) > (${after.createdAt}::timestamptz, ${after.id})`,
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(limit);
}

/** Each order's lines summed, as every view of the order sums them, for the orders `ids`. */
async function subtotals(db: Database, ids: number[]): Promise<Map<number, string>> {
  const lines = await linesOfOrders(db, ids);
  return new Map([...lines].map(([orderId, sold]) => [orderId, subtotalOf(sold)]));
}

async function* orderRows(db: Database, range: OrderExportInput, batchSize: number) {
  const batches = keysetBatches(
    batchSize,
    (after: OrderKey | undefined, limit) => readOrders(db, range, after, limit),
    (order) => ({ createdAt: order.key, id: order.id }),
  );
  for await (const batch of batches) {
    const sums = await subtotals(
      db,
      batch.map((order) => order.id),
    );
    yield batch.map((order) => [
      order.id,
      isoDate(order.createdAt),
      order.customerName,
      order.customerEmail,
      order.company,
      // Legacy rows say "completed"; the shop has called that delivered since.
      order.status === 'completed' ? 'delivered' : order.status,
      order.paymentMethod,
      order.paymentStatus,
      sums.get(order.id) ?? '0.00',
      order.discount,
      order.deliveryCharge,
      order.total,
      order.poNumber,
      order.invoiceId === null ? null : invoiceNumber(order.invoiceId),
    ]);
  }
}

/**
 * The accountant's CSV: every order placed from `from` to `to` (whole UTC days), oldest first,
 * as text a batch of orders (and their lines' sums) at a time. Amounts are the database's
 * decimals as text, never floats.
 */
export function exportOrdersCsv(
  db: Database,
  range: OrderExportInput,
  { batchSize = 2_000 }: CsvExportOptions = {},
): AsyncGenerator<string> {
  return csvChunks(columns, orderRows(db, range, batchSize));
}
