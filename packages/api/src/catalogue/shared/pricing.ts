import { fromCents, toCents } from '../../shared/money.ts';

export interface Priced {
  price: string;
  salePrice?: string | null;
}

/** From `minQuantity` units on, each unit costs `price` (a volume tier, public to everyone). */
export interface PriceTier {
  minQuantity: number;
  price: string;
}

/**
 * What a company's price list says of one product: its fixed price, else its category's
 * percentage off the list price (a decimal string, "12.5"). Absent for guests and companies
 * without a price list.
 */
export interface ContractTerms {
  fixedPrice?: string | null;
  percentOff?: string | null;
}

/** The price a customer pays for one unit: the sale price when there is one. */
export function unitPriceCents(product: Priced): number {
  return toCents(product.salePrice ?? product.price);
}

/** "12.5" percent -> 1250 hundredths of a percent, so the rounding below stays in integers. */
function basisPoints(percent: string): number {
  return toCents(percent);
}

/** The list price less `percent`, rounded to the cent half-up. */
export function discountedCents(listCents: number, percent: string): number {
  const keep = 10_000 - Math.min(10_000, basisPoints(percent));
  return Math.floor((listCents * keep + 5_000) / 10_000);
}

/** The company's price for a product with list price `listCents`, or null if its list has none. */
export function contractPriceCents(listCents: number, terms: ContractTerms | undefined) {
  if (terms?.fixedPrice != null) return toCents(terms.fixedPrice);
  if (terms?.percentOff != null) return discountedCents(listCents, terms.percentOff);
  return null;
}

/** The tier for `quantity`: the one with the highest minimum quantity not above it. */
export function tierFor(tiers: readonly PriceTier[], quantity: number): PriceTier | undefined {
  let found: PriceTier | undefined;
  for (const tier of tiers) {
    if (tier.minQuantity <= quantity && (!found || tier.minQuantity > found.minQuantity)) {
      found = tier;
    }
  }
  return found;
}

/**
 * The one pricing rule (DESIGN §11): what a buyer pays for each unit of a product at a quantity
 * is the lowest of its list price, its sale price, its volume tier for that quantity and, for a
 * member of a company with a price list, the company's contract price.
 */
export function buyerUnitPriceCents(
  product: Priced & { tiers?: readonly PriceTier[] },
  quantity: number,
  contract?: ContractTerms,
): number {
  const listCents = toCents(product.price);
  const candidates = [unitPriceCents(product)];
  const tier = tierFor(product.tiers ?? [], quantity);
  if (tier) candidates.push(toCents(tier.price));
  const contracted = contractPriceCents(listCents, contract);
  if (contracted !== null) candidates.push(contracted);
  return Math.min(...candidates);
}

/**
 * A buyer's price ladder for a product: the unit price from 1 unit, then from each tier's
 * minimum quantity on, where it is lower than the step before (what the product page's table
 * shows).
 */
export function priceLadder(
  product: Priced & { tiers?: readonly PriceTier[] },
  contract?: ContractTerms,
): PriceTier[] {
  const steps = [1, ...(product.tiers ?? []).map((tier) => tier.minQuantity)].toSorted(
    (a, b) => a - b,
  );
  const ladder: { minQuantity: number; cents: number }[] = [];
  for (const minQuantity of steps) {
    const cents = buyerUnitPriceCents(product, minQuantity, contract);
    if (ladder.length === 0 || cents < ladder.at(-1)!.cents) ladder.push({ minQuantity, cents });
  }
  return ladder.map(({ minQuantity, cents }) => ({ minQuantity, price: fromCents(cents) }));
}

export function lineTotalCents(product: Priced, quantity: number): number {
  return unitPriceCents(product) * quantity;
}

export function orderTotalCents(lines: readonly { product: Priced; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + lineTotalCents(line.product, line.quantity), 0);
}

/** Whole percent off the regular price, e.g. 20 for 800.00 instead of 1000.00. */
export function percentOff(product: Priced): number | null {
  if (!product.salePrice) return null;
  const price = toCents(product.price);
  if (price === 0) return null;
  return Math.round(((price - toCents(product.salePrice)) / price) * 100);
}
