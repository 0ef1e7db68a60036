// A member's prices in the catalogue's queries, from the price lists' read model (member_prices):
// a product their company's list changes costs its row's price, any other what guests pay.
import { sql, type SQL } from 'drizzle-orm';
import {
  companyCategoryDiscounts,
  memberPrices,
  products,
  type Database,
  type Transaction,
} from '@buildright/db';
import { firstRow, rowsOf } from '../../database/index.ts';
import { allButPrice, shopPrice, shownOnly, withinPriceFilter } from './product-filters-sql.ts';
import { COUNTED_MATCHES, type SearchRequest } from './search-types.ts';

type MemberRequest = SearchRequest & { memberOf: number };
type Reader = Database | Transaction;

/**
 * The member's price beside each product of a query, looked up by its key (lateral): none for a
 * product the list leaves alone. A plain join let the planner hash every row of a large list.
 */
export const memberPriceJoin = (request: SearchRequest) =>
  request.memberOf === undefined
    ? sql``
    : sql` left join lateral (select listed.price from ${memberPrices} listed
        where listed.company_id = ${request.memberOf} and listed.product_id = ${products.id})
        as member_price on true`;

/** The price a request sorts and filters by: what guests pay, or what the member does. */
export const priceOf = (request: SearchRequest): SQL =>
  request.memberOf === undefined ? shopPrice : sql`coalesce(member_price.price, ${shopPrice})`;

/** The request is a member's, sorted by their own prices. */
export const sortsByMemberPrice = (request: SearchRequest): request is MemberRequest =>
  request.memberOf !== undefined && (request.sort === 'price_asc' || request.sort === 'price_desc');

/**
 * The two halves of a member's catalogue, each read from an index in price order: the products
 * their list changes (member_prices_price_idx, or member_prices_category_price_idx in a category),
 * and every other product at what guests pay (products_price_idx, products_category_price_idx).
 */
function halves(request: MemberRequest, columns: SQL) {
  const inCategory =
    request.categoryId === undefined
      ? sql`true`
      : sql`${memberPrices.categoryId} = ${request.categoryId}`;
  const listed = sql`select ${columns}, ${memberPrices.price} as member_price
    from ${memberPrices}
    inner join ${products} on ${products.id} = ${memberPrices.productId}${shownOnly(request)}
    where ${memberPrices.companyId} = ${request.memberOf} and ${inCategory}
      and ${withinPriceFilter(sql`${memberPrices.price}`, request)} and ${allButPrice(request)}`;
  // A category the list discounts has a row for every product in it (member-price-model.ts):
  // none of its products is another's, and PostgreSQL skips this half's read at once.
  const listCoversCategory =
    request.categoryId === undefined
      ? sql`false`
      : sql`exists (select from ${companyCategoryDiscounts} discounted
          where discounted.company_id = ${request.memberOf}
            and discounted.category_id = ${request.categoryId})`;
  const others = sql`select ${columns}, ${shopPrice} as member_price
    from ${products}${shownOnly(request)}
    where not ${listCoversCategory}
      and ${withinPriceFilter(shopPrice, request)} and ${allButPrice(request)}
      and not exists (select from ${memberPrices} listed
        where listed.company_id = ${request.memberOf} and listed.product_id = ${products.id})`;
  return { listed, others };
}

/**
 * The first COUNTED_MATCHES + 1 products a member's price filter and their other filters admit,
 * in the order of their prices (up, unless the request sorts them down), with `columns` of each,
 * in place of the products table: as many as a request counts, read from two indexes.
 */
export function memberPriceSource(request: MemberRequest, columns: SQL[]): SQL {
  const direction = request.sort === 'price_desc' ? 'desc' : 'asc';
  const first = firstByMemberPrice(request, direction, COUNTED_MATCHES + 1);
  return sql`(select ${sql.join(columns, sql`, `)} from (${first}) as first
    inner join ${products} on ${products.id} = first.id) as ${products}`;
}

/**
 * The member's products in the order of their prices, the first `reach` of them: the first
 * `reach` of each half, merged.
 */
function firstByMemberPrice(request: MemberRequest, direction: 'asc' | 'desc', reach: number) {
  const { listed, others } = halves(request, sql`${products.id} as id`);
  const order = sql.raw(`member_price ${direction}, id ${direction}`);
  return sql`select id, member_price from (
      (${listed} order by ${order} limit ${reach})
      union all
      (${others} order by ${order} limit ${reach})) as both_halves
    order by ${order} limit ${reach}`;
}

/** A page of a member's catalogue (no search, no machine) sorted by their prices. */
export async function memberPricePage(tx: Reader, request: MemberRequest): Promise<number[]> {
  const direction = request.sort === 'price_desc' ? 'desc' : 'asc';
  const first = firstByMemberPrice(request, direction, request.offset + request.limit);
  const page = await tx.execute(sql`select id from (${first}) as first
    order by member_price ${sql.raw(direction)}, id ${sql.raw(direction)}
    offset ${request.offset}`);
  return rowsOf<{ id: number }>(page).map((row) => row.id);
}

/**
 * The lowest and highest price the member pays among the catalogue's products (no search, no
 * machine), its price filter left out as a facet leaves out its own filter.
 */
export async function memberPriceEnds(
  tx: Reader,
  request: MemberRequest,
): Promise<{ min: string; max: string } | null> {
  const unpriced = { ...request, minPrice: undefined, maxPrice: undefined };
  const end = (direction: 'asc' | 'desc') =>
    sql`(select member_price::text from (${firstByMemberPrice(unpriced, direction, 1)}) as e)`;
  const row = firstRow<{ min: string | null; max: string | null }>(
    await tx.execute(sql`select ${end('asc')} as min, ${end('desc')} as max`),
  );
  return row?.min != null && row.max != null ? { min: row.min, max: row.max } : null;
}
