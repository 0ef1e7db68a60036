/**
 * What the scale bench asks, by kind, with the p95 goal of each (issue 18). A kind's `requests`
 * gives the requests of its n-th run, sent together (the dashboard is several at once), so the
 * runs walk through pages, categories, sorts, filters, machines and search words.
 */

export type Who = 'guest' | 'admin' | 'customer';

export interface BenchRequest {
  url: string;
  as?: Who;
}

export interface QueryKind {
  name: string;
  goalMs: number;
  requests(run: number): BenchRequest[];
}

export interface ScaleFacts {
  categoryIds: number[];
  /** Machines that have listed fitment rules. */
  machineIds: number[];
  /** Products a shopper can open (shown, in a shown category), every thousandth id or so. */
  shownProductIds: number[];
  orderCount: number;
}

const sorts = ['newest', 'price_asc', 'price_desc', 'name'] as const;

const searches = [
  'bucket',
  'breaker',
  'hydraulic thumb',
  'ditch cleaning bucket',
  'cordless drill',
  'safety harness',
  'generator',
  'laser level',
  'excavater',
  'hidraulic',
  'genrator',
  'bucet',
  'graple',
  'compacter',
  'grapple',
  'auger drive',
  'BR-0123456',
  'br-0500000',
  'BR-0999999',
  'quick coupler',
  'concrete screw',
  'xylophone',
];

const typed = [
  'b',
  'bu',
  'buck',
  'bucket',
  'hy',
  'hydra',
  'hydraulic',
  'hydraulic th',
  'gen',
  'genera',
  'excav',
  'excavater',
  'saf',
  'safety ha',
  'br-00',
  'br-01234',
];

const orderSearches = ['#4242', '123456', 'smith', 'customer1234@example.com', 'PO-5123', 'garcia'];
const orderStatuses = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
const quoteStatuses = ['requested', 'quoted', 'needs_action', 'accepted', 'expired'] as const;

const query = (params: Record<string, string | number | boolean | undefined>) => {
  const pairs = Object.entries(params).filter(([, value]) => value !== undefined);
  return new URLSearchParams(
    pairs.map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
};

const trpc = (path: string, input: unknown, as: Who = 'admin'): BenchRequest => ({
  url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`,
  as,
});

const pick = <T>(items: readonly T[], n: number): T => items[n % items.length]!;

export function queryKinds(facts: ScaleFacts): QueryKind[] {
  const category = (n: number) => pick(facts.categoryIds, n * 7);
  const machine = (n: number) => pick(facts.machineIds, n * 13);
  // Spread over the catalogue, not only its start.
  const productId = (n: number) => pick(facts.shownProductIds, n * 389);
  const orderId = (n: number) => 1 + ((n * 7_919) % facts.orderCount);
  const cataloguePage = (n: number) => 1 + ((n * 11) % 50);

  return [
    {
      name: 'catalogue page',
      goalMs: 30,
      requests: (n) => [
        {
          url: `/api/products?${query({
            pageSize: 24,
            page: cataloguePage(n),
            category: n % 3 === 0 ? undefined : category(n),
            sort: pick(sorts, n),
            minPrice: n % 4 === 1 ? 100 : undefined,
            maxPrice: n % 4 === 1 ? 2500 : undefined,
            inStock: n % 5 === 2 ? true : undefined,
            onSale: n % 7 === 3 ? true : undefined,
          })}`,
        },
      ],
    },
    {
      name: 'search',
      goalMs: 30,
      requests: (n) => [
        {
          url: `/api/products?${query({
            pageSize: 24,
            search: pick(searches, n),
            page: n % 4 === 3 ? 2 : 1,
            inStock: n % 5 === 1 ? true : undefined,
          })}`,
        },
      ],
    },
    {
      name: 'fits my machine',
      goalMs: 30,
      requests: (n) => [
        {
          url: `/api/products?${query({
            pageSize: 24,
            machine: machine(n),
            category: n % 2 === 0 ? category(n) : undefined,
            sort: pick(sorts, n),
            page: 1 + (n % 5),
          })}`,
        },
      ],
    },
    {
      // A member whose company has a price list: sorted and filtered by their own prices, and
      // now and then sorted newest first under their price filter.
      name: "catalogue page, a member's prices",
      goalMs: 30,
      requests: (n) => [
        {
          url: `/api/products?${query({
            pageSize: 24,
            page: cataloguePage(n),
            category: n % 3 === 0 ? undefined : category(n),
            sort: n % 6 === 5 ? 'newest' : n % 2 === 0 ? 'price_asc' : 'price_desc',
            minPrice: n % 4 === 1 ? 100 : undefined,
            maxPrice: n % 4 === 1 ? 2500 : undefined,
            inStock: n % 5 === 2 ? true : undefined,
          })}`,
          as: 'customer',
        },
      ],
    },
    {
      name: 'suggestions',
      goalMs: 20,
      requests: (n) => [{ url: `/api/search/suggest?${query({ q: pick(typed, n) })}` }],
    },
    { name: 'product', goalMs: 5, requests: (n) => [{ url: `/api/products/${productId(n)}` }] },
    {
      name: 'catalogue page, server-drawn',
      goalMs: 60,
      requests: (n) => [
        {
          url: `/equipment?${query({ category: n % 3 === 0 ? undefined : category(n), page: cataloguePage(n), sort: pick(sorts, n) })}`,
        },
      ],
    },
    {
      name: 'product page, server-drawn',
      goalMs: 60,
      requests: (n) => [{ url: `/equipment/${productId(n)}` }],
    },
    {
      name: 'admin: products',
      goalMs: 50,
      requests: (n) => {
        const search = n % 4 === 1 ? pick(searches, n) : undefined;
        // A search's pages reach its first 1,000 results (MAX_SEARCH_RESULTS): 20 pages of 50.
        const deepPage = search ? 1 + ((n * 7) % 20) : 1 + ((n * 997) % 20_000);
        return [
          {
            url: `/api/products?${query({
              pageSize: 50,
              page: n % 3 === 0 ? deepPage : 1 + (n % 5),
              search,
              category: n % 5 === 2 ? category(n) : undefined,
            })}`,
            as: 'admin',
          },
        ];
      },
    },
    {
      name: 'admin: orders',
      goalMs: 50,
      requests: (n) => [
        {
          url: `/api/orders?${query({
            pageSize: 50,
            page: n % 3 === 0 ? 1 + ((n * 977) % 20_000) : 1 + (n % 5),
            status: n % 4 === 1 ? pick(orderStatuses, n) : undefined,
            q: n % 4 === 2 ? pick(orderSearches, n) : undefined,
          })}`,
          as: 'admin',
        },
      ],
    },
    {
      name: 'admin: customers',
      goalMs: 50,
      requests: (n) => [
        {
          url: `/api/admin/local-users?${query({
            page: n % 3 === 0 ? 1 + ((n * 131) % 2_000) : 1,
            q: n % 3 === 1 ? pick(['smith', 'customer4242', 'acme'], n) : undefined,
          })}`,
          as: 'admin',
        },
      ],
    },
    {
      name: 'admin: quotes',
      goalMs: 50,
      requests: (n) => [
        {
          url: `/api/admin/quotes?${query({
            page: n % 3 === 0 ? 1 + ((n * 37) % 1_000) : 1,
            status: n % 3 === 1 ? pick(quoteStatuses, n) : undefined,
            search: n % 4 === 2 ? pick(['Q-000123', 'garcia', 'bucket'], n) : undefined,
          })}`,
          as: 'admin',
        },
      ],
    },
    {
      name: 'admin: contact messages',
      goalMs: 50,
      requests: (n) => [
        {
          url: `/api/admin/contact-submissions?${query({ page: n % 2 === 0 ? 1 + ((n * 37) % 1_000) : 1 })}`,
          as: 'admin',
        },
      ],
    },
    {
      name: 'admin: activity',
      goalMs: 50,
      requests: (n) => [
        trpc('activity.list', {
          page: n % 3 === 0 ? 1 + ((n * 97) % 5_000) : 1,
          entityType: n % 3 === 1 ? 'order' : undefined,
        }),
      ],
    },
    {
      name: 'admin: undelivered mail',
      goalMs: 50,
      requests: (n) => [trpc('mail.undelivered', { page: 1 + (n % 5) })],
    },
    {
      name: 'admin: order detail',
      goalMs: 20,
      requests: (n) => [trpc('orders.byId', { id: orderId(n) })],
    },
    {
      name: 'admin: dashboard',
      goalMs: 100,
      requests: () => [
        trpc('stats.dashboard', undefined),
        trpc('stats.salesByDay', { days: 30 }),
        trpc('stats.topProducts', undefined),
        trpc('stats.needsAction', undefined),
        trpc('stats.recentOrders', undefined),
        trpc('stats.lowStock', undefined),
        trpc('quotes.staff.needsAction', undefined),
        trpc('mail.undelivered', { page: 1 }),
      ],
    },
    {
      name: 'my orders',
      goalMs: 50,
      requests: (n) => [{ url: `/api/orders/my?${query({ page: 1 + (n % 2) })}`, as: 'customer' }],
    },
  ];
}

/** The kinds the embedded database is held to, at 100,000 products. */
export const embeddedKinds = new Set(['catalogue page', 'search']);
