/**
 * The admin site's screens as paths below its base, /admin-dashboard: the admin's router links
 * with them and the server writes them into e-mails, so a link always opens the screen it names.
 * A list's filters and page travel in the query string (/orders?status=pending&page=2).
 */
export const ADMIN_BASE_PATH = '/admin-dashboard';

/** Query parameters of a list; empty and null ones are left out. */
export type AdminQuery = Record<string, string | number | null | undefined>;

function withQuery(path: string, query: AdminQuery = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const adminPaths = {
  dashboard: (query?: AdminQuery) => withQuery('/', query),
  products: (query?: AdminQuery) => withQuery('/inventory/products', query),
  newProduct: () => '/inventory/products/new',
  product: (id: number, query?: AdminQuery) => withQuery(`/inventory/products/${id}`, query),
  categories: () => '/inventory/categories',
  machines: () => '/inventory/machines',
  orders: (query?: AdminQuery) => withQuery('/orders', query),
  order: (id: number, query?: AdminQuery) => withQuery(`/orders/${id}`, query),
  returns: (query?: AdminQuery) => withQuery('/returns', query),
  return: (id: number, query?: AdminQuery) => withQuery(`/returns/${id}`, query),
  quotes: (query?: AdminQuery) => withQuery('/quotes', query),
  quote: (id: number, query?: AdminQuery) => withQuery(`/quotes/${id}`, query),
  users: (query?: AdminQuery) => withQuery('/users', query),
  customers: (query?: AdminQuery) => withQuery('/customers', query),
  customer: (id: number, query?: AdminQuery) => withQuery(`/customers/${id}`, query),
  companies: (query?: AdminQuery) => withQuery('/companies', query),
  company: (id: number, query?: AdminQuery) => withQuery(`/companies/${id}`, query),
  staff: () => '/staff',
  activity: (query?: AdminQuery) => withQuery('/activity', query),
  settings: () => '/settings',
  jobs: () => '/jobs',
  reviews: (query?: AdminQuery) => withQuery('/reviews', query),
  invitation: (token: string) => `/invitation/${encodeURIComponent(token)}`,
};

/**
 * A screen's full address for an e-mail, from where the admin site lives: its origin
 * ("https://shop.example") or its root ("https://shop.example/admin-dashboard/").
 */
export function adminUrl(site: string, path: string): string {
  const root = site.replace(/\/+$/, '');
  return `${root.endsWith(ADMIN_BASE_PATH) ? root : `${root}${ADMIN_BASE_PATH}`}${path}`;
}
