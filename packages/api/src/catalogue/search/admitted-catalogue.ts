// A search, a machine or a price filter: the products the request admits are read once, in id
// order, up to EXACT_COUNT_LIMIT + 1. When that is all of them, the counts and the page come from
// that one read. Beyond it the counts are of those first ones and say so, the total is exact up
// to the limit, and the page is read in its own order.
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
  narrowedByVisitor,
  orderOf,
  pageOf,
  type FacetRow,
  type SortKey,
} from './search-parts.ts';
import { memberPricePage, sortsByMemberPrice } from './member-prices-sql.ts';

type Reader = Database | Transaction;

const allFilters = sql`f_category and f_price and f_stock and f_sale`;

/** The first EXACT_COUNT_LIMIT + 1 of `rows` (candidates) by id: the same ones at every request. */
const firstByIdOf = (rows: SQL) =>
  sql`select * from (${rows}) as rows order by id limit ${EXACT_COUNT_LIMIT + 1}`;

/** Per category, the candidates read (firstByIdOf), and the page among them. */
async function readAdmitted(db: Reader, request: SearchRequest, candidates: SQL, order: SortKey[]) {
  const rows = rowsOf<FacetRow & { page: number[]; admitted: number }>(
    await db.execute(sql`
      with candidates as materialized (${firstByIdOf(candidates)})
      select ${facetColumns}, array(${pageOf(request, order)}) as page,
        (select count(*) from candidates)::int as admitted
      from ${facetsFrom(sql`candidates`)}`),
  );
  return {
    admitted: rows[0]?.admitted ?? 0,
    page: rows[0]?.page ?? [],
    rows: rows.map(({ page: _, admitted: __, ...row }) => row),
  };
}

/** The first EXACT_COUNT_LIMIT + 1 candidates that pass every filter, and the page among them. */
async function readMatching(db: Reader, request: SearchRequest, candidates: SQL, order: SortKey[]) {
  const matching = sql`select * from (${candidates}) as admitted where ${allFilters}`;
  const [row] = rowsOf<{ page: number[]; matching: number }>(
    await db.execute(sql`
      with candidates as materialized (${firstByIdOf(matching)})
      select array(${pageOf(request, order)}) as page,
        (select count(*) from candidates)::int as matching`),
  );
  return row!;
}

/** A page in the request's order, from everything it admits (no first few). */
async function pageInOrder(db: Reader, request: SearchRequest, candidates: SQL, order: SortKey[]) {
  const page = await db.execute(sql`with candidates as (${candidates}) ${pageOf(request, order)}`);
  return rowsOf<{ id: number }>(page).map((row) => row.id);
}

export async function findAdmitted(
  db: Reader,
  request: SearchRequest,
  matching: Matching | undefined,
): Promise<SearchResult> {
  const order = orderOf(request, matching);
  const candidates = candidatesOf(request, matching, order);
  const admitted = await readAdmitted(db, request, candidates, order);
  const counted = facetsOf(request, admitted.rows);
  if (admitted.admitted <= EXACT_COUNT_LIMIT) {
    return { ids: admitted.page, totalIsEstimate: false, ...counted };
  }
  // Too many to count at every request. A search ranks its first matches (its pages reach
  // MAX_SEARCH_RESULTS, well within them); any other order reads its page from all of them.
  const ranked = matching !== undefined && (request.sort ?? 'relevance') === 'relevance';
  const firstMatching = narrowedByVisitor(request)
    ? await readMatching(db, request, candidates, order)
    : { page: admitted.page, matching: admitted.admitted };
  const exact = firstMatching.matching <= EXACT_COUNT_LIMIT;
  const ids =
    exact || ranked
      ? firstMatching.page
      : sortsByMemberPrice(request) && !matching && !request.machine
        ? await memberPricePage(db, request)
        : await pageInOrder(db, request, candidates, order);
  const total = exact ? firstMatching.matching : EXACT_COUNT_LIMIT;
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
