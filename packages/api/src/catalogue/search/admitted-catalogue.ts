// A search, a machine or a price filter: the first EXACT_COUNT_LIMIT + 1 products the request
// admits are read once, in its own order where an index holds it (else by id). When that is all
// of them, the counts and the page come from that one read. Beyond it the counts are of those
// first ones and say so, the total is exact up to the limit, and a page beyond them is read in
// its own order from all of them.
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '@buildright/db';
import { EXACT_COUNT_LIMIT, rowsOf } from '../../database/index.ts';
import type { SearchRequest, SearchResult } from './search-types.ts';
import type { Matching } from './search-matching.ts';
import {
  candidatesOf,
  facetColumns,
  facetsFrom,
  facetsOf,
  orderOf,
  pageOf,
  readsMemberPrices,
  type FacetRow,
  type SortKey,
} from './search-parts.ts';
import { memberPricePage, sortsByMemberPrice } from './member-prices-sql.ts';

type Reader = Database | Transaction;

/**
 * How the first candidates are chosen: in the request's own order, so that its first pages are
 * among them, or by id where no index holds that order (a search's relevance, a member's price
 * beside a search or a machine), so that they are the same ones at every request.
 */
function readOrderOf(request: SearchRequest, matching: Matching | undefined, order: SortKey[]) {
  const plain = !matching && !request.machine;
  const relevance = (request.sort ?? 'relevance') === 'relevance';
  const byId = (matching !== undefined && relevance) || (sortsByMemberPrice(request) && !plain);
  if (byId) return { byOwnOrder: false, keys: sql`id` };
  const keys = order.map(({ direction }, i) => sql.raw(`k${i} ${direction}`));
  return { byOwnOrder: true, keys: sql.join(keys, sql`, `) };
}

/**
 * The first EXACT_COUNT_LIMIT + 1 `candidates` (passing every filter when `filtered`), per
 * category, with the page among them.
 */
async function readFirst(
  db: Reader,
  request: SearchRequest,
  { candidates, order, readOrder }: { candidates: SQL; order: SortKey[]; readOrder: SQL },
  filtered: boolean,
) {
  const passing = filtered ? sql`f_category and f_price and f_stock and f_sale` : sql`true`;
  const rows = rowsOf<FacetRow & { page: number[]; read: number }>(
    await db.execute(sql`
      with candidates as materialized (
        select * from (${candidates}) as admitted where ${passing}
        order by ${readOrder} limit ${EXACT_COUNT_LIMIT + 1})
      select ${facetColumns}, array(${pageOf(request, order)}) as page,
        (select count(*) from candidates)::int as read
      from ${facetsFrom(sql`candidates`)}`),
  );
  return {
    read: rows[0]?.read ?? 0,
    page: rows[0]?.page ?? [],
    rows: rows.map(({ page: _, read: __, ...row }) => row),
  };
}

/** A page in the request's order, from everything it admits. */
async function pageInOrder(db: Reader, request: SearchRequest, candidates: SQL, order: SortKey[]) {
  const page = await db.execute(sql`with candidates as (${candidates}) ${pageOf(request, order)}`);
  return rowsOf<{ id: number }>(page).map((row) => row.id);
}

export async function findAdmitted(
  db: Reader,
  request: SearchRequest,
  matching: Matching | undefined,
): Promise<SearchResult> {
  const plain = !matching && !request.machine;
  const order = orderOf(request, matching);
  const candidates = candidatesOf(request, matching, order);
  const { byOwnOrder, keys } = readOrderOf(request, matching, order);
  const read = { candidates, order, readOrder: keys };
  const admitted = await readFirst(db, request, read, false);
  const counted = facetsOf(request, admitted.rows);
  if (admitted.read <= EXACT_COUNT_LIMIT) {
    return { ids: admitted.page, totalIsEstimate: false, ...counted };
  }
  // Too many to count at every request: how many pass the visitor's filters is counted up to the
  // limit, unless every filter was applied as they were read (the plain catalogue's price filter,
  // a member's price filter with the rest).
  const memberPrices = readsMemberPrices(request, plain);
  const priced = request.minPrice !== undefined || request.maxPrice !== undefined;
  const filteredLater =
    !memberPrices &&
    (request.categoryId !== undefined ||
      request.inStock === true ||
      request.onSale === true ||
      (priced && !plain));
  const matched = filteredLater ? await readFirst(db, request, read, true) : admitted;
  const exact = matched.read <= EXACT_COUNT_LIMIT;
  // A member's first candidates are read in their price order: any other sort reads all.
  const pageAmongFirst = byOwnOrder
    ? request.offset + request.limit <= matched.read &&
      (!memberPrices || sortsByMemberPrice(request))
    : matching !== undefined;
  const ids =
    exact || pageAmongFirst
      ? matched.page
      : memberPrices && sortsByMemberPrice(request)
        ? await memberPricePage(db, request)
        : await pageInOrder(
            db,
            request,
            candidatesOf(request, matching, order, { whole: true }),
            order,
          );
  const total = exact ? matched.read : EXACT_COUNT_LIMIT;
  return {
    ids,
    total,
    totalIsEstimate: !exact,
    facets: {
      ...counted.facets,
      categories: counted.facets.categories.map((category) =>
        category.id === request.categoryId ? { ...category, count: total } : category,
      ),
      estimated: true,
    },
  };
}
