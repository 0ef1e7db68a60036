// A large catalogue's counts from a repeatable sample of the products (sampleOf): the facets, scaled
// to the whole, and whether a search or a filter surely admits more than EXACT_COUNT_LIMIT
// products, which then are not counted first.
import { sql } from 'drizzle-orm';
import type { Transaction } from '@buildright/db';
import { EXACT_COUNT_LIMIT, roughly, rowsOf, valuesInline } from '../../database/index.ts';
import type { SearchRequest } from './search-types.ts';
import type { Matching } from './search-matching.ts';
import {
  candidatesOf,
  facetColumns,
  facetsFrom,
  facetsOf,
  type FacetRow,
  type Sample,
} from './search-parts.ts';

/**
 * The fewest sampled matches trusted to say a count is over the limit: at 50 a count's estimate
 * is within about 30% (two standard deviations), and it must reach twice the limit.
 */
const TRUSTED_HITS = 50;

/**
 * How far past the limit the sample's guess must be for what a search admits to be counted
 * before it is read. Nearer, it is as often under the limit as over (a guess of ~5,000 matches
 * rests on ~25 sampled rows, within about 20%), and it is read in one pass at once, which costs
 * the count's time more when it is over and saves it when it is under. The guesses against what
 * searches admit: docs/adr/0006-catalogue-at-a-million-products.md.
 */
const COUNT_FIRST_MARGIN = 1.2;

export interface SampledCatalogue {
  /** Per category, as the facets count, scaled to the whole catalogue and rounded. */
  rows: FacetRow[];
  /** The search, the machine and what the shop shows surely admit more than the limit. */
  admittedSurelyOver: boolean;
  /** So do the visitor's filters as well: the total need not be counted. */
  matchingSurelyOver: boolean;
  /**
   * The sample's best guess is well over the limit (COUNT_FIRST_MARGIN), though too few of its
   * rows match to be sure: a count that stops at the limit decides before a search's matches are
   * ranked.
   */
  admittedLikelyOver: boolean;
  /** The share of the table's rows that pass the search, the machine and the filters. */
  matchingShare: number;
}

export const surelyOver = (hits: number, sample: Sample) =>
  hits >= TRUSTED_HITS && hits * sample.scale >= 2 * EXACT_COUNT_LIMIT;

export async function sampleCatalogue(
  tx: Transaction,
  request: SearchRequest,
  matching: Matching | undefined,
  sample: Sample,
): Promise<SampledCatalogue> {
  // No sort keys: a sampled row is counted, never ranked.
  const candidates = candidatesOf(request, matching, [], { sample });
  const rows = rowsOf<FacetRow & { admitted: number }>(
    await tx.execute(
      valuesInline(
        sql`select ${facetColumns}, count(*)::int as admitted
        from ${facetsFrom(sql`(${candidates}) as candidates`)}`,
      ),
    ),
  );
  const admitted = rows.reduce((total, row) => total + row.admitted, 0);
  const matched = facetsOf(request, rows).total;
  return {
    rows: rows.map(({ admitted: _, ...row }) => ({
      ...row,
      matching: roughly(row.matching * sample.scale),
      inStock: roughly(row.inStock * sample.scale),
      onSale: roughly(row.onSale * sample.scale),
    })),
    admittedSurelyOver: surelyOver(admitted, sample),
    matchingSurelyOver: surelyOver(matched, sample),
    admittedLikelyOver: admitted * sample.scale > EXACT_COUNT_LIMIT * COUNT_FIRST_MARGIN,
    matchingShare: Math.min(1, (matched * sample.scale) / sample.rows),
  };
}
