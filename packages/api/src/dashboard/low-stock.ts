import { and, asc, eq, lte } from 'drizzle-orm';
import { categories, products, type Database } from '@buildright/db';
import { countMatching, type Counted } from '../database/index.ts';
import { getShopSettings } from '../settings/index.ts';

export interface LowStockProduct {
  id: number;
  name: string;
  sku: string;
  category: string;
  stock: number;
}

/** `total` counts every active product at or below the threshold; the first `limit` are listed. */
export interface LowStock extends Counted {
  threshold: number;
  products: LowStockProduct[];
}

/** Active products with as many or fewer units in stock than the threshold set in the admin. */
export async function lowStock(
  db: Database,
  { limit = 20 }: { limit?: number } = {},
): Promise<LowStock> {
  const { lowStockThreshold: threshold } = await getShopSettings(db);
  const low = and(eq(products.isActive, true), lte(products.stock, threshold));
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        sku: products.sku,
        category: categories.name,
        stock: products.stock,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(low)
      .orderBy(asc(products.stock), asc(products.name), asc(products.id))
      .limit(limit),
    countMatching(db, db.select({ id: products.id }).from(products).where(low)),
  ]);
  return { threshold, ...counted, products: rows };
}
