import type { PriceTier } from '../shared/pricing.ts';

/** A tier as a cell lists it, unchecked: the product form's rules read the quantity and price. */
interface TierEntry {
  minQuantity: string;
  price: string;
}

/** A product's volume tiers as the export writes the column: "10:90.00|50:80.00". */
export function tiersCell(tiers: readonly PriceTier[]): string {
  return tiers
    .toSorted((a, b) => a.minQuantity - b.minQuantity)
    .map((tier) => `${tier.minQuantity}:${tier.price}`)
    .join('|');
}

/**
 * The tiers a cell lists, in its order (empty: none), and the parts that are not
 * "quantity:price" at all.
 */
export function readTiersCell(cell: string): { entries: TierEntry[]; errors: string[] } {
  const entries: TierEntry[] = [];
  const errors: string[] = [];
  for (const part of cell.split('|').map((text) => text.trim())) {
    if (part === '') continue;
    const [minQuantity = '', price = '', ...rest] = part.split(':').map((text) => text.trim());
    if (rest.length > 0 || minQuantity === '' || price === '') {
      errors.push(`"${part}" is not a tier: write quantity:price, as in 10:90.00|50:80.00`);
    } else {
      entries.push({ minQuantity, price });
    }
  }
  return { entries, errors };
}
