import type { Database } from '@buildright/db';
import type { CatalogFacets } from '../../shared/catalog.ts';
import type { CatalogFilter } from '../../shared/catalog-query.ts';
import type { MachineModel } from '../../shared/fitment.ts';
import { postgresCatalogSearch } from './postgres-search.ts';

export interface SearchRequest extends Omit<CatalogFilter, 'machineId'> {
  /** Resolved by the caller, which answers 400 for an unknown one. */
  machine?: MachineModel;
  /** The shop sees active products in active categories only; the admin sees everything. */
  includeInactive?: boolean;
  offset: number;
  limit: number;
}

export interface SearchResult {
  /** The page's product ids, best first. */
  ids: number[];
  total: number;
  facets: CatalogFacets;
}

/**
 * The one seam between the catalogue and whatever finds products. PostgreSQL (full-text search
 * with typo correction from a word list) answers today; a dedicated search engine for a very
 * large catalogue would be another implementation of this interface, fed from the same tables.
 */
export interface CatalogSearch {
  find(request: SearchRequest): Promise<SearchResult>;
}

export function catalogSearch(db: Database): CatalogSearch {
  return postgresCatalogSearch(db);
}
