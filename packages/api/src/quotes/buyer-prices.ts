import { eq, inArray } from 'drizzle-orm';
import { orders, products, quotes, type Database } from '@buildright/db';
import { notFound } from '../errors.ts';
import { buyerUnitPrices } from '../pricing/index.ts';
import { fromCents } from '../shared/money.ts';

/**
 * What the quote's buyer would pay today for each product at each quantity (their company's
 * price list, volume tiers, sale prices): the staff editor's default price for a line it adds.
 */
export async function quoteBuyerPrices(
  db: Database,
  quoteId: number,
  lines: readonly { productId: number; quantity: number }[],
): Promise<{ productId: number; quantity: number; unitPrice: string }[]> {
  const [quote] = await db
    .select({ companyId: orders.companyId })
    .from(quotes)
    .innerJoin(orders, eq(orders.id, quotes.orderId))
    .where(eq(quotes.id, quoteId));
  if (!quote) throw notFound(`No quote with id ${quoteId}`);
  const ids = lines.map((line) => line.productId);
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: products.id, price: products.price, salePrice: products.salePrice })
    .from(products)
    .where(inArray(products.id, ids));
  const byId = new Map(found.map((product) => [product.id, product]));
  const known = lines.flatMap(({ productId, quantity }) => {
    const product = byId.get(productId);
    return product ? [{ product, quantity }] : [];
  });
  const unitCents = await buyerUnitPrices(db, quote.companyId, known);
  return known.map(({ product, quantity }, index) => ({
    productId: product.id,
    quantity,
    unitPrice: fromCents(unitCents[index]!),
  }));
}
