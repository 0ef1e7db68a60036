/** What the catalogue can be sorted by; relevance without a search is the shop's own order. */
export const catalogSorts = ['relevance', 'price_asc', 'price_desc', 'newest', 'name'] as const;
export type CatalogSort = (typeof catalogSorts)[number];

/** A page in the order of price, or within a price range: a member's own when they have one. */
export const ordersOrFiltersByPrice = (filter: {
  sort?: CatalogSort;
  minPrice?: string;
  maxPrice?: string;
}): boolean =>
  filter.sort === 'price_asc' ||
  filter.sort === 'price_desc' ||
  filter.minPrice !== undefined ||
  filter.maxPrice !== undefined;

export const MAX_SEARCH_LENGTH = 100;

/**
 * How far a search's pages reach: its best 1,000 results, as search engines cap their result
 * window. Ranking deeper matches of a common word ("bucket" is in 130,000 of a million products)
 * costs seconds; a shopper narrows the search with a category or a filter instead.
 */
export const MAX_SEARCH_RESULTS = 1_000;

/** How many of `total` results a list's pages reach: all of them, or a search's first 1,000. */
export const reachableResults = (total: number, searched: boolean): number =>
  searched ? Math.min(total, MAX_SEARCH_RESULTS) : total;

/** Suggestions start at two characters: one letter begins nearly every word in the shop. */
export const MIN_SUGGEST_LENGTH = 2;

/**
 * Any text is a search: it is trimmed, stripped of control characters (PostgreSQL refuses NUL)
 * and cut to 100 characters rather than refused.
 */
export function cleanSearchText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return Array.from(text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim())
    .slice(0, MAX_SEARCH_LENGTH)
    .join('')
    .trim();
}

export interface CategoryFacet {
  id: number;
  name: string;
  count: number;
}

/** Counts beside each filter, each computed with every other filter applied. */
export interface CatalogFacets {
  categories: CategoryFacet[];
  /** Lowest and highest price (sale price where there is one) within the other filters. */
  price: { min: string; max: string } | null;
  inStock: number;
  onSale: number;
  /**
   * More products match than are counted at each request (COUNTED_MATCHES): the counts are of
   * the first of them, by id, so each is at least that many, and so is the price range.
   */
  estimated: boolean;
}

/** A count as the shop shows it: "1,250+" when it is of the first matches only. */
export const shownCount = (count: number, estimated: boolean): string =>
  estimated ? `${count.toLocaleString('en-US')}+` : String(count);
