import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { products, quotes, type Transaction } from '@buildright/db';
import type { ReservedLine } from '../stock.ts';

/** 192 random bits: the buyer's link cannot be guessed. */
export const newQuoteToken = () => randomBytes(24).toString('base64url');

/** A quote request's order opens its quote, with the lines as the buyer asked for them. */
export async function openQuote(tx: Transaction, orderId: number, lines: readonly ReservedLine[]) {
  const skus = await tx
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(
      inArray(
        products.id,
        lines.map((line) => line.productId),
      ),
    );
  const skuOf = new Map(skus.map((product) => [product.id, product.sku]));
  await tx.insert(quotes).values({
    orderId,
    token: newQuoteToken(),
    requestedLines: lines.map((line) => ({ ...line, sku: skuOf.get(line.productId) ?? '' })),
  });
}
