import { asc, eq, inArray } from 'drizzle-orm';
import { orderItems, products, type Database, type Transaction } from '@buildright/db';
import { lineTotalCents } from '../catalogue/shared/pricing.ts';
import { fromCents } from '../shared/money.ts';

/**
 * An order's line as it was sold. Its total is the unit price times the quantity, by the one
 * pricing rule; its SKU is the product's now (null once the product is gone).
 */
interface SoldLine {
  /** The order line's own id (order_items.id), which returns name. */
  itemId: number;
  productId: number | null;
  name: string;
  sku: string | null;
  category: string;
  imageUrl: string | null;
  unitPrice: string;
  quantity: number;
  lineTotal: string;
}

/**
 * The one read of orders' lines, for every view and document of an order (the account, the
 * lookup, the admin, e-mails, the invoice, the CSV export): each order's lines in the order they
 * were added, by order id.
 */
export async function linesOfOrders(
  db: Database | Transaction,
  orderIds: readonly number[],
): Promise<Map<number, SoldLine[]>> {
  const byOrder = new Map<number, SoldLine[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      orderId: orderItems.orderId,
      itemId: orderItems.id,
      productId: orderItems.productId,
      name: orderItems.name,
      sku: products.sku,
      category: orderItems.category,
      imageUrl: orderItems.imageUrl,
      unitPrice: orderItems.unitPrice,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.id));
  for (const { orderId, ...line } of rows) {
    byOrder.get(orderId)!.push({
      ...line,
      lineTotal: fromCents(lineTotalCents({ price: line.unitPrice }, line.quantity)),
    });
  }
  return byOrder;
}
