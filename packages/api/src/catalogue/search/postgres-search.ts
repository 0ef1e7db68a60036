import type { Database } from '@buildright/db';
import type { CatalogSearch, SearchRequest, SearchResult, SuggestResult } from './search-types.ts';
import { findAdmitted } from './admitted-catalogue.ts';
import { findFromTallies, plainPriceRange } from './plain-catalogue.ts';
import { matchingOf } from './search-matching.ts';
import { filtersByPrice } from './product-filters-sql.ts';
import { noFacets } from './search-parts.ts';

export function postgresCatalogSearch(db: Database): CatalogSearch {
  return {
    async find(request: SearchRequest): Promise<SearchResult> {
      const matched = request.search ? await matchingOf(db, request.search) : undefined;
      if (matched === 'nothing') {
        return { ids: [], total: 0, totalIsEstimate: false, facets: noFacets() };
      }
      const plain = !matched && !request.machine;
      if (plain && !filtersByPrice(request)) {
        return { ...(await findFromTallies(db, request)), totalIsEstimate: false };
      }
      if (!plain) return findAdmitted(db, request, matched);
      // The price facet leaves its own filter out: read beside what the filter admits.
      const [found, price] = await Promise.all([
        findAdmitted(db, request, undefined),
        plainPriceRange(db, request),
      ]);
      return { ...found, facets: { ...found.facets, price } };
    },

    async suggest(search: string, limit: number): Promise<SuggestResult> {
      const found = await this.find({ search, offset: 0, limit });
      return {
        ids: found.ids,
        categories: found.facets.categories,
        estimated: found.facets.estimated,
      };
    },
  };
}
