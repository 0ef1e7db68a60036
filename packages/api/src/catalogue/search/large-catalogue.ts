// The catalogue's queries where counting every match would cost too much: the plain catalogue
// from the tallies, and a large one from indexes and a sample.
import { gte, sql, type SQL } from 'drizzle-orm';
import {
  categories,
  productIdBlocks,
  products,
  productTallies,
  type Transaction,
} from '@buildright/db';
import {
  readingTheTable,
  firstRow,
  rowsOf,
  valuesInline,
  EXACT_COUNT_LIMIT,
  roughly,
} from '../../database/index.ts';
// Up to EXACT_COUNT_LIMIT products admitted (shown, matching the search, fitting the machine),
// every count is exact; above it the page still is, and the counts come from a sample.
import type { CatalogFacets } from '../shared/catalog.ts';
import type { SearchRequest, SearchResult } from './search-types.ts';
import type { Matching } from './search-matching.ts';
import {
  baseOf,
  candidatesOf,
  facetsOf,
  narrowedByVisitor,
  orderOf,
  pageFromNearerEnd,
  pageOf,
  RANK_WINDOW,
  type FacetRow,
  type SortKey,
} from './search-parts.ts';
import type { SampledCatalogue } from './sampled-catalogue.ts';
import { memberPriceEnds, memberPricePage, sortsByMemberPrice } from './member-prices-sql.ts';
import { shownOnly } from './product-filters-sql.ts';

/** Runs its queries in a transaction of their own, with in-memory planning. */
export type InTransaction = <T>(run: (tx: Transaction) => Promise<T>) => Promise<T>;

/**
 * The catalogue without a search, a machine or a price filter: its counts per category, in stock
 * and on sale come from the tallies the products' triggers keep (exact at any size), the page
 * from the index of its sort (from the nearer end, the total being exact), and the price range
 * from the price index. The page and the price range are read in two transactions at once, which
 * a PostgreSQL server answers on two connections together; the embedded database takes them one
 * after the other.
 */
export async function findFromTallies(
  inTransaction: InTransaction,
  request: SearchRequest,
): Promise<{ ids: number[]; total: number; facets: CatalogFacets }> {
  const order = orderOf(request, undefined);
  const candidates = candidatesOf(request, undefined, order);
  const [{ ids, total, facets }, price] = await Promise.all([
    inTransaction(async (tx) => {
      const { total, facets } = facetsOf(request, await tallyRows(tx, request));
      const ids = sortsByMemberPrice(request)
        ? await memberPricePage(tx, request)
        : await nearerEndPage(tx, request, candidates, order, total);
      return { ids, total, facets };
    }),
    plainPriceRange(inTransaction, request),
  ]);
  return { ids, total, facets: { ...facets, price } };
}

/**
 * The price facet of the catalogue without a search or a machine (its own filter left out): its
 * two ends from the price index, each in a transaction of its own, so that a PostgreSQL server
 * reads them at once, beside the page; a member's from the two halves of their prices
 * (memberPriceEnds).
 */
export async function plainPriceRange(
  inTransaction: InTransaction,
  request: SearchRequest,
): Promise<CatalogFacets['price']> {
  const { memberOf } = request;
  if (memberOf !== undefined) {
    return inTransaction((tx) => memberPriceEnds(tx, { ...request, memberOf }));
  }
  const filters = sql`f_category and f_stock and f_sale`;
  const [min, max] = await Promise.all([
    inTransaction((tx) => priceEnd(tx, request, filters, 'asc')),
    inTransaction((tx) => priceEnd(tx, request, filters, 'desc')),
  ]);
  return min !== undefined && max !== undefined ? { min, max } : null;
}

/** A page of the plain catalogue (no search, no machine): a member's by their prices apart. */
async function sortedPage(tx: Transaction, request: SearchRequest, order: SortKey[]) {
  if (sortsByMemberPrice(request)) return memberPricePage(tx, request);
  const candidates = candidatesOf(request, undefined, order);
  const page = await tx.execute(
    valuesInline(sql`with candidates as (${candidates}) ${pageOf(request, order)}`),
  );
  return rowsOf<{ id: number }>(page).map((row) => row.id);
}

/** Every product in id order: the staff's product list with no filter nor sort of its own. */
const everyProductById = (request: SearchRequest) =>
  request.includeInactive === true &&
  !narrowedByVisitor(request) &&
  (request.sort === undefined || request.sort === 'relevance');

/**
 * A page of every product in id order, read from the block of a thousand ids it starts in (the
 * first block whose products, with every earlier block's, reach past the offset), so the deepest
 * page walks no more ids than the first.
 */
async function pageInIdBlocks(tx: Transaction, request: SearchRequest) {
  const start = firstRow<{ fromId: number; before: number }>(
    await tx.execute(
      valuesInline(sql`
      with blocks as (
        select ${productIdBlocks.fromId} as from_id, sum(${productIdBlocks.products}) as products
        from ${productIdBlocks} group by 1 having sum(${productIdBlocks.products}) > 0
      ), running as (
        select from_id, products, sum(products) over (order by from_id) as through from blocks
      )
      select from_id as "fromId", (through - products)::int as before from running
      where through > ${request.offset} order by from_id limit 1`),
    ),
  );
  if (!start) return [];
  const page = await tx
    .select({ id: products.id })
    .from(products)
    .where(gte(products.id, start.fromId))
    .orderBy(products.id)
    .limit(request.limit)
    .offset(request.offset - start.before);
  return page.map((row) => row.id);
}

async function nearerEndPage(
  tx: Transaction,
  request: SearchRequest,
  candidates: SQL,
  order: ReturnType<typeof orderOf>,
  total: number,
) {
  if (everyProductById(request)) return pageInIdBlocks(tx, request);
  const { query, reversed } = pageFromNearerEnd(request, order, total);
  const page = rowsOf<{ id: number }>(
    await tx.execute(valuesInline(sql`with candidates as (${candidates}) ${query}`)),
  ).map((row) => row.id);
  return reversed ? page.reverse() : page;
}

/** Each category's counts from the tallies: matching, in stock and on sale. */
async function tallyRows(tx: Transaction, request: SearchRequest) {
  const t = productTallies;
  const both = sql`${t.inStockOnSale}`;
  // Each count leaves its own filter out, as the facets of a search do.
  const matching = request.inStock
    ? request.onSale
      ? both
      : sql`${t.inStock}`
    : request.onSale
      ? sql`${t.onSale}`
      : sql`${t.products}`;
  const inStock = request.onSale ? both : sql`${t.inStock}`;
  const onSale = request.inStock ? both : sql`${t.onSale}`;
  const shownOnly = request.includeInactive
    ? sql`true`
    : sql`${categories.isActive} and ${t.isActive}`;
  const rows = rowsOf<FacetRow>(
    await tx.execute(sql`select ${categories.id} as id, ${categories.name} as name,
        coalesce(sum(${matching}), 0)::int as matching,
        coalesce(sum(${inStock}), 0)::int as "inStock",
        coalesce(sum(${onSale}), 0)::int as "onSale",
        null as "minPrice", null as "maxPrice"
      from ${categories}
      join ${t} on ${t.categoryId} = ${categories.id}
      where ${shownOnly}
      group by ${categories.id}, ${categories.name}
      order by ${categories.name} asc`),
  );
  return rows;
}

export async function admitsMoreThan(
  tx: Transaction,
  request: SearchRequest,
  matching: Matching | undefined,
  limit: number,
): Promise<boolean> {
  const admitted = sql`select 1 from ${products}${shownOnly(request)}
    where ${baseOf(request, matching)} limit ${limit + 1}`;
  const row = firstRow<{ n: number }>(
    await tx.execute(valuesInline(sql`select count(*)::int as n from (${admitted}) admitted`)),
  );
  return row!.n > limit;
}

/**
 * The lowest or highest price of the catalogue's candidates that pass `filters` (its own price
 * filter left out), read from the price index, which a filter on category, stock or sale alone
 * walks only a little.
 */
async function priceEnd(
  tx: Transaction,
  request: SearchRequest,
  filters: SQL,
  direction: 'asc' | 'desc',
): Promise<string | undefined> {
  const candidates = candidatesOf(request, undefined, orderOf(request, undefined));
  const row = firstRow<{ price: string }>(
    await tx.execute(
      valuesInline(sql`select candidates.price::text as price from (${candidates}) candidates
      where ${filters}
      order by candidates.price ${sql.raw(direction)} limit 1`),
    ),
  );
  return row?.price;
}

interface FirstMatches {
  /** How many, up to EXACT_COUNT_LIMIT + 1. */
  n: number;
  min: string | undefined;
  max: string | undefined;
}

/**
 * How many of the candidates pass `filters`, up to EXACT_COUNT_LIMIT + 1, and their price range.
 * For a search or a machine that range is the price facet: walking the price index until a row
 * matches the words or fits the machine can read most of the catalogue, and the range of so many
 * matches is the range a shopper narrows from (the facets say they are estimated).
 */
async function firstMatchesOf(
  tx: Transaction,
  candidates: SQL,
  filters: SQL,
): Promise<FirstMatches> {
  const row = firstRow<{ n: number; min: string | null; max: string | null }>(
    await tx.execute(
      valuesInline(sql`select count(*)::int as n, min(price)::text as min,
        max(price)::text as max from (
      select candidates.price from (${candidates}) candidates
      where ${filters}
      limit ${EXACT_COUNT_LIMIT + 1}) first_matches`),
    ),
  )!;
  return { n: row.n, min: row.min ?? undefined, max: row.max ?? undefined };
}

/**
 * From this share of the table's rows passing a search and its filters on, its first matches are
 * read from the table's first page (readingTheTable), not through the full-text index. The table
 * wins from about one row in twenty, breaks even near one in twenty-five and loses below; between,
 * the index's list of a word is mostly sorted before its first rows are read. The sample's share
 * is within a tenth of the true one there (docs/adr/0006-catalogue-at-a-million-products.md).
 */
const TABLE_READ_SHARE = 1 / 16;

/**
 * A request that admits more than EXACT_COUNT_LIMIT products (counted, or surely so by the
 * sample): the page comes from the index of its sort (unless `pageReadApart`: memberPricePage
 * reads it), the per-category, stock and sale counts from the sample. The total is exact up to EXACT_COUNT_LIMIT only when a filter of the
 * visitor's narrows what is admitted and the sample does not show it surely beyond; the price
 * range of a search or a machine comes from its first matches or the sample (the plain
 * catalogue's is read apart, plainPriceRange).
 */
export async function findInLargeCatalogue(
  tx: Transaction,
  request: SearchRequest,
  matching: Matching | undefined,
  sampled: SampledCatalogue,
  pageReadApart: boolean,
): Promise<SearchResult> {
  const order = orderOf(request, matching);
  const candidates = candidatesOf(request, matching, order);
  const plain = !matching && !request.machine;
  const ranked = matching && (request.sort ?? 'relevance') === 'relevance';
  const window = Math.max(RANK_WINDOW, request.offset + request.limit);
  // Ranking every match of a common word ("bucket": 130,000) costs seconds; the first matches in
  // the table's order that pass the filters are ranked instead, enough for many pages.
  const readPage = async () =>
    rowsOf<{ id: number }>(
      await tx.execute(
        valuesInline(
          ranked
            ? sql`with matches as (${candidates}), candidates as materialized (
              select * from matches where f_category and f_price and f_stock and f_sale
              limit ${window})
            ${pageOf(request, order)}`
            : sql`with candidates as (${candidates}) ${pageOf(request, order)}`,
        ),
      ),
    ).map((row) => row.id);
  const first =
    sampled.matchingSurelyOver || !narrowedByVisitor(request)
      ? undefined
      : await firstMatchesOf(tx, candidates, sql`f_category and f_price and f_stock and f_sale`);
  const exact = first !== undefined && first.n <= EXACT_COUNT_LIMIT;
  const ids = pageReadApart
    ? []
    : plain
      ? await sortedPage(tx, request, order)
      : ranked && sampled.matchingShare >= TABLE_READ_SHARE
        ? await readingTheTable(tx, readPage)
        : await readPage();
  const estimated = facetsOf(request, sampled.rows);
  const total = exact ? first.n : roughly(Math.max(estimated.total, EXACT_COUNT_LIMIT + 1));
  const [min, max] = await priceRangeOf(tx, request, matching, candidates, first, estimated);
  return {
    ids,
    total,
    totalIsEstimate: !exact,
    facets: {
      ...estimated.facets,
      categories: estimated.facets.categories.map((category) =>
        category.id === request.categoryId ? { ...category, count: total } : category,
      ),
      price: min !== undefined && max !== undefined ? { min, max } : null,
      estimated: true,
    },
  };
}

/**
 * The price facet of a search or a machine, which leaves its own filter out: from the matches
 * counted when they are its matches (no price filter), else from the sample when it holds many,
 * else from the first unpriced matches. The plain catalogue's is read apart (plainPriceRange).
 */
async function priceRangeOf(
  tx: Transaction,
  request: SearchRequest,
  matching: Matching | undefined,
  candidates: SQL,
  counted: FirstMatches | undefined,
  estimated: { facets: CatalogFacets },
): Promise<[string | undefined, string | undefined]> {
  if (!matching && !request.machine) return [undefined, undefined];
  const priced = request.minPrice !== undefined || request.maxPrice !== undefined;
  if (counted && !priced) return [counted.min, counted.max];
  if (estimated.facets.price) return [estimated.facets.price.min, estimated.facets.price.max];
  const unpriced = await firstMatchesOf(tx, candidates, sql`f_category and f_stock and f_sale`);
  return [unpriced.min, unpriced.max];
}
