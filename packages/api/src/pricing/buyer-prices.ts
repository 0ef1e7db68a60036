// The server's side of the one pricing rule (shared/pricing.ts): what it needs to know of a
// buyer and of a set of products, read for those products only.
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  buyerUnitPriceCents,
  priceLadder,
  type ContractTerms,
  type PriceTier,
} from '../catalogue/shared/pricing.ts';
import {
  categories,
  companyCategoryDiscounts,
  companyProductPrices,
  memberPrices as memberPricesTable,
  products,
  type Database,
  type Transaction,
} from '@buildright/db';
import { membershipOf } from '../companies/index.ts';
import { shopVisible, tiersOfProducts } from '../catalogue/index.ts';
type Reader = Database | Transaction;

/** What prices a product for one buyer: its public tiers and the buyer's contract terms. */
interface ProductPriceTerms {
  tiers: PriceTier[];
  contract?: ContractTerms;
}

/**
 * The signed-in customer's company, whose price list prices what they buy (and whose orders
 * theirs are); null for a guest or a customer in no company.
 */
export async function companyOfCustomer(
  db: Reader,
  customerId: number | null,
): Promise<number | null> {
  if (customerId === null) return null;
  return (await membershipOf(db, customerId))?.companyId ?? null;
}

/**
 * The products of `productIds` that `companyId`'s price list lowers, with their list and sale
 * prices and the list's terms for them: one read by key, however long the list. `shownOnly`
 * leaves out what the shop does not show (an inactive product, or one in an inactive category).
 */
async function contractsOf(
  db: Reader,
  companyId: number,
  productIds: readonly number[],
  { shownOnly = false } = {},
) {
  if (productIds.length === 0) return [];
  return db
    .select({
      id: products.id,
      price: products.price,
      salePrice: products.salePrice,
      fixedPrice: companyProductPrices.price,
      percentOff: companyCategoryDiscounts.percentOff,
    })
    .from(products)
    .leftJoin(
      companyProductPrices,
      and(
        eq(companyProductPrices.companyId, companyId),
        eq(companyProductPrices.productId, products.id),
      ),
    )
    .leftJoin(
      companyCategoryDiscounts,
      and(
        eq(companyCategoryDiscounts.companyId, companyId),
        eq(companyCategoryDiscounts.categoryId, products.categoryId),
      ),
    )
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(
      and(
        inArray(products.id, [...productIds]),
        sql`(${companyProductPrices.price} is not null or ${companyCategoryDiscounts.percentOff} is not null)`,
        shownOnly ? shopVisible : undefined,
      ),
    );
}

/**
 * The tiers of `productIds` and, for a company, its contract terms for each: reads by primary
 * key, however large the catalogue or the price list.
 */
async function priceTermsFor(
  db: Reader,
  companyId: number | null,
  productIds: readonly number[],
): Promise<Map<number, ProductPriceTerms>> {
  const ids = [...new Set(productIds)];
  const [tiers, contracts] = await Promise.all([
    tiersOfProducts(db, ids),
    companyId === null ? [] : contractsOf(db, companyId, ids),
  ]);
  const terms = new Map<number, ProductPriceTerms>(
    ids.map((id) => [id, { tiers: tiers.get(id) ?? [] }]),
  );
  for (const { id, fixedPrice, percentOff } of contracts) {
    terms.get(id)!.contract = { fixedPrice, percentOff };
  }
  return terms;
}

/** A product as the pricing rule reads it: its list price and its sale price, if any. */
interface ListedProduct {
  id: number;
  price: string;
  salePrice: string | null;
}

/**
 * What the buyer of `companyId` (null: a guest, or a customer in no company) pays per unit for
 * each line, in cents and in the lines' order: the product's volume tier at the line's quantity,
 * its sale price and the company's price list, by the one rule (catalogue/shared/pricing.ts).
 * The server prices every line through it: the cart, stock reservation (so placing an order),
 * quotes, lists and quick order.
 */
export async function buyerUnitPrices(
  db: Reader,
  companyId: number | null,
  lines: readonly { product: ListedProduct; quantity: number }[],
): Promise<number[]> {
  if (lines.length === 0) return [];
  const terms = await priceTermsFor(
    db,
    companyId,
    lines.map((line) => line.product.id),
  );
  return lines.map(({ product, quantity }) => {
    const { tiers, contract } = terms.get(product.id)!;
    return buyerUnitPriceCents({ ...product, tiers }, quantity, contract);
  });
}

/** A signed-in member's own price for a product, where their price list lowers it. */
export interface MemberPrice {
  productId: number;
  /** For one unit. */
  price: string;
  /** From 1 unit and from each quantity where the unit price drops (priceLadder). */
  ladder: PriceTier[];
}

/**
 * The signed-in customer's contract prices for the products named (a catalogue page, a product):
 * empty for a guest, a customer in no company, or products their company's list does not lower.
 * Read for those ids only, after the catalogue's cached answer, which stays the same for everyone.
 */
export async function memberPrices(
  db: Database,
  customerId: number | null,
  productIds: readonly number[],
): Promise<MemberPrice[]> {
  const companyId = await companyOfCustomer(db, customerId);
  if (companyId === null) return [];
  // A hidden product's price would tell a member that it exists, and what they would pay.
  const contracts = await contractsOf(db, companyId, [...new Set(productIds)], { shownOnly: true });
  if (contracts.length === 0) return [];
  const tiers = await tiersOfProducts(
    db,
    contracts.map((row) => row.id),
  );
  const byId = new Map(contracts.map((row) => [row.id, row]));
  // In the order asked, as the page shows them.
  return [...new Set(productIds)].flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { fixedPrice, percentOff, ...prices } = row;
    const product = { ...prices, tiers: tiers.get(id) ?? [] };
    const ladder = priceLadder(product, { fixedPrice, percentOff });
    const listed = priceLadder(product);
    if (JSON.stringify(ladder) === JSON.stringify(listed)) return [];
    return [{ productId: id, price: ladder[0]!.price, ladder }];
  });
}

/**
 * Whether the company's price list changes any price (its rows in member_prices): if not, its
 * members sort and filter as guests do, from the shared cached answer.
 */
export async function hasMemberPrices(db: Reader, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: memberPricesTable.productId })
    .from(memberPricesTable)
    .where(eq(memberPricesTable.companyId, companyId))
    .limit(1);
  return row !== undefined;
}
