import { eq, inArray, sql } from 'drizzle-orm';
import { categories, orderItems, orders, products, type Transaction } from '@buildright/db';
import type { QuoteLine } from '@buildright/db/domain';
import { conflict, invalidFields, type FieldIssue } from '../errors.ts';
import { displayImage } from '../catalogue/shared/product-image.ts';
import type { QuoteRevisionInput } from './shared/quotes.ts';
import { stockLinesOf, releaseStock, reserveStock } from '../orders/index.ts';

/**
 * Staff's lines as the revision freezes them: each product must exist and be on sale (a 400
 * naming the line otherwise); name, SKU and image are copied, the price is staff's.
 */
export async function quoteLinesOf(
  tx: Transaction,
  input: QuoteRevisionInput['lines'],
): Promise<{ lines: QuoteLine[]; stock: Map<number, number> }> {
  const found = await tx
    .select({
      id: products.id,
      name: products.name,
      sku: products.sku,
      imageUrl: products.imageUrl,
      images: products.images,
      stock: products.stock,
      category: categories.name,
      onSale: sql<boolean>`${products.isActive} and ${categories.isActive}`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(
      inArray(
        products.id,
        input.map((line) => line.productId),
      ),
    );
  const byId = new Map(found.map((product) => [product.id, product]));
  const issues: FieldIssue[] = [];
  const lines: QuoteLine[] = [];
  input.forEach((line, index) => {
    const product = byId.get(line.productId);
    if (!product || !product.onSale) {
      issues.push({
        path: ['lines', index, 'productId'],
        message: product
          ? `${product.name} is not on sale; remove it from the quote`
          : `There is no product ${line.productId}`,
      });
      return;
    }
    lines.push({
      productId: product.id,
      name: product.name,
      sku: product.sku,
      category: product.category,
      imageUrl: displayImage(product),
      unitPrice: line.unitPrice,
      quantity: line.quantity,
    });
  });
  if (issues.length > 0) throw invalidFields(issues);
  return { lines, stock: new Map(found.map((product) => [product.id, product.stock])) };
}

async function reservedBy(tx: Transaction, orderId: number): Promise<Map<number, number>> {
  const reserved = new Map<number, number>();
  for (const line of await stockLinesOf(tx, orderId)) {
    if (line.productId !== null) {
      reserved.set(line.productId, (reserved.get(line.productId) ?? 0) + line.quantity);
    }
  }
  return reserved;
}

/** Refuses lines the stock cannot cover, counting what the quote's order already holds. */
export async function assertStockCovers(
  tx: Transaction,
  orderId: number,
  lines: readonly QuoteLine[],
  stock: Map<number, number>,
): Promise<void> {
  const reserved = await reservedBy(tx, orderId);
  for (const line of lines) {
    const available = (stock.get(line.productId) ?? 0) + (reserved.get(line.productId) ?? 0);
    if (line.quantity > available) {
      throw conflict(
        available === 0
          ? `${line.name} is out of stock`
          : `Not enough stock for ${line.name}: only ${available} available for this quote`,
      );
    }
  }
}

/**
 * Moves the order's reservation to a revision's lines: units no longer quoted go back, added
 * units are taken (refused when short), and the order's lines and totals become the revision's.
 */
export async function moveReservation(
  tx: Transaction,
  orderId: number,
  lines: readonly QuoteLine[],
  totals: { total: string; discount: string; deliveryCharge: string },
): Promise<void> {
  const reserved = await reservedBy(tx, orderId);
  const wanted = new Map(lines.map((line) => [line.productId, line.quantity]));
  const release = [...reserved]
    .filter(([productId, quantity]) => quantity > (wanted.get(productId) ?? 0))
    .map(([productId, quantity]) => ({
      productId,
      quantity: quantity - (wanted.get(productId) ?? 0),
    }));
  const take = [...wanted]
    .filter(([productId, quantity]) => quantity > (reserved.get(productId) ?? 0))
    .map(([productId, quantity]) => ({
      productId,
      quantity: quantity - (reserved.get(productId) ?? 0),
    }));
  await releaseStock(tx, release);
  if (take.length > 0) await reserveStock(tx, take);

  await tx.delete(orderItems).where(eq(orderItems.orderId, orderId));
  await tx.insert(orderItems).values(
    lines.map((line) => ({
      orderId,
      productId: line.productId,
      name: line.name,
      category: line.category,
      imageUrl: line.imageUrl,
      unitPrice: line.unitPrice,
      quantity: line.quantity,
    })),
  );
  await tx
    .update(orders)
    .set({
      total: totals.total,
      discount: totals.discount,
      deliveryCharge: totals.deliveryCharge,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, orderId));
}
