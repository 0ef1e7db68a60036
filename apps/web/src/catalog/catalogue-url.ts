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
