// A member's price sort, filter and price range without reading every product: no index holds a
// price per company, but a member's price lies within a known band below what guests pay, which
// the price indexes hold (products_price_idx, products_category_price_idx).
import { sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '@buildright/db';
import { firstRow } from '../../database/sql-rows.ts';
import { fromCents, toCents } from '../../shared/money.ts';
import type { PriceListTerms } from '../buyer-prices.ts';
import type { SearchRequest } from './catalog-search.ts';
import { intArray } from './contract-price-sql.ts';

/**
 * How many more candidates than the page reaches a sort's window reads to bound it. Fewer make a
 * looser bound and a wider page read, more a longer window: measured on the bench's million
 * products, a member's requests spent least in the database at 2 (1: the deep pages' reads grew
 * tenfold; 4: a fifth more; 8: half as much again).
 */
const READ_AHEAD = 2;

/**
 * Candidates (candidatesOf's columns) whose member price may be `price` or less. Without a fixed
 * price a member pays e = coalesce(sale, price) at most, and at least e less their category's
 * percentage (taken off the list price, which is at least e, rounded to the cent): a product of
 * a category p% off costs at most `price` only if e ≤ (price + 1 cent) / (1 − p). Each band is a
 * range of a price index; a category 100% off may lie anywhere below e, and so may a fixed
 * price, which the member pays when it is below e: the fixed prices of `price` or less are
 * added by id (those above it cost the member e, which the bands hold).
 */
function mayCostAtMost(list: PriceListTerms, price: string): SQL {
  const cents = toCents(price) + 1;
  const fixedWithin = list.fixedPrices
    .filter((fixed) => toCents(fixed.price) < cents)
    .map(({ productId }) => productId);
  const byPercent = new Map<number, number[]>();
  for (const { categoryId, percentOff } of list.discounts) {
    byPercent.set(Number(percentOff), [...(byPercent.get(Number(percentOff)) ?? []), categoryId]);
  }
  const discounted = list.discounts.map((discount) => discount.categoryId);
  const bands = [...byPercent].map(([percent, categoryIds]) => {
    const ids = intArray(categoryIds);
    if (percent >= 100) return sql`category_id = any(${ids})`;
    const ceiling = fromCents(Math.ceil((cents * 100) / (100 - percent)));
    return sql`(category_id = any(${ids}) and shop_price <= ${ceiling})`;
  });
  return sql`((category_id <> all(${intArray(discounted)}) and shop_price <= ${price})
    ${sql.join(
      bands.map((band) => sql` or ${band}`),
      sql``,
    )} or id = any(${intArray(fixedWithin)}))`;
}

/**
 * The candidates a member's price filter can admit, in ranges of the price index: a member pays
 * at most what guests pay, so it is no less than the minimum; and within their category's band
 * of the maximum. True for guests, whose filter is on the indexed price itself.
 */
export function memberFilterWindow(request: SearchRequest): SQL {
  const list = request.priceList;
  if (!list) return sql`true`;
  return sql`${request.minPrice === undefined ? sql`true` : sql`shop_price >= ${request.minPrice}`}
    and ${request.maxPrice === undefined ? sql`true` : mayCostAtMost(list, request.maxPrice)}`;
}

/**
 * The candidates that can be on a member's price-sorted page or before it. The first candidates
 * in the order of what guests pay are read from the price index, from the price filter's own end
 * (a member pays no more than guests: below the maximum every one passes it), and the (offset +
 * limit)-th best member price among them bounds the page's. Sorted up, no page product costs the
 * member more than that, so what guests pay for it lies in its category's band of that price;
 * sorted down, none costs less, and what guests pay is at least that.
 * True when it is no member's price sort, or fewer candidates pass than the page reaches.
 */
export async function memberSortWindow(
  tx: Transaction,
  request: SearchRequest,
  candidates: SQL,
  filters: SQL = sql`f_category and f_price and f_stock and f_sale`,
): Promise<SQL> {
  const list = request.priceList;
  const up = request.sort === 'price_asc';
  if (!list || (!up && request.sort !== 'price_desc')) return sql`true`;
  const reach = request.offset + request.limit;
  const direction = sql.raw(up ? 'asc' : 'desc');
  const start = up
    ? request.minPrice === undefined
      ? sql`true`
      : sql`shop_price >= ${request.minPrice}`
    : request.maxPrice === undefined
      ? sql`true`
      : sql`shop_price <= ${request.maxPrice}`;
  // Of the first READ_AHEAD times as many, the reach-th best member price: a closer bound than
  // the worst of the first few, when discounts reorder them.
  const bound = firstRow<{ n: number; price: string | null }>(
    await tx.execute(sql`with first_by_shop_price as materialized (
        select price from (${candidates}) candidates
        where ${filters} and ${start}
        order by shop_price ${direction}, id ${direction}
        limit ${reach * READ_AHEAD})
      select (select count(*)::int from first_by_shop_price) as n,
        (select ranked.price::text from first_by_shop_price ranked
          order by ranked.price ${direction} offset ${reach - 1} limit 1) as price`),
  )!;
  if (bound.n < reach || bound.price === null) return sql`true`;
  return up ? mayCostAtMost(list, bound.price) : sql`shop_price >= ${bound.price}`;
}

/**
 * A member's lowest or highest price among the candidates that pass `filters`, read within the
 * window of the first candidate in the order of what guests pay, as a sort's window is.
 */
export async function memberPriceEnd(
  tx: Transaction,
  request: SearchRequest,
  candidates: SQL,
  filters: SQL,
  direction: 'asc' | 'desc',
): Promise<string | undefined> {
  const sort = direction === 'asc' ? 'price_asc' : 'price_desc';
  const unfiltered = {
    ...request,
    sort,
    offset: 0,
    limit: 1,
    minPrice: undefined,
    maxPrice: undefined,
  } as const;
  const window = await memberSortWindow(tx, unfiltered, candidates, filters);
  const row = firstRow<{ price: string | null }>(
    await tx.execute(sql`select (${direction === 'asc' ? sql`min(price)` : sql`max(price)`})::text
        as price from (${candidates}) candidates where ${filters} and ${window}`),
  );
  return row?.price ?? undefined;
}
