import { asc, eq } from 'drizzle-orm';
import { categories, orderItems, products, type Database } from '@buildright/db';
import { assertOwnOrder } from '../orders/index.ts';
import { MAX_LINE_QUANTITY } from '../orders/shared/line-quantity.ts';
import { createSavedList } from './lists.ts';
import type { ListLineInput, SavedList } from './shared/lists.ts';

/**
 * A new list from one of the customer's orders: its products the shop still sells, each once
 * with the quantity ordered. Answers the list and how many ordered products were left out.
 */
export async function listFromOrder(
  db: Database,
  customerId: number,
  orderId: number,
  name: string,
): Promise<{ list: SavedList; leftOut: number }> {
  await assertOwnOrder(db, customerId, orderId);
  const ordered = await db
    .select({
      productId: orderItems.productId,
      quantity: orderItems.quantity,
      sold: products.isActive,
      categorySold: categories.isActive,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const lines = new Map<number, ListLineInput>();
  let leftOut = 0;
  for (const line of ordered) {
    if (line.productId === null || !line.sold || !line.categorySold) {
      leftOut++;
      continue;
    }
    const seen = lines.get(line.productId)?.quantity ?? 0;
    const quantity = Math.min(seen + line.quantity, MAX_LINE_QUANTITY);
    lines.set(line.productId, { productId: line.productId, quantity });
  }
  const list = await createSavedList(db, customerId, { name, lines: [...lines.values()] });
  return { list, leftOut };
}
