export const CATALOGUE_PAGE_SIZE = 24;

function positiveInt(value: string | null): number | undefined {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
}

/** What the catalogue asks the server for, read from its address. */
export function catalogueQuery(params: URLSearchParams) {
  const search = params.get('search')?.trim() ?? '';
  return {
    search: search || undefined,
    categoryId: positiveInt(params.get('category')),
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: CATALOGUE_PAGE_SIZE,
  };
}

/** The catalogue's address for a search, a category and a page; empty values are left out. */
export function catalogueUrl(filter: {
  search?: string | null;
  category?: string | number | null;
  page?: number;
}): string {
  const params = new URLSearchParams();
  if (filter.search) params.set('search', filter.search);
  if (filter.category) params.set('category', String(filter.category));
  if (filter.page && filter.page > 1) params.set('page', String(filter.page));
  const query = params.toString();
  return query ? `/equipment?${query}` : '/equipment';
}
