// A member's price window (member-price-window.ts) in SQL: as a filter on a query's candidates,
// or as the products it admits, read range by range from the price indexes.
import { sql, type SQL } from 'drizzle-orm';
import { products } from '@buildright/db';
import { fromCents } from '../../shared/money.ts';
import { intArray } from './contract-price-sql.ts';

/** Products whose shop price, coalesce(sale, price), lies between `from` and `to` (cents). */
interface Bounds {
  /** Open when undefined. */
  from?: number;
  /** Open when undefined. */
  to?: number;
}

/** A range of the price indexes: products of some categories within bounds. */
export interface ShopPriceRange extends Bounds {
  /** Of these categories, or of every category but these. */
  categories: { in: number[] } | { notIn: number[] };
  /** Only the products on sale (products_category_sale_price_idx). */
  onSaleOnly: boolean;
}

/** Products of the price list asked by id, within bounds. */
export interface FixedPriceRange extends Bounds {
  ids: number[];
}

/**
 * The ranges where a member's price may fall within bounds, which do not overlap, or
 * `everything` when nothing bounds it. `categoryId` is the request's own category, which its
 * filter names already.
 */
export type PriceWindow =
  | { shop: ShopPriceRange[]; fixed: FixedPriceRange[]; categoryId: number | undefined }
  | 'everything';

/** What a window's ranges test of a product: a query's candidates' columns, or the table's. */
interface WindowColumns {
  /**
   * Read from the table, each range is a query of its own and names its categories. On
   * candidates the request's filter names the category already (naming it again, the planner
   * counted it twice and expected a hundredth of the rows, and read the table where an index was
   * enough).
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

const between = (shopPrice: SQL, { from, to }: Bounds) =>
  sql`${from === undefined ? sql`true` : sql`${shopPrice} >= ${fromCents(from)}`}
    and ${to === undefined ? sql`true` : sql`${shopPrice} <= ${fromCents(to)}`}`;

function shopRangeOn(
  range: ShopPriceRange,
  on: WindowColumns,
  categoryId: number | undefined,
): SQL {
  const categories =
    'notIn' in range.categories
      ? sql`${on.categoryId} <> all(${intArray(range.categories.notIn)})`
      : categoryId !== undefined && !on.readApart
        ? sql`true`
        : sql`${on.categoryId} = any(${intArray(range.categories.in)})`;
  const onSale = range.onSaleOnly ? sql`${on.hasSale}` : sql`true`;
  return sql`(${categories} and ${onSale} and ${between(on.shopPrice, range)})`;
}

const fixedRangeOn = (range: FixedPriceRange, on: WindowColumns) =>
  sql`(${on.id} = any(${intArray(range.ids)}) and ${between(on.shopPrice, range)})`;

/** The window as a filter on candidates (candidatesOf's columns). */
export function windowFilter(window: PriceWindow): SQL {
  if (window === 'everything') return sql`true`;
  const ranges = [
    ...window.shop.map((range) => shopRangeOn(range, candidateColumns, window.categoryId)),
    ...window.fixed.map((range) => fixedRangeOn(range, candidateColumns)),
  ];
  return sql`(${sql.join(ranges, sql` or `)})`;
}

/**
 * The ranges of given categories, a query for each kind: a row per category and its bounds,
 * each read from the index (`lateral`). Planning a query per range cost more than reading it: a
 * member's page of every category, with 10 discounted, has 21 ranges
 * (docs/adr/0007-member-prices-through-price-index-windows.md).
 */
function categoryRangeReads(
  ranges: (ShopPriceRange & { categories: { in: number[] } })[],
  columns: SQL,
): SQL[] {
  const kinds = new Map<string, (ShopPriceRange & { categoryId: number })[]>();
  for (const range of ranges) {
    const kind = `${range.onSaleOnly} ${range.from !== undefined} ${range.to !== undefined}`;
    const rows = range.categories.in.map((categoryId) => ({ ...range, categoryId }));
    kinds.set(kind, [...(kinds.get(kind) ?? []), ...rows]);
  }
  return [...kinds.values()].map((kind) => {
    const { onSaleOnly, from, to } = kind[0]!;
    const rows = kind.map(
      (range) =>
        sql`(${range.categoryId}::int, ${range.from === undefined ? null : fromCents(range.from)}::numeric,
          ${range.to === undefined ? null : fromCents(range.to)}::numeric)`,
    );
    const shopPrice = tableColumns.shopPrice;
    return sql`select ${columns} from (values ${sql.join(rows, sql`, `)}) as band(category_id, low, high)
      cross join lateral (select ${columns} from ${products}
        where ${products.categoryId} = band.category_id
          and ${onSaleOnly ? tableColumns.hasSale : sql`true`}
          and ${from === undefined ? sql`true` : sql`${shopPrice} >= band.low`}
          and ${to === undefined ? sql`true` : sql`${shopPrice} <= band.high`}) as ${products}`;
  });
}

/**
 * The products the window admits, in place of the table in the plain catalogue's candidates
 * (candidatesOf), with the columns they read (`columns`): each range read apart, from the index
 * alone, rather than as one bitmap of them all, which reads every admitted product's row and
 * took twice as long (docs/adr/0007-member-prices-through-price-index-windows.md).
 * The ranges do not overlap, so they are read one after the other (`union all`) and a count that
 * stops early reads no more of them than it needs. A product of the price list that a range of
 * shop prices admits too is left to that range.
 */
export function windowSource(window: PriceWindow, columnList: SQL[]): SQL {
  if (window === 'everything') return sql`${products}`;
  const columns = sql.join(columnList, sql`, `);
  const shopRanges = window.shop.map((range) => shopRangeOn(range, tableColumns, undefined));
  const ofCategories = window.shop.filter(
    (range): range is ShopPriceRange & { categories: { in: number[] } } => 'in' in range.categories,
  );
  const otherReads = shopRanges.filter((_, i) => 'notIn' in window.shop[i]!.categories);
  // A case, not `not (…)`: the planner weighs the indexes for each arm of the `or`s a negated
  // `or` becomes (a millisecond for a page of every category's ranges).
  const notReadElsewhere =
    shopRanges.length === 0
      ? sql`true`
      : sql`case when ${sql.join(shopRanges, sql` or `)} then false else true end`;
  const fixedReads = window.fixed.map(
    (range) => sql`${fixedRangeOn(range, tableColumns)} and ${notReadElsewhere}`,
  );
  const read = (range: SQL) => sql`select ${columns} from ${products} where ${range}`;
  // The price list's products last: a count that stops early seldom reaches them.
  const reads = [
    ...otherReads.map(read),
    ...categoryRangeReads(ofCategories, columns),
    ...fixedReads.map(read),
  ];
  return sql`(${sql.join(reads, sql` union all `)}) as ${products}`;
}
