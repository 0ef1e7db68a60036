import { and, eq, inArray, sql } from 'drizzle-orm';
import { categories, products, type Database, type Transaction } from '@buildright/db';
import { badRequest } from '../errors.ts';
import { fromCents } from '../shared/money.ts';
import type { ListProduct } from './shared/lists.ts';

/** The columns a list's line shows of its product, joined to its category. */
export const listProductColumns = {
  id: products.id,
  name: products.name,
  sku: products.sku,
  category: categories.name,
  price: products.price,
  salePrice: products.salePrice,
  stock: products.stock,
  imageUrl: products.imageUrl,
  images: products.images,
  shown: sql<boolean>`${products.isActive} and ${categories.isActive}`,
};

type ListProductRow = Omit<ListProduct, 'unitPrice'>;

/** The product as the list shows it, at the reader's unit price (pricing's buyerUnitPrices). */
export function toListProduct(row: ListProductRow, unitCents: number): ListProduct {
  return { ...row, unitPrice: fromCents(unitCents) };
}

/**
 * Refuses a product the shop does not sell now (unknown, hidden, or in a hidden category): a list
 * starts from what a buyer can order.
 */
export async function assertSoldProducts(
  db: Database | Transaction,
  productIds: readonly number[],
): Promise<void> {
  if (productIds.length === 0) return;
  const sold = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(
      and(
        inArray(products.id, [...productIds]),
        eq(products.isActive, true),
        eq(categories.isActive, true),
      ),
    );
  const soldIds = new Set(sold.map((row) => row.id));
  const missing = productIds.filter((id) => !soldIds.has(id));
  if (missing.length > 0) {
    throw badRequest(
      `${missing.length === 1 ? 'Product' : 'Products'} ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not sold in the shop`,
    );
  }
}
