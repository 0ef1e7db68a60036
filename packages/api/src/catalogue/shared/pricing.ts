import { toCents } from '../../shared/money.ts';

export interface Priced {
  price: string;
  salePrice?: string | null;
}

/** The price a customer pays for one unit: the sale price when there is one. */
export function unitPriceCents(product: Priced): number {
  return toCents(product.salePrice ?? product.price);
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
