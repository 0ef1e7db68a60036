// The pieces every catalogue query is made of: its sort keys and filters, the candidates it
// reads, its page and its facets.
import { and, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { categories, products } from '@buildright/db';
import { fromCents, toCents } from '../../shared/money.ts';
import type { CatalogFacets } from '../shared/catalog.ts';
import type { SearchRequest } from './search-types.ts';
import { fitsMachine } from './fitment-sql.ts';
import { memberPriceJoin, memberPriceSource, priceOf } from './member-prices-sql.ts';
import {
  filtersByPrice,
  shopPrice,
  shopVisible,
  shownOnly,
  unpricedFilters,
  withinPriceFilter,
} from './product-filters-sql.ts';
import type { Matching } from './search-matching.ts';

/** A sort key: an expression of the product row and its direction. */
export interface SortKey {
  key: SQL;
  direction: 'asc' | 'desc';
}

export function orderOf(request: SearchRequest, matching: Matching | undefined): SortKey[] {
  const asc = (key: SQLWrapper): SortKey => ({ key: sql`${key}`, direction: 'asc' });
  const desc = (key: SQLWrapper): SortKey => ({ key: sql`${key}`, direction: 'desc' });
  switch (request.sort) {
    case 'price_asc':
      return [asc(priceOf(request)), asc(products.id)];
    case 'price_desc':
      return [desc(priceOf(request)), desc(products.id)];
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
    case 'name':
      return [asc(sql`lower(${products.name})`), asc(products.id)];
    case 'relevance':
    case undefined:
      return matching
        ? [desc(matching.tier), asc(matching.skuOrder), desc(matching.score), asc(products.id)]
        : [asc(products.id)];
  }
}

/** The filters a visitor sets, each apart so that a facet can leave its own one out. */
function filtersOf(request: SearchRequest) {
  return {
    ...unpricedFilters(request),
    price: withinPriceFilter(priceOf(request), request),
  };
}

/**
 * The visitor narrowed what the search, the machine and the shop admit with a filter of their
 * own (one of filtersOf's), so fewer may match than are admitted.
 */
export const narrowedByVisitor = (request: SearchRequest) =>
  request.categoryId !== undefined ||
  request.minPrice !== undefined ||
  request.maxPrice !== undefined ||
  request.inStock === true ||
  request.onSale === true;

function baseOf(request: SearchRequest, matching: Matching | undefined): SQL {
  return (
    and(
      request.includeInactive ? undefined : shopVisible,
      matching?.where,
      request.machine ? fitsMachine(request.machine) : undefined,
    ) ?? sql`true`
  );
}

export function noFacets(): CatalogFacets {
  return { categories: [], price: null, inStock: 0, onSale: 0, estimated: false };
}

/**
 * The products' columns the plain catalogue's candidates read (filters and the sort), when a
 * member's price filter reads them from their price list's rows and the shop's prices apart.
 */
function plainColumns(request: SearchRequest): SQL[] {
  const t = products;
  const read = [t.id, t.categoryId, t.price, t.salePrice, t.stock, t.isActive];
  const sortKey =
    request.sort === 'newest' ? [t.createdAt] : request.sort === 'name' ? [t.name] : [];
  return [...read, ...sortKey].map((column) => sql`${column}`);
}

/**
 * A member's price filter on the plain catalogue (no search, no machine): the request's filters
 * are applied as its candidates are read from their prices (memberPriceSource).
 */
export const readsMemberPrices = (request: SearchRequest, plain: boolean) =>
  plain && request.memberOf !== undefined && filtersByPrice(request);

/**
 * What the page and the facets need of each product the request admits: what the shop shows
 * that matches the search and fits the machine, and in the plain catalogue (no search, no
 * machine) only what is within the price filter, whose facet is read apart (plainPriceRange).
 * A member's price filter there reads its first candidates from their prices
 * (memberPriceSource), unless `whole` asks every one.
 */
export function candidatesOf(
  request: SearchRequest,
  matching: Matching | undefined,
  order: SortKey[],
  { whole = false } = {},
): SQL {
  const plain = !matching && !request.machine;
  const f = filtersOf(request);
  const keys = order.map(({ key }, i) => sql`, ${key} as ${sql.raw(`k${i}`)}`);
  const source =
    readsMemberPrices(request, plain) && !whole
      ? memberPriceSource({ ...request, memberOf: request.memberOf! }, plainColumns(request))
      : sql`${products}`;
  return sql`select ${products.id} as id, ${products.categoryId} as category_id,
      ${priceOf(request)} as price, ${shopPrice} as shop_price,
      ${products.stock} > 0 as has_stock,
      ${products.salePrice} is not null as has_sale,
      ${f.category} as f_category, ${f.price} as f_price, ${f.inStock} as f_stock,
      ${f.onSale} as f_sale${sql.join(keys)}
    from ${source}${memberPriceJoin(request)}${shownOnly(request)}
    where ${baseOf(request, matching)} and ${plain ? f.price : sql`true`}`;
}

/** The page's ids from the candidates, named `candidates`, best first. */
export function pageOf(request: SearchRequest, order: SortKey[]): SQL {
  const orderBy = order.map(({ direction }, i) => sql.raw(`k${i} ${direction}`));
  return sql`select id from candidates
    where f_category and f_price and f_stock and f_sale
    order by ${sql.join(orderBy, sql`, `)}
    limit ${request.limit} offset ${request.offset}`;
}

/**
 * The page's ids, as pageOf reads them, from whichever end of the list is nearer, for a list of
 * exactly `total` candidates: an offset walks past every earlier entry of the sort's index, so
 * page 19,000 of 20,000 is read as page 1,000 from the end, in the reverse order, and turned back
 * (`reversed`). Reversing every key's direction reverses the order exactly, nulls included.
 */
export function pageFromNearerEnd(
  request: SearchRequest,
  order: SortKey[],
  total: number,
): { query: SQL; reversed: boolean } {
  const { offset, limit } = request;
  const after = total - offset - limit;
  if (offset <= after || offset >= total) {
    return { query: pageOf(request, order), reversed: false };
  }
  const backwards = order.map((key) => ({
    ...key,
    direction: key.direction === 'asc' ? ('desc' as const) : ('asc' as const),
  }));
  const fromEnd = {
    ...request,
    offset: Math.max(0, after),
    limit: total - offset - Math.max(0, after),
  };
  return { query: pageOf(fromEnd, backwards), reversed: true };
}

export interface FacetRow {
  id: number;
  name: string;
  matching: number;
  minPrice: string | null;
  maxPrice: string | null;
  inStock: number;
  onSale: number;
}

/** Counts per category of the candidates, named `candidates`: each facet leaves its own filter out. */
export const facetColumns = sql`c.id, c.name,
    count(*) filter (where f_price and f_stock and f_sale)::int as matching,
    (min(price) filter (where f_stock and f_sale))::text as "minPrice",
    (max(price) filter (where f_stock and f_sale))::text as "maxPrice",
    count(*) filter (where f_price and f_sale and has_stock)::int as "inStock",
    count(*) filter (where f_price and f_stock and has_sale)::int as "onSale"`;

export function facetsFrom(candidates: SQL): SQL {
  return sql`${candidates}
    inner join ${categories} c on c.id = candidates.category_id
    group by c.id, c.name
    order by c.name asc`;
}

export function facetsOf(
  request: SearchRequest,
  rows: FacetRow[],
): { total: number; facets: CatalogFacets } {
  const inCategory = rows.filter(
    (row) => request.categoryId === undefined || row.id === request.categoryId,
  );
  const sum = (pick: (row: FacetRow) => number) =>
    inCategory.reduce((total, row) => total + pick(row), 0);
  const mins = inCategory.flatMap((row) => (row.minPrice ? [toCents(row.minPrice)] : []));
  const maxes = inCategory.flatMap((row) => (row.maxPrice ? [toCents(row.maxPrice)] : []));
  return {
    total: sum((row) => row.matching),
    facets: {
      categories: rows
        .filter((row) => row.matching > 0 || row.id === request.categoryId)
        .map(({ id, name, matching }) => ({ id, name, count: matching })),
      price:
        mins.length > 0
          ? { min: fromCents(Math.min(...mins)), max: fromCents(Math.max(...maxes)) }
          : null,
      inStock: sum((row) => row.inStock),
      onSale: sum((row) => row.onSale),
      estimated: false,
    },
  };
}
