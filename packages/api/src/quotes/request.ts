import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { products, quotes, type Database, type Transaction } from '@buildright/db';
import type { CartLineInput, CheckoutInfo } from '../orders/shared/order-input.ts';
import {
  queueQuoteRequestedEmails,
  insertOrder,
  getOrder,
  type Order,
  type ReservedLine,
} from '../orders/index.ts';
import { quoteNumber } from './shared/quotes.ts';

/** 192 random bits: the buyer's link cannot be guessed. */
const newQuoteToken = () => randomBytes(24).toString('base64url');

/** A quote request's order opens its quote, with the lines as the buyer asked for them. */
async function openQuote(tx: Transaction, orderId: number, lines: readonly ReservedLine[]) {
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
  const [quote] = await tx
    .insert(quotes)
    .values({
      orderId,
      token: newQuoteToken(),
      requestedLines: lines.map((line) => ({ ...line, sku: skuOf.get(line.productId) ?? '' })),
    })
    .returning({ id: quotes.id });
  return { id: quote!.id, number: quoteNumber(quote!.id) };
}

/**
 * Request Quote: a pending order at database prices, its quote opened with the lines as the
 * buyer asked for them, and the buyer's confirmation and the sales team's notice queued. The
 * answer names the quote by its number, as the buyer's e-mail does.
 */
export async function requestQuote(
  db: Database,
  request: CheckoutInfo & { items: CartLineInput[]; customerId: number | null },
  shopEmail: string,
): Promise<Order & { quoteNumber: string }> {
  const placed = await db.transaction(async (tx) => {
    const order = await insertOrder(tx, { ...request, paymentMethod: 'quote' });
    const quote = await openQuote(tx, order.id, order.lines);
    await queueQuoteRequestedEmails(tx, await getOrder(tx, order.id), quote, shopEmail);
    return { id: order.id, quoteNumber: quote.number };
  });
  return { ...(await getOrder(db, placed.id)), quoteNumber: placed.quoteNumber };
}
