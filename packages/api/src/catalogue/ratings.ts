import { eq } from 'drizzle-orm';
import { productRatings, type Database } from '@buildright/db';
import { productRating, type ProductRating } from './shared/rating.ts';

/** A product's rating, read from the tally its reviews keep (product_ratings, migration 0049). */
export async function ratingOf(db: Database, productId: number): Promise<ProductRating> {
  const [row] = await db
    .select({ total: productRatings.ratingTotal, count: productRatings.reviewCount })
    .from(productRatings)
    .where(eq(productRatings.productId, productId));
  return productRating(row?.total ?? 0, row?.count ?? 0);
}
