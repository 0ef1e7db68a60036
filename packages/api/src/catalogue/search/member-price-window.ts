// A member's price sort, filter and price range without reading every product: no index holds a
// price per company, but a member's price lies within a known band below what guests pay, which
// the price indexes hold (products_price_idx, products_category_price_idx).
import { sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '@buildright/db';
import { firstRow, valuesInline } from '../../database/index.ts';
import { toCents } from '../../shared/money.ts';
import type { PriceListTerms } from '../shared/pricing.ts';
import type { SearchRequest } from './search-types.ts';
import type { FixedPriceRange, PriceWindow, ShopPriceRange } from './price-window-sql.ts';

/**
 * How many more candidates than the page reaches a sort's window reads to bound it. Fewer make a
 * looser bound and a wider page read, more a longer window; a member's requests spend least in
 * the database at 2 (docs/adr/0007-member-prices-through-price-index-windows.md).
 */
const READ_AHEAD = 2;

/**
 * Candidates (candidatesOf's columns) whose member price may lie between `low` and `high` (either
 * may be open), as ranges of the price indexes. Without a fixed price a member pays e =
 * coalesce(sale, price) at most, and in a category p% off the list price less p%, rounded to the
 * cent:
 * - outside the discounted categories, e itself: e within the bounds;
 * - in a category p% off, not on sale (e is the list price): e within the bounds over (1 − p),
 *   widened by a cent;
 * - on sale there, e or the discounted list price, whichever is lower: e from `low` (the sale
 *   price itself may be what is paid) to `high` over (1 − p), read from the index of what is on
 *   sale (products_category_sale_price_idx);
 * - in a category 100% off, nothing, which is within the bounds only when `low` is open;
 * - a fixed price replaces the category's discount: the member pays it or e, whichever is lower.
 *   When `low` is open, such a product is added by id when its fixed price is up to `high` (a
 *   lower e is within the ranges then). Otherwise it is added by id when its fixed price is
 *   within the bounds and e is from `low` (e may then be below the discounted band), and, when
 *   its fixed price is above `high`, only if e itself is within the bounds: that is what is paid
 *   then. Asking each of the price list's dearer products by id made them half a page's cost;
 *   bounded by e too, a category's highest price reads its index's last rows, not the whole
 *   category (docs/adr/0007-member-prices-through-price-index-windows.md).
 * In one category only its own ranges are asked (the planner would otherwise weigh every
 * category's and walk the category's whole index), naming the category only where the request's
 * filter does not (price-window-sql.ts). A `low` of 0 is open: no price is below it.
 */
function mayCostBetween(
  list: PriceListTerms,
  categoryId: number | undefined,
  low?: string,
  high?: string,
): PriceWindow {
  const lowCents = low === undefined || toCents(low) <= 0 ? undefined : toCents(low);
  const highCents = high === undefined ? undefined : toCents(high);
  if (lowCents === undefined && highCents === undefined) return 'everything';
  const fixedIds = (admits: (cents: number) => boolean) =>
    list.fixedPrices.filter(({ cents }) => admits(cents)).map(({ productId }) => productId);
  const fixed: FixedPriceRange[] = [
    {
      ids: fixedIds(
        (cents) =>
          (lowCents === undefined || cents >= lowCents) &&
          (highCents === undefined || cents <= highCents),
      ),
      // The member pays e if it is lower: below `low`, the product is out.
      from: lowCents,
    },
  ];
  if (lowCents !== undefined && highCents !== undefined) {
    const above = fixedIds((cents) => cents > highCents);
    if (above.length > 0) fixed.push({ ids: above, from: lowCents, to: highCents });
  }
  const discounted = list.discounts.map((discount) => discount.categoryId);
  const byPercent = new Map<number, number[]>();
  for (const discount of list.discounts) {
    if (categoryId !== undefined && discount.categoryId !== categoryId) continue;
    const percent = Number(discount.percentOff);
    byPercent.set(percent, [...(byPercent.get(percent) ?? []), discount.categoryId]);
  }
  const bands = [...byPercent].flatMap(([percent, ids]): ShopPriceRange[] => {
    const categories = { in: ids };
    if (percent >= 100) return lowCents === undefined ? [{ categories, onSaleOnly: false }] : [];
    const listFrom =
      lowCents === undefined ? undefined : Math.floor(((lowCents - 1) * 100) / (100 - percent));
    const listTo =
      highCents === undefined ? undefined : Math.ceil(((highCents + 1) * 100) / (100 - percent));
    const notOnSale = { categories, onSaleOnly: false, from: listFrom, to: listTo };
    if (lowCents === undefined || listFrom! <= lowCents) return [notOnSale];
    const onSale = {
      categories,
      onSaleOnly: true,
      from: lowCents,
      to: Math.min(listFrom! - 1, listTo ?? Infinity),
    };
    return [notOnSale, onSale];
  });
  const bounds = { from: lowCents, to: highCents };
  const undiscounted: ShopPriceRange[] =
    categoryId === undefined
      ? [{ categories: { notIn: discounted }, onSaleOnly: false, ...bounds }]
      : discounted.includes(categoryId)
        ? []
        : [{ categories: { in: [categoryId] }, onSaleOnly: false, ...bounds }];
  return { shop: [...undiscounted, ...bands], fixed, categoryId };
}

/**
 * The candidates a member's price filter can admit, in ranges of the price indexes (see
 * mayCostBetween). Everything for guests, whose filter is on the indexed price itself.
 */
export function memberFilterWindow(request: SearchRequest): PriceWindow {
  const list = request.priceList;
  if (!list || (request.minPrice === undefined && request.maxPrice === undefined)) {
    return 'everything';
  }
  return mayCostBetween(list, request.categoryId, request.minPrice, request.maxPrice);
}

/** The request is a member's, sorted by their own prices. */
export const sortsByMemberPrice = (request: SearchRequest) =>
  request.priceList !== undefined &&
  (request.sort === 'price_asc' || request.sort === 'price_desc');

/**
 * The (offset + limit)-th best member price among the first candidates in the order of what
 * guests pay, read from the price index from the price filter's own end (a member pays no more
 * than guests: below the maximum every one passes it), as a query of one value, null when fewer
 * candidates pass than the page reaches. It bounds the page's prices: sorted up, no page product
 * costs the member more than that; sorted down, none costs less. Of the first READ_AHEAD times
 * as many it is a closer bound than the worst of the first few, when discounts reorder them.
 */
function sortBoundOf(request: SearchRequest, candidates: SQL, filters: SQL): SQL {
  const up = request.sort === 'price_asc';
  const reach = request.offset + request.limit;
  const direction = sql.raw(up ? 'asc' : 'desc');
  const start = up
    ? request.minPrice === undefined
      ? sql`true`
      : sql`shop_price >= ${request.minPrice}`
    : request.maxPrice === undefined
      ? sql`true`
      : sql`shop_price <= ${request.maxPrice}`;
  return sql`select price::text from (
      select price, row_number() over (order by price ${direction}) as rank from (
        select price from (${candidates}) candidates
        where ${filters} and ${start}
        order by shop_price ${direction}, id ${direction}
        limit ${reach * READ_AHEAD}) first_by_shop_price) ranked
    where rank = ${reach}`;
}

/** The window of a member's price sort from its bound (sortBoundOf): the filter's without one. */
function windowFromBound(request: SearchRequest, list: PriceListTerms, bound: string | null) {
  if (bound === null) return memberFilterWindow(request);
  return request.sort === 'price_asc'
    ? mayCostBetween(list, request.categoryId, request.minPrice, bound)
    : mayCostBetween(list, request.categoryId, bound, request.maxPrice);
}

/**
 * The candidates that can be on a member's price-sorted page or before it: the window of the
 * price filter narrowed by the page's bound (sortBoundOf), or the filter's alone when it is no
 * member's price sort.
 */
export async function memberSortWindow(
  tx: Transaction,
  request: SearchRequest,
  candidates: SQL,
  filters: SQL = sql`f_category and f_price and f_stock and f_sale`,
): Promise<PriceWindow> {
  const list = request.priceList;
  if (!list || !sortsByMemberPrice(request)) return memberFilterWindow(request);
  const row = firstRow<{ bound: string | null }>(
    await tx.execute(
      valuesInline(sql`select (${sortBoundOf(request, candidates, filters)}) as bound`),
    ),
  );
  return windowFromBound(request, list, row?.bound ?? null);
}

/**
 * A member's lowest and highest prices among the plain catalogue's candidates that pass
 * `filters`, each read within the window of the first candidate in the order of what guests pay,
 * as a sort's window is: both bounds in one statement, then both ends in another.
 * `candidatesWithin` gives the candidates read from a window (windowSource).
 */
export async function memberPriceRange(
  tx: Transaction,
  request: SearchRequest & { priceList: PriceListTerms },
  candidatesWithin: (window: PriceWindow) => SQL,
  filters: SQL,
): Promise<{ min?: string; max?: string }> {
  const firstBy = (sort: 'price_asc' | 'price_desc') =>
    ({ ...request, sort, offset: 0, limit: 1, minPrice: undefined, maxPrice: undefined }) as const;
  const [lowest, highest] = [firstBy('price_asc'), firstBy('price_desc')];
  const everything = candidatesWithin('everything');
  const bounds = firstRow<{ low: string | null; high: string | null }>(
    await tx.execute(
      valuesInline(sql`select (${sortBoundOf(lowest, everything, filters)}) as low,
      (${sortBoundOf(highest, everything, filters)}) as high`),
    ),
  );
  const low = windowFromBound(lowest, request.priceList, bounds?.low ?? null);
  const high = windowFromBound(highest, request.priceList, bounds?.high ?? null);
  const ends = firstRow<{ min: string | null; max: string | null }>(
    await tx.execute(
      valuesInline(sql`select
      (select min(price)::text from (${candidatesWithin(low)}) candidates where ${filters}) as min,
      (select max(price)::text from (${candidatesWithin(high)}) candidates where ${filters}) as max`),
    ),
  );
  return { min: ends?.min ?? undefined, max: ends?.max ?? undefined };
}
