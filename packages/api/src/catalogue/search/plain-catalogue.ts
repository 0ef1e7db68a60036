// The plain catalogue (no search, no machine): its counts from the tallies the products'
// triggers keep, its page from the index of its sort, its price range from the price index.
import { gte, sql } from 'drizzle-orm';
import {
  categories,
  productIdBlocks,
  products,
  productTallies,
  type Database,
  type Transaction,
} from '@buildright/db';
import { firstRow, rowsOf } from '../../database/index.ts';
import type { CatalogFacets } from '../shared/catalog.ts';
import type { SearchRequest } from './search-types.ts';
import {
  candidatesOf,
  facetsOf,
  narrowedByVisitor,
  orderOf,
  pageFromNearerEnd,
  type FacetRow,
} from './search-parts.ts';
import { memberPriceEnds, memberPricePage, sortsByMemberPrice } from './member-prices-sql.ts';

type Reader = Database | Transaction;

/**
 * The catalogue without a search, a machine or a price filter: exact counts at any size from the
 * tallies, and its page and price range beside them (two connections at once on a PostgreSQL
 * server; the embedded database takes them one after the other).
 */
export async function findFromTallies(
  db: Reader,
  request: SearchRequest,
): Promise<{ ids: number[]; total: number; facets: CatalogFacets }> {
  const [{ total, facets }, price] = await Promise.all([
    tallyRows(db, request).then((rows) => facetsOf(request, rows)),
    plainPriceRange(db, request),
  ]);
  const ids = sortsByMemberPrice(request)
    ? await memberPricePage(db, request)
    : await nearerEndPage(db, request, total);
  return { ids, total, facets: { ...facets, price } };
}

/**
 * The price facet of the plain catalogue, its own filter left out: the two ends of the price
 * index, or of a member's two halves (memberPriceEnds).
 */
export async function plainPriceRange(
  db: Reader,
  request: SearchRequest,
): Promise<CatalogFacets['price']> {
  const { memberOf } = request;
  if (memberOf !== undefined) return memberPriceEnds(db, { ...request, memberOf });
  const unpriced = { ...request, minPrice: undefined, maxPrice: undefined };
  const candidates = candidatesOf(unpriced, undefined, []);
  const end = (direction: 'asc' | 'desc') =>
    sql`(select candidates.price::text from (${candidates}) candidates
      where f_category and f_stock and f_sale
      order by candidates.price ${sql.raw(direction)} limit 1)`;
  const row = firstRow<{ min: string | null; max: string | null }>(
    await db.execute(sql`select ${end('asc')} as min, ${end('desc')} as max`),
  );
  return row?.min != null && row.max != null ? { min: row.min, max: row.max } : null;
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
async function pageInIdBlocks(db: Reader, request: SearchRequest) {
  const start = firstRow<{ fromId: number; before: number }>(
    await db.execute(sql`
      with blocks as (
        select ${productIdBlocks.fromId} as from_id, sum(${productIdBlocks.products}) as products
        from ${productIdBlocks} group by 1 having sum(${productIdBlocks.products}) > 0
      ), running as (
        select from_id, products, sum(products) over (order by from_id) as through from blocks
      )
      select from_id as "fromId", (through - products)::int as before from running
      where through > ${request.offset} order by from_id limit 1`),
  );
  if (!start) return [];
  const page = await db
    .select({ id: products.id })
    .from(products)
    .where(gte(products.id, start.fromId))
    .orderBy(products.id)
    .limit(request.limit)
    .offset(request.offset - start.before);
  return page.map((row) => row.id);
}

/** A page of exactly `total` products, read from the nearer end of its sort's index. */
async function nearerEndPage(db: Reader, request: SearchRequest, total: number) {
  if (everyProductById(request)) return pageInIdBlocks(db, request);
  const order = orderOf(request, undefined);
  const { query, reversed } = pageFromNearerEnd(request, order, total);
  const candidates = candidatesOf(request, undefined, order);
  const page = rowsOf<{ id: number }>(
    await db.execute(sql`with candidates as (${candidates}) ${query}`),
  ).map((row) => row.id);
  return reversed ? page.reverse() : page;
}

/** Each category's counts from the tallies: matching, in stock and on sale. */
function tallyRows(db: Reader, request: SearchRequest): Promise<FacetRow[]> {
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
  const shown = request.includeInactive ? sql`true` : sql`${categories.isActive} and ${t.isActive}`;
  return db
    .execute(
      sql`select ${categories.id} as id, ${categories.name} as name,
        coalesce(sum(${matching}), 0)::int as matching,
        coalesce(sum(${inStock}), 0)::int as "inStock",
        coalesce(sum(${onSale}), 0)::int as "onSale",
        null as "minPrice", null as "maxPrice"
      from ${categories}
      join ${t} on ${t.categoryId} = ${categories.id}
      where ${shown}
      group by ${categories.id}, ${categories.name}
      order by ${categories.name} asc`,
    )
    .then((result) => rowsOf<FacetRow>(result));
}
