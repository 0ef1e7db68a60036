import { and, eq, inArray } from 'drizzle-orm';
import { categories, products, type Database } from '@buildright/db';
import { buyerUnitPrices, companyOfCustomer } from './buyer-prices.ts';
import { fromCents } from '../shared/money.ts';
import { approvalAhead } from '../companies/index.ts';
import type { CartLineInput } from '../orders/shared/order-input.ts';

export interface PricedCart {
  /** The cart's lines the shop still sells, each at the caller's price for its quantity. */
  lines: { productId: number; quantity: number; unitPrice: string; lineTotal: string }[];
  total: string;
  /**
   * Why placing it now would wait for the signed-in member's company approval (their spending
   * limits); null for everyone else. The checkout offers to send it for approval; placing it
   * decides again.
   */
  approval: string | null;
}

/**
 * The cart as the server would price it now, for whoever asks (a guest, or a member at their
 * company's prices): what the cart and checkout show. Placing the order prices it again.
 */
export async function priceCart(
  db: Database,
  customerId: number | null,
  lines: readonly CartLineInput[],
): Promise<PricedCart> {
  const quantities = new Map<number, number>();
  for (const line of lines) {
    quantities.set(line.productId, (quantities.get(line.productId) ?? 0) + line.quantity);
  }
  const ids = [...quantities.keys()];
  const [found, companyId] = await Promise.all([
    db
      .select({ id: products.id, price: products.price, salePrice: products.salePrice })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(
        and(inArray(products.id, ids), eq(products.isActive, true), eq(categories.isActive, true)),
      ),
    companyOfCustomer(db, customerId),
  ]);
  const byId = new Map(found.map((product) => [product.id, product]));
  // In the cart's order; a product the shop no longer sells drops out.
  const sold = ids.flatMap((productId) => {
    const product = byId.get(productId);
    return product ? [{ product, quantity: quantities.get(productId)! }] : [];
  });
  const unitCents = await buyerUnitPrices(db, companyId, sold);
  let totalCents = 0;
  const priced = sold.map(({ product, quantity }, index) => {
    const lineCents = unitCents[index]! * quantity;
    totalCents += lineCents;
    return {
      productId: product.id,
      quantity,
      unitPrice: fromCents(unitCents[index]!),
      lineTotal: fromCents(lineCents),
    };
  });
  const approval = await approvalAhead(db, customerId, totalCents);
  return { lines: priced, total: fromCents(totalCents), approval };
}
