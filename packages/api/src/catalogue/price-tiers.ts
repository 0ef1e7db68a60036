import { inArray } from 'drizzle-orm';
import { productPriceTiers, type Database, type Transaction } from '@buildright/db';
import { chunks } from '../database/index.ts';
import type { PriceTierValues } from './shared/product-input.ts';
import type { PriceTier } from './shared/pricing.ts';

/**
 * Replaces the volume tiers of these products with the lists given (checked by the product
 * input): the product form's one product and an import's many alike, a statement per batch.
 */
export async function replacePriceTiers(
  tx: Database | Transaction,
  lists: readonly { productId: number; tiers: readonly PriceTierValues[] }[],
): Promise<void> {
  for (const batch of chunks(lists, 1000)) {
    await tx.delete(productPriceTiers).where(
      inArray(
        productPriceTiers.productId,
        batch.map((list) => list.productId),
      ),
    );
  }
  const rows = lists.flatMap(({ productId, tiers }) =>
    tiers.map((tier) => ({ productId, minQuantity: tier.minQuantity, price: tier.price })),
  );
  for (const batch of chunks(rows, 1000)) await tx.insert(productPriceTiers).values(batch);
}

/** The volume tiers of `productIds`, by product, lowest quantity first: one read by key. */
export async function tiersOfProducts(
  db: Database | Transaction,
  productIds: readonly number[],
): Promise<Map<number, PriceTier[]>> {
  const tiers = new Map<number, PriceTier[]>();
  if (productIds.length === 0) return tiers;
  const rows = await db
    .select({
      productId: productPriceTiers.productId,
      minQuantity: productPriceTiers.minQuantity,
      price: productPriceTiers.price,
    })
    .from(productPriceTiers)
    .where(inArray(productPriceTiers.productId, [...productIds]))
    .orderBy(productPriceTiers.productId, productPriceTiers.minQuantity);
  for (const { productId, ...tier } of rows) {
    tiers.set(productId, [...(tiers.get(productId) ?? []), tier]);
  }
  return tiers;
}
