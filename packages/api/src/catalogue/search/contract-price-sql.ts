import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { companyProductPrices, products } from '@buildright/db';
import type { PriceListTerms } from '../shared/pricing.ts';

/** Ids written into the query as a constant array, which PostgreSQL hashes (contractUnitPrice). */
export const intArray = (ids: number[]) =>
  sql.raw(`'{${ids.filter((id) => Number.isSafeInteger(id)).join(',')}}'::int[]`);

const dialect = new PgDialect();
const unitPrices = new WeakMap<PriceListTerms, SQL>();

/**
 * A product's price for one unit to a member of a company with a price list, in SQL: the pricing
 * rule (shared/pricing.ts) at quantity 1, where volume tiers (from 2 units) play no part. The
 * fixed price wins over the category's percentage; round() on numeric rounds half away from
 * zero, which for prices is half-up, as the rule does.
 *
 * The list is written into the query (percentages as a CASE on the category, fixed-price ids as
 * a constant array PostgreSQL hashes), so a row costs no lookup unless it has a fixed price:
 * correlated lookups for both made a sort of a million products six times slower. Still, a sort
 * or filter by it reads every candidate: no index holds a price per company.
 *
 * The ids cost query text in proportion to the company's fixed prices, at most
 * MAX_PRICE_LIST_PRODUCTS (5,000) a company. Reading them in the query instead loses:
 * `id in (subquery)` (a hashed SubPlan) keeps the price window's OR from becoming a BitmapOr of
 * index ranges, and `id = any(array(subquery))` is not hashed, so a filter over a category's rows
 * walks the array for each. Only a constant array is both
 * (docs/adr/0007-member-prices-through-price-index-windows.md).
 *
 * It is written out as text once per price list read: each of a member's six to eight statements
 * names it, and building it for each was a sixteenth of what their request allocated.
 */
export function contractUnitPrice(list: PriceListTerms): SQL {
  let price = unitPrices.get(list);
  if (!price) {
    price = sql.raw(dialect.sqlToQuery(unitPriceOf(list).inlineParams()).sql);
    unitPrices.set(list, price);
  }
  return price;
}

function unitPriceOf(list: PriceListTerms): SQL {
  const fixed =
    list.fixedPrices.length === 0
      ? sql`null`
      : sql`case when ${products.id} = any(${intArray(list.fixedPrices.map(({ productId }) => productId))})
          then (select ${companyProductPrices.price} from ${companyProductPrices}
            where ${companyProductPrices.companyId} = ${list.companyId}
              and ${companyProductPrices.productId} = ${products.id}) end`;
  const discounted =
    list.discounts.length === 0
      ? sql`null`
      : sql`case ${products.categoryId} ${sql.join(
          list.discounts.map(
            ({ categoryId, percentOff }) =>
              sql`when ${categoryId}::int then round(${products.price} * (100 - ${percentOff}::numeric) / 100, 2)`,
          ),
          sql` `,
        )} end`;
  return sql`least(coalesce(${products.salePrice}, ${products.price}), coalesce(${fixed}, ${discounted}))`;
}
