// A member's price sort, filter and price range without reading every product: no index holds a
// price per company, but a member's price lies within a known band below what guests pay, which
// the price indexes hold (products_price_idx, products_category_price_idx).
import { sql, type SQL } from 'drizzle-orm';
import { products, type Transaction } from '@buildright/db';
import { firstRow } from '../../database/sql-rows.ts';
import { fromCents, toCents } from '../../shared/money.ts';
import type { PriceListTerms } from '../buyer-prices.ts';
import type { SearchRequest } from './catalog-search.ts';
import { intArray } from './contract-price-sql.ts';

/** What a window's ranges test of a product: a query's candidates' columns, or the table's. */
interface WindowColumns {
  /**
   * Each range is a query of its own, read from the table: one in one category names it, and the
   * products whose fixed price the window admits are left to their own range, so that no product
   * is read twice. On candidates the request's filter names the category already (naming it
   * again, the planner counted it twice and expected a hundredth of the rows, and read the table
   * where an index was enough).
   */
  readApart: boolean;
  shopPrice: SQL;
  hasSale: SQL;
  categoryId: SQL;
  id: SQL;
}

const candidateColumns: WindowColumns = {
  readApart: false,
  shopPrice: sql`shop_price`,
  hasSale: sql`has_sale`,
  categoryId: sql`category_id`,
  id: sql`id`,
};

const tableColumns: WindowColumns = {
  readApart: true,
  shopPrice: sql`coalesce(${products.salePrice}, ${products.price})`,
  hasSale: sql`${products.salePrice} is not null`,
  categoryId: sql`${products.categoryId}`,
  id: sql`${products.id}`,
};

/**
 * The ranges of the price indexes where a member's price may fall within bounds, each a
 * condition on a product's columns; `everything` when nothing bounds it.
 */
export type PriceWindow = { ranges: (on: WindowColumns) => SQL[] } | 'everything';

/** The window as a filter on candidates (candidatesOf's columns). */
export function windowFilter(window: PriceWindow): SQL {
  if (window === 'everything') return sql`true`;
  return sql`(${sql.join(window.ranges(candidateColumns), sql` or `)})`;
}

/**
 * The products the window admits, in place of the table in the plain catalogue's candidates
 * (candidatesOf), with the columns they read (`columns`): each range read apart, from the index
 * alone, rather than as one bitmap of them all, which reads every admitted product's row (26
 * against 13 ms for page 50 of a member's prices under a price filter, at a million products).
 * The ranges do not overlap, so they are read one after the other (`union all`) and a count that
 * stops early reads no more of them than it needs.
 */
export function windowSource(window: PriceWindow, columns: SQL[]): SQL {
  if (window === 'everything') return sql`${products}`;
  const reads = window
    .ranges(tableColumns)
    .map((range) => sql`select ${sql.join(columns, sql`, `)} from ${products} where ${range}`);
  return sql`(${sql.join(reads, sql` union all `)}) as ${products}`;
}

/**
 * How many more candidates than the page reaches a sort's window reads to bound it. Fewer make a
 * looser bound and a wider page read, more a longer window: measured on the bench's million
 * products, a member's requests spent least in the database at 2 (1: the deep pages' reads grew
 * tenfold; 4: a fifth more; 8: half as much again).
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
 *   Such a product is added by id from `low` (e may then be below the discounted band), or up
 *   to `high` when `low` is open (a lower e is within the ranges then).
 * In one category only its own ranges are asked (the planner would otherwise weigh every
 * category's and walk the category's whole index), naming the category only where the request's
 * filter does not (WindowColumns.readApart). A `low` of 0 is open: no price is below it.
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
  const fixedWithin = list.fixedPrices
    .filter(({ price }) =>
      lowCents === undefined ? toCents(price) <= highCents! : toCents(price) >= lowCents,
    )
    .map(({ productId }) => productId);
  const discounted = list.discounts.map((discount) => discount.categoryId);
  const byPercent = new Map<number, number[]>();
  for (const discount of list.discounts) {
    if (categoryId !== undefined && discount.categoryId !== categoryId) continue;
    const percent = Number(discount.percentOff);
    byPercent.set(percent, [...(byPercent.get(percent) ?? []), discount.categoryId]);
  }
  const ranges = (on: WindowColumns) => {
    const between = (from: number | undefined, to: number | undefined) =>
      sql`${from === undefined ? sql`true` : sql`${on.shopPrice} >= ${fromCents(from)}`}
        and ${to === undefined ? sql`true` : sql`${on.shopPrice} <= ${fromCents(to)}`}`;
    const inCategories = (ids: number[]) =>
      categoryId === undefined || on.readApart
        ? sql`${on.categoryId} = any(${intArray(ids)})`
        : sql`true`;
    const bands = [...byPercent].flatMap(([percent, categoryIds]) => {
      const inBand = inCategories(categoryIds);
      if (percent >= 100) return lowCents === undefined ? [inBand] : [];
      const listFrom =
        lowCents === undefined ? undefined : Math.floor(((lowCents - 1) * 100) / (100 - percent));
      const listTo =
        highCents === undefined ? undefined : Math.ceil(((highCents + 1) * 100) / (100 - percent));
      const notOnSale = sql`(${inBand} and ${between(listFrom, listTo)})`;
      if (lowCents === undefined || listFrom! <= lowCents) return [notOnSale];
      const onSale = sql`(${inBand} and ${on.hasSale}
        and ${between(lowCents, Math.min(listFrom! - 1, listTo ?? Infinity))})`;
      return [notOnSale, onSale];
    });
    const undiscounted =
      categoryId === undefined
        ? [
            sql`(${on.categoryId} <> all(${intArray(discounted)}) and ${between(lowCents, highCents)})`,
          ]
        : discounted.includes(categoryId)
          ? []
          : [sql`${inCategories([categoryId])} and ${between(lowCents, highCents)}`];
    const fixed = sql`${on.id} = any(${intArray(fixedWithin)})`;
    const notFixed = (range: SQL) => (on.readApart ? sql`${range} and not (${fixed})` : range);
    return [...[...undiscounted, ...bands].map(notFixed), fixed];
  };
  return { ranges };
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
 * The candidates that can be on a member's price-sorted page or before it. The first candidates
 * in the order of what guests pay are read from the price index, from the price filter's own end
 * (a member pays no more than guests: below the maximum every one passes it), and the (offset +
 * limit)-th best member price among them bounds the page's: sorted up, no page product costs the
 * member more than that; sorted down, none costs less. The window is the one of the price
 * filter narrowed by that bound (mayCostBetween), or the filter's alone when it is no member's
 * price sort, or fewer candidates pass than the page reaches.
 */
export async function memberSortWindow(
  tx: Transaction,
  request: SearchRequest,
  candidates: SQL,
  filters: SQL = sql`f_category and f_price and f_stock and f_sale`,
): Promise<PriceWindow> {
  const list = request.priceList;
  if (!list || !sortsByMemberPrice(request)) return memberFilterWindow(request);
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
  if (bound.n < reach || bound.price === null) return memberFilterWindow(request);
  return up
    ? mayCostBetween(list, request.categoryId, request.minPrice, bound.price)
    : mayCostBetween(list, request.categoryId, bound.price, request.maxPrice);
}

/**
 * A member's lowest or highest price among the plain catalogue's candidates that pass `filters`,
 * read within the window of the first candidate in the order of what guests pay, as a sort's
 * window is. `candidatesWithin` gives the candidates read from a window (windowSource).
 */
export async function memberPriceEnd(
  tx: Transaction,
  request: SearchRequest,
  candidatesWithin: (window: PriceWindow) => SQL,
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
  const window = await memberSortWindow(tx, unfiltered, candidatesWithin('everything'), filters);
  const row = firstRow<{ price: string | null }>(
    await tx.execute(sql`select (${direction === 'asc' ? sql`min(price)` : sql`max(price)`})::text
        as price from (${candidatesWithin(window)}) candidates where ${filters}`),
  );
  return row?.price ?? undefined;
}
