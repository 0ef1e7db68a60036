// What every catalogue query asks of a product row, apart from its price: what the shop shows,
// and the visitor's filters on category, stock and sale.
import { and, eq, gt, isNotNull, sql, type SQL } from 'drizzle-orm';
import { categories, products } from '@buildright/db';
import type { SearchRequest } from './search-types.ts';

/** What guests pay for one unit: the sale price when there is one. */
export const shopPrice = sql<string>`coalesce(${products.salePrice}, ${products.price})`;

/** What the shop shows: active products in active categories. */
export const shopVisible = and(eq(products.isActive, true), eq(categories.isActive, true))!;

/**
 * The shop sees a product only in an active category, so its queries join the categories; staff
 * see every product, whose category always exists.
 */
export const shownOnly = (request: SearchRequest) =>
  request.includeInactive
    ? sql``
    : sql` inner join ${categories} on ${categories.id} = ${products.categoryId}`;

/** The visitor filters by price, from either end or both. */
export const filtersByPrice = (request: SearchRequest) =>
  request.minPrice !== undefined || request.maxPrice !== undefined;

/** `price` within the request's price filter (`true` without one). */
export const withinPriceFilter = (price: SQL, request: SearchRequest): SQL =>
  and(
    request.minPrice === undefined ? undefined : sql`${price} >= ${request.minPrice}`,
    request.maxPrice === undefined ? undefined : sql`${price} <= ${request.maxPrice}`,
  ) ?? sql`true`;

/** The visitor's filters but the price, each apart so that a facet can leave its own one out. */
export function unpricedFilters(request: SearchRequest) {
  const always = sql`true`;
  return {
    category:
      request.categoryId === undefined ? always : eq(products.categoryId, request.categoryId),
    inStock: request.inStock ? gt(products.stock, 0) : always,
    onSale: request.onSale ? isNotNull(products.salePrice) : always,
  };
}

/** Every filter but the price, and the shop's visibility: one condition. */
export function allButPrice(request: SearchRequest): SQL {
  const f = unpricedFilters(request);
  return and(request.includeInactive ? undefined : shopVisible, f.category, f.inStock, f.onSale)!;
}
