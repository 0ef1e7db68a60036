import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { categories, products, type Transaction } from '@buildright/db';
import { conflict } from '../errors.ts';
import type { CartLineInput } from './shared/order-input.ts';
import { fromCents } from '../shared/money.ts';
import { buyerUnitPrices } from '../pricing/index.ts';
import { displayImage } from '../catalogue/shared/product-image.ts';

export interface ReservedLine {
  productId: number;
  name: string;
  category: string;
  imageUrl: string;
  unitPrice: string;
  quantity: number;
}

/** One line per product, in id order, so concurrent orders lock rows in the same order. */
function mergeLines(lines: readonly CartLineInput[]): CartLineInput[] {
  const quantities = new Map<number, number>();
  for (const line of lines) {
    quantities.set(line.productId, (quantities.get(line.productId) ?? 0) + line.quantity);
  }
  return [...quantities]
    .sort(([a], [b]) => a - b)
    .map(([productId, quantity]) => ({ productId, quantity }));
}

/**
 * Takes the units out of stock inside the caller's transaction and returns each line priced
 * from the database for the buyer at the line's quantity (list, sale, volume tier and the price
 * list of `companyId`, the buyer's company). The conditional decrement makes it atomic: of two
 * buyers of the last unit, exactly one succeeds.
 */
export async function reserveStock(
  tx: Transaction,
  lines: readonly CartLineInput[],
  companyId: number | null = null,
): Promise<ReservedLine[]> {
  const merged = mergeLines(lines);
  const found = await tx
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      salePrice: products.salePrice,
      imageUrl: products.imageUrl,
      images: products.images,
      category: categories.name,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(
      and(
        inArray(
          products.id,
          merged.map((line) => line.productId),
        ),
        eq(products.isActive, true),
        eq(categories.isActive, true),
      ),
    );
  const byId = new Map(found.map((product) => [product.id, product]));
  const sold = merged.map((line) => {
    const product = byId.get(line.productId);
    if (!product) throw conflict(`Product ${line.productId} is no longer available`);
    return { product, quantity: line.quantity };
  });
  const unitCents = await buyerUnitPrices(tx, companyId, sold);

  const reserved: ReservedLine[] = [];
  for (const [index, { product, quantity }] of sold.entries()) {
    const [taken] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${quantity}` })
      .where(and(eq(products.id, product.id), gte(products.stock, quantity)))
      .returning({ stock: products.stock });
    if (!taken) {
      const [current] = await tx
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, product.id));
      const left = current?.stock ?? 0;
      throw conflict(
        left === 0
          ? `${product.name} is out of stock`
          : `Not enough stock for ${product.name}: only ${left} left`,
      );
    }
    reserved.push({
      productId: product.id,
      name: product.name,
      category: product.category,
      imageUrl: displayImage(product),
      unitPrice: fromCents(unitCents[index]!),
      quantity,
    });
  }
  return reserved;
}

/** Puts the units of an order back, for products that still exist. */
export async function releaseStock(
  tx: Transaction,
  lines: readonly { productId: number | null; quantity: number }[],
): Promise<void> {
  for (const line of lines) {
    if (line.productId === null) continue;
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.quantity}` })
      .where(eq(products.id, line.productId));
  }
}
