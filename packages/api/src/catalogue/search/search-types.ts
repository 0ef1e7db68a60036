import type { CatalogFacets, CategoryFacet } from '../shared/catalog.ts';
import type { CatalogFilter } from '../shared/catalog-query.ts';
import type { MachineModel } from '../shared/fitment.ts';

export interface SearchRequest extends Omit<CatalogFilter, 'machineId'> {
  /** Resolved by the caller, which answers 400 for an unknown one. */
  machine?: MachineModel;
  /** The shop sees active products in active categories only; the admin sees everything. */
  includeInactive?: boolean;
  /** Sort and filter by what this company's members pay (member_prices): a member's catalogue. */
  memberOf?: number;
  offset: number;
  limit: number;
}

export interface SearchResult {
  /** The page's product ids, best first. */
  ids: number[];
  total: number;
  /** The total is a floor ("1,000+"): more match than are counted at each request. */
  totalIsEstimate: boolean;
  facets: CatalogFacets;
}

/**
 * A search, a machine or a price filter reads at most this many matches (and one more, to know
 * there are more) at each request: its counts are exact up to it and "1,000+" beyond, a search
 * ranks those first matches, and its pages reach as far (MAX_SEARCH_RESULTS). Why 1,000 and
 * not more: docs/adr/0012.
 */
export const COUNTED_MATCHES = 1_000;

/** What the header offers while a visitor types: the search's first products and its categories. */
export interface SuggestResult {
  /** The same products, in the same order, as the first page of the shop's search. */
  ids: number[];
  /** Every category holding a match of the shop's search, with its count. */
  categories: CategoryFacet[];
  /** The counts are of the first matches only (CatalogFacets.estimated). */
  estimated: boolean;
}

/**
 * The one seam between the catalogue and whatever finds products. PostgreSQL (full-text search
 * with typo correction from a word list) answers today; a dedicated search engine for a very
 * large catalogue would be another implementation of this interface, fed from the same tables.
 */
export interface CatalogSearch {
  find(request: SearchRequest): Promise<SearchResult>;
  /** What the header offers while a visitor types: the first page of the search, by category. */
  suggest(search: string, limit: number): Promise<SuggestResult>;
}
