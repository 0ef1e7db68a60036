import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '@buildright/db';
import {
  withInMemoryPlanning,
  rowsOf,
  valuesInline,
  EXACT_COUNT_LIMIT,
} from '../../database/index.ts';
import type { CatalogSearch, SearchRequest, SearchResult, SuggestResult } from './search-types.ts';
import {
  admitsMoreThan,
  findFromTallies,
  findInLargeCatalogue,
  plainPriceRange,
  type InTransaction,
} from './large-catalogue.ts';
import { memberPricePage, sortsByMemberPrice } from './member-prices-sql.ts';
import { matchingOf, type Matching } from './search-matching.ts';
import {
  candidatesOf,
  facetColumns,
  facetsFrom,
  facetsOf,
  noFacets,
  orderOf,
  pageOf,
  sampleOf,
  type FacetRow,
} from './search-parts.ts';
import { sampleCatalogue } from './sampled-catalogue.ts';
import { firstMatches, matchesPerCategory } from './suggest-matches.ts';

/**
 * A search or a machine asks something of every product, so the products it admits are read once
 * into a list that both the page and the facets use, up to EXACT_COUNT_LIMIT + 1: more than the
 * limit, and the catalogue is too large to count (undefined). Every row is a category with
 * candidates and carries the page (the same on each).
 */
async function findInOnePass(
  db: Database | Transaction,
  request: SearchRequest,
  matching: Matching | undefined,
): Promise<{ ids: number[]; rows: FacetRow[] } | undefined> {
  const order = orderOf(request, matching);
  const result = await db.execute(
    valuesInline(sql`
    with candidates as materialized (
      ${candidatesOf(request, matching, order)} limit ${EXACT_COUNT_LIMIT + 1})
    select ${facetColumns}, array(${pageOf(request, order)}) as page,
      (select count(*) from candidates)::int as admitted
    from ${facetsFrom(sql`candidates`)}`),
  );
  const rows = rowsOf<FacetRow & { page: number[]; admitted: number }>(result);
  if ((rows[0]?.admitted ?? 0) > EXACT_COUNT_LIMIT) return undefined;
  return { ids: rows[0]?.page ?? [], rows: rows.map(({ page: _, admitted: __, ...row }) => row) };
}

/**
 * The plain catalogue (filters and sorts only) needs no list: the page comes from an index, the
 * facets from a covering one (products_category_cover_idx) once the table is vacuumed, each query reading
 * little.
 */
async function findFromIndexes(
  db: Database | Transaction,
  request: SearchRequest,
  pageReadApart: boolean,
): Promise<{ ids: number[]; rows: FacetRow[] }> {
  const order = orderOf(request, undefined);
  const candidates = candidatesOf(request, undefined, order);
  const facets = rowsOf<FacetRow>(
    await db.execute(
      valuesInline(
        sql`select ${facetColumns} from ${facetsFrom(sql`(${candidates}) as candidates`)}`,
      ),
    ),
  );
  if (pageReadApart) return { ids: [], rows: facets };
  const page = await db.execute(
    valuesInline(sql`with candidates as (${candidates}) ${pageOf(request, order)}`),
  );
  return { ids: rowsOf<{ id: number }>(page).map((row) => row.id), rows: facets };
}

/**
 * A search, a machine or a price filter: a large catalogue is sampled first, and a common word or
 * a wide filter is then known to match too many to count, and is not counted. With
 * `pageReadApart` (a member's price-sorted page, memberPricePage) only the counts are read.
 */
function findFiltered(
  db: Database,
  request: SearchRequest,
  matched: Matching | undefined,
  pageReadApart = false,
): Promise<SearchResult> {
  return withInMemoryPlanning(db, async (tx) => {
    const sample = await sampleOf(tx);
    const sampled = sample.takenFirst
      ? await sampleCatalogue(tx, request, matched, sample)
      : undefined;
    // More than EXACT_COUNT_LIMIT admitted, surely by the sample or counted.
    const tooLarge = async () =>
      findInLargeCatalogue(
        tx,
        request,
        matched,
        sampled ?? (await sampleCatalogue(tx, request, matched, sample)),
        pageReadApart,
      );
    if (sampled?.admittedSurelyOver) return tooLarge();
    // A search or a machine reads what it admits once, counting and ranking as it goes,
    // unless the sample guesses it admits well over the limit: it is counted first then, which
    // costs half of reading it or less. The plain catalogue with a price filter counts first,
    // then reads only its page.
    const readsWhatItAdmits = Boolean(matched || request.machine);
    const countFirst = !readsWhatItAdmits || sampled?.admittedLikelyOver === true;
    if (countFirst && (await admitsMoreThan(tx, request, matched, EXACT_COUNT_LIMIT))) {
      return tooLarge();
    }
    const found = readsWhatItAdmits
      ? await findInOnePass(tx, request, matched)
      : await findFromIndexes(tx, request, pageReadApart);
    if (!found) return tooLarge();
    return { ids: found.ids, totalIsEstimate: false, ...facetsOf(request, found.rows) };
  });
}

export function postgresCatalogSearch(db: Database): CatalogSearch {
  return {
    async find(request: SearchRequest): Promise<SearchResult> {
      const matched = request.search ? await matchingOf(db, request.search) : undefined;
      if (matched === 'nothing') {
        return { ids: [], total: 0, totalIsEstimate: false, facets: noFacets() };
      }
      const priced = request.minPrice !== undefined || request.maxPrice !== undefined;
      const inTransaction: InTransaction = (run) => withInMemoryPlanning(db, run);
      const plain = !matched && !request.machine;
      if (plain && !priced) {
        return { ...(await findFromTallies(inTransaction, request)), totalIsEstimate: false };
      }
      if (plain) {
        // Neither its price facet nor a member's page sorted by their prices depends on what
        // its filter's sample and count find: each is read beside them.
        const pageReadApart = sortsByMemberPrice(request);
        const [found, price, ids] = await Promise.all([
          findFiltered(db, request, undefined, pageReadApart),
          plainPriceRange(inTransaction, request),
          pageReadApart ? inTransaction((tx) => memberPricePage(tx, request)) : undefined,
        ]);
        return { ...found, ids: ids ?? found.ids, facets: { ...found.facets, price } };
      }
      return findFiltered(db, request, matched);
    },

    async suggest(search: string, limit: number): Promise<SuggestResult> {
      const matched = await matchingOf(db, search);
      if (matched === 'nothing') return { ids: [], categories: [], estimated: false };
      // Two transactions, so that a PostgreSQL server answers both at once on two connections.
      const [ids, counted] = await Promise.all([
        withInMemoryPlanning(db, (tx) => firstMatches(tx, matched, limit)),
        withInMemoryPlanning(db, (tx) => matchesPerCategory(tx, matched)),
      ]);
      return { ids, ...counted };
    },
  };
}
