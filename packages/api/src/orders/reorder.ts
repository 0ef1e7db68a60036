import { linesOfOrders } from './order-lines.ts';
import { eq, inArray } from 'drizzle-orm';
import { categories, products, type Database } from '@buildright/db';
import type { ProductImage } from '../catalogue/shared/product-image.ts';
import { MAX_LINE_QUANTITY } from './shared/line-quantity.ts';
import { assertOwnOrder } from './customer-orders.ts';

/** What a cart line needs of a product, as the catalogue has it today. */
interface ReorderProduct {
  id: number;
  name: string;
  price: string;
  salePrice: string | null;
  category: string;
  stock: number;
  imageUrl: string | null;
  images: ProductImage[];
}

export interface ReorderLine {
  product: ReorderProduct;
  /** What can be had now: the ordered quantity, capped to the stock. */
  quantity: number;
  ordered: number;
}

export type UnavailableReason = 'deleted' | 'inactive' | 'out-of-stock';

export interface Reorder {
  lines: ReorderLine[];
  /** Ordered products the shop cannot sell now, by the name they were ordered under. */
  unavailable: { name: string; reason: UnavailableReason }[];
}

interface OrderedLine {
  productId: number | null;
  name: string;
  quantity: number;
}

interface CurrentProduct extends ReorderProduct {
  isActive: boolean;
  categoryActive: boolean;
}

/** The order's lines at today's prices and stock, and what can no longer be had. */
function reorderFrom(ordered: OrderedLine[], current: CurrentProduct[]): Reorder {
  const byId = new Map(current.map((product) => [product.id, product]));
  const merged = new Map<number | string, OrderedLine>();
  for (const line of ordered) {
    const key = line.productId ?? `deleted:${line.name}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, quantity: seen.quantity + line.quantity } : line);
  }
  const result: Reorder = { lines: [], unavailable: [] };
  for (const line of merged.values()) {
    const found = line.productId === null ? undefined : byId.get(line.productId);
    if (!found) {
      result.unavailable.push({ name: line.name, reason: 'deleted' });
    } else if (!found.isActive || !found.categoryActive) {
      result.unavailable.push({ name: line.name, reason: 'inactive' });
    } else if (found.stock <= 0) {
      result.unavailable.push({ name: line.name, reason: 'out-of-stock' });
    } else {
      const { isActive: _isActive, categoryActive: _categoryActive, ...product } = found;
      const quantity = Math.min(line.quantity, product.stock, MAX_LINE_QUANTITY);
      result.lines.push({ product, quantity, ordered: line.quantity });
    }
  }
  return result;
}

/** "Order again": the customer's own order, priced and stocked as the catalogue is today. */
export async function reorder(db: Database, customerId: number, orderId: number): Promise<Reorder> {
  await assertOwnOrder(db, customerId, orderId);
  const ordered = (await linesOfOrders(db, [orderId])).get(orderId)!;
  const ids = ordered.flatMap((line) => (line.productId === null ? [] : [line.productId]));
  const current =
    ids.length === 0
      ? []
      : await db
          .select({
            id: products.id,
            name: products.name,
            price: products.price,
            salePrice: products.salePrice,
            category: categories.name,
            stock: products.stock,
            imageUrl: products.imageUrl,
            images: products.images,
            isActive: products.isActive,
            categoryActive: categories.isActive,
          })
          .from(products)
          .innerJoin(categories, eq(categories.id, products.categoryId))
          .where(inArray(products.id, ids));
  return reorderFrom(ordered, current);
}
