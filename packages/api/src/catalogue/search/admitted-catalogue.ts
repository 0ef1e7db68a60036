// A search, a machine or a price filter: the first COUNTED_MATCHES + 1 products the request
// admits, as the table gives them, are read once. When that is all of them, the counts and the
// page come from that one read. Beyond it the counts are of those first ones and say so, the
// total is exact up to the limit, a search ranks its first matches, and any other order reads
// its page from all of them.
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '@buildright/db';
import { rowsOf } from '../../database/index.ts';
import { COUNTED_MATCHES, type SearchRequest, type SearchResult } from './search-types.ts';
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
import { filtersByPrice } from './product-filters-sql.ts';

type Reader = Database | Transaction;

/**
 * The first COUNTED_MATCHES + 1 `candidates` (passing every filter when `filtered`) in the
 * order the table gives them, cheapest to read (a search's from its full-text index, in the
 * table's order), per category, with the page among them.
 */
async function readFirst(
  db: Reader,
  request: SearchRequest,
  { candidates, order }: { candidates: SQL; order: SortKey[] },
  filtered: boolean,
) {
  const passing = filtered ? sql`f_category and f_price and f_stock and f_sale` : sql`true`;
  const rows = rowsOf<FacetRow & { page: number[]; read: number }>(
    await db.execute(sql`
      with candidates as materialized (
        select * from (${candidates}) as admitted where ${passing}
        limit ${COUNTED_MATCHES + 1})
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
  const read = { candidates, order };
  const admitted = await readFirst(db, request, read, false);
  const counted = facetsOf(request, admitted.rows);
  if (admitted.read <= COUNTED_MATCHES) {
    return { ids: admitted.page, totalIsEstimate: false, ...counted };
  }
  // Too many to count at every request: how many pass the visitor's filters is counted up to the
  // limit, unless every filter was applied as they were read (the plain catalogue's price filter,
  // a member's price filter with the rest). Any page but a search's ranked one is read in its
  // order from all of them, from its sort's index.
  const memberPrices = readsMemberPrices(request, plain);
  const priced = filtersByPrice(request);
  const filteredLater =
    !memberPrices &&
    (request.categoryId !== undefined ||
      request.inStock === true ||
      request.onSale === true ||
      (priced && !plain));
  const matched = filteredLater ? await readFirst(db, request, read, true) : admitted;
  const exact = matched.read <= COUNTED_MATCHES;
  // A search ranks its first matches (its pages reach MAX_SEARCH_RESULTS, well within them).
  const ranked = matching !== undefined && (request.sort ?? 'relevance') === 'relevance';
  const ids =
    exact || ranked
      ? matched.page
      : memberPrices && sortsByMemberPrice(request)
        ? await memberPricePage(db, request)
        : await pageInOrder(
            db,
            request,
            candidatesOf(request, matching, order, { whole: true }),
            order,
          );
  const total = exact ? matched.read : COUNTED_MATCHES;
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
