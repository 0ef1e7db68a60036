import {
  catalogSorts,
  isMoneyString,
  reachableResults,
  type CatalogSort,
} from '@buildright/api/shared';

export const CATALOGUE_PAGE_SIZE = 24;

/** How many catalogue pages `total` results fill: all of them, or a search's reachable first ones. */
export const cataloguePageCount = (total: number, searched: boolean): number =>
  Math.max(1, Math.ceil(reachableResults(total, searched) / CATALOGUE_PAGE_SIZE));

/** Everything the catalogue's address can say; the machine itself lives in local storage. */
interface CatalogueFilter {
  search?: string | null;
  category?: string | number | null;
  sort?: CatalogSort | null;
  minPrice?: string | null;
  maxPrice?: string | null;
  inStock?: boolean;
  onSale?: boolean;
  /** "Fits my machine" is on by default; the address only says when it was turned off. */
  allMachines?: boolean;
  page?: number;
}

function positiveInt(value: string | null): number | undefined {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
}

function price(value: string | null): string | undefined {
  const text = value?.trim();
  return text && isMoneyString(text) ? text : undefined;
}

function sortOf(value: string | null): CatalogSort | undefined {
  return catalogSorts.find((sort) => sort === value);
}

/** What the address says, with anything malformed left out. */
export function readCatalogueFilter(params: URLSearchParams) {
  const search = params.get('search')?.trim() ?? '';
  let minPrice = price(params.get('minPrice'));
  let maxPrice = price(params.get('maxPrice'));
  if (minPrice && maxPrice && Number(minPrice) > Number(maxPrice)) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  return {
    search: search || undefined,
    categoryId: positiveInt(params.get('category')),
    sort: sortOf(params.get('sort')),
    minPrice,
    maxPrice,
    inStock: params.get('inStock') === '1' || undefined,
    onSale: params.get('onSale') === '1' || undefined,
    allMachines: params.get('fits') === '0',
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** What the catalogue asks the server for: the address, and the machine when it filters. */
export function catalogueQuery(params: URLSearchParams, machineId?: number) {
  const { allMachines, ...filter } = readCatalogueFilter(params);
  return {
    ...filter,
    // An old link past a search's reach shows its last page rather than an error. The total is
    // not known before asking, so the cap is that of a search with endless matches.
    page: Math.min(filter.page, cataloguePageCount(Infinity, Boolean(filter.search))),
    machineId: allMachines ? undefined : machineId,
    pageSize: CATALOGUE_PAGE_SIZE,
  };
}

/** The catalogue's address for a filter; empty values and defaults are left out. */
export function catalogueUrl(filter: CatalogueFilter): string {
  const params = new URLSearchParams();
  if (filter.search) params.set('search', filter.search);
  if (filter.category) params.set('category', String(filter.category));
  if (filter.sort) params.set('sort', filter.sort);
  if (filter.minPrice) params.set('minPrice', filter.minPrice);
  if (filter.maxPrice) params.set('maxPrice', filter.maxPrice);
  if (filter.inStock) params.set('inStock', '1');
  if (filter.onSale) params.set('onSale', '1');
  if (filter.allMachines) params.set('fits', '0');
  if (filter.page && filter.page > 1) params.set('page', String(filter.page));
  const query = params.toString();
  return query ? `/equipment?${query}` : '/equipment';
}

/** The address with some filters changed; any change but the page goes back to page 1. */
export function withFilter(params: URLSearchParams, change: Partial<CatalogueFilter>): string {
  const { categoryId, ...current } = readCatalogueFilter(params);
  return catalogueUrl({ ...current, category: categoryId, page: 1, ...change });
}
