import type { RouteObject } from 'react-router-dom';
import { catalogueQuery } from './catalog/catalogue-url.ts';
import { Shell } from './layout/Shell.tsx';
import { withAllStyles } from './lib/all-styles.ts';
import { RouteError } from './layout/RouteError.tsx';
import { trpcOptionsFor, type ShopData } from './lib/trpc.ts';
import { featuredProductsQuery } from './pages/home/FeaturedProducts.tsx';
import { HomePage } from './pages/home/HomePage.tsx';
import { productIdOf } from './pages/product/product-id.ts';
import { firstReviewPage } from './reviews/review-pages.ts';

/** What the server needs to know of a screen before it renders it. */
export interface ShopRouteHandle {
  /** The screen depends on what only the browser has (the cart, the session): no server render. */
  clientOnly?: boolean;
  /** The HTTP status of the page. */
  status?: number;
}

const clientOnly: ShopRouteHandle = { clientOnly: true };

/**
 * The shop's screens, for the browser router and for the server's first render. Home ships with
 * the entry chunk (it is the landing page); every other screen loads on demand.
 */
export function createRoutes(data: ShopData, { awaitData }: { awaitData: boolean }): RouteObject[] {
  const trpc = trpcOptionsFor(data);
  // Loaders start the screen's queries, in parallel with its code; screens read the cache. The
  // server waits for them so its HTML shows the data; the browser shows skeletons meanwhile.
  const prefetch = async (...queries: Promise<void>[]) => {
    const all = Promise.all(queries);
    if (awaitData) await all;
    return null;
  };
  const { queryClient } = data;

  return [
    {
      element: <Shell />,
      errorElement: <RouteError />,
      // Nothing to show before the first screen's code arrives; the header comes with it.
      hydrateFallbackElement: <div aria-busy="true" />,
      children: [
        {
          index: true,
          loader: () =>
            prefetch(
              queryClient.prefetchQuery(trpc.catalog.list.queryOptions(featuredProductsQuery)),
            ),
          element: <HomePage />,
        },
        {
          path: 'equipment',
          loader: ({ request }) => {
            const query = catalogueQuery(new URL(request.url).searchParams);
            return prefetch(
              queryClient.prefetchQuery(trpc.categories.list.queryOptions()),
              queryClient.prefetchQuery(trpc.catalog.list.queryOptions(query)),
            );
          },
          lazy: () =>
            import('./pages/catalogue/CataloguePage.tsx').then((m) => ({
              Component: m.CataloguePage,
            })),
        },
        {
          path: 'equipment/:id',
          loader: ({ params }) => {
            const id = productIdOf(params.id);
            return prefetch(
              ...(id
                ? [
                    queryClient.prefetchQuery(trpc.catalog.byId.queryOptions({ id })),
                    queryClient.prefetchQuery(trpc.reviews.list.queryOptions(firstReviewPage(id))),
                  ]
                : []),
            );
          },
          lazy: () =>
            import('./pages/product/ProductPage.tsx').then((m) => ({ Component: m.ProductPage })),
        },
        {
          path: 'about',
          lazy: () => import('./pages/AboutPage.tsx').then((m) => ({ Component: m.AboutPage })),
        },
        {
          path: 'contact',
          lazy: () => import('./pages/ContactPage.tsx').then((m) => ({ Component: m.ContactPage })),
        },
        {
          path: 'quick-order',
          lazy: withAllStyles(() =>
            import('./pages/quick-order/QuickOrderPage.tsx').then((m) => ({
              Component: m.QuickOrderPage,
            })),
          ),
        },
        {
          path: 'checkout',
          handle: clientOnly,
          lazy: withAllStyles(() =>
            import('./pages/checkout/CheckoutPage.tsx').then((m) => ({
              Component: m.CheckoutPage,
            })),
          ),
        },
        {
          path: 'stripe-checkout',
          handle: clientOnly,
          lazy: withAllStyles(() =>
            import('./pages/payment/StripeCheckoutPage.tsx').then((m) => ({
              Component: m.StripeCheckoutPage,
            })),
          ),
        },
        {
          path: 'payment-success',
          handle: clientOnly,
          lazy: withAllStyles(() =>
            import('./pages/payment/PaymentSuccessPage.tsx').then((m) => ({
              Component: m.PaymentSuccessPage,
            })),
          ),
        },
        {
          path: 'account',
          handle: clientOnly,
          lazy: withAllStyles(() =>
            import('./pages/account/AccountPage.tsx').then((m) => ({ Component: m.AccountPage })),
          ),
        },
        {
          path: 'account/orders/:id',
          handle: clientOnly,
          lazy: withAllStyles(() =>
            import('./pages/account/order/OrderPage.tsx').then((m) => ({ Component: m.OrderPage })),
          ),
        },
        {
          path: 'account/orders/:id/return',
          handle: clientOnly,
          lazy: withAllStyles(() =>
            import('./pages/account/returns/ReturnRequestPage.tsx').then((m) => ({
              Component: m.ReturnRequestPage,
            })),
          ),
        },
        {
          path: 'account/orders/:id/warranty-claim',
          handle: clientOnly,
          lazy: withAllStyles(() =>
            import('./pages/account/returns/ReturnRequestPage.tsx').then((m) => ({
              Component: m.WarrantyClaimPage,
            })),
          ),
        },
        {
          path: 'account/orders/:id/returns/:returnId',
          handle: clientOnly,
          lazy: withAllStyles(() =>
            import('./pages/account/returns/ReturnPage.tsx').then((m) => ({
              Component: m.ReturnPage,
            })),
          ),
        },
        {
          path: 'account/orders/:id/pay',
          handle: clientOnly,
          lazy: withAllStyles(() =>
            import('./pages/account/order/OrderPaymentPage.tsx').then((m) => ({
              Component: m.OrderPaymentPage,
            })),
          ),
        },
        {
          path: 'company/join/:token',
          handle: clientOnly,
          lazy: withAllStyles(() =>
            import('./pages/company/JoinCompanyPage.tsx').then((m) => ({
              Component: m.JoinCompanyPage,
            })),
          ),
        },
        {
          path: 'lists',
          handle: clientOnly,
          lazy: withAllStyles(() =>
            import('./pages/lists/ListsPage.tsx').then((m) => ({ Component: m.ListsPage })),
          ),
        },
        {
          path: 'lists/:id',
          handle: clientOnly,
          lazy: withAllStyles(() =>
            import('./pages/lists/ListPage.tsx').then((m) => ({ Component: m.ListPage })),
          ),
        },
        // A quote belongs to whoever holds its link: never drawn into the server's shared pages.
        {
          path: 'quotes/:token',
          handle: clientOnly,
          lazy: withAllStyles(() =>
            import('./pages/quote/QuotePage.tsx').then((m) => ({ Component: m.QuotePage })),
          ),
        },
        {
          path: 'quotes/:token/pay',
          handle: clientOnly,
          lazy: withAllStyles(() =>
            import('./pages/quote/QuotePaymentPage.tsx').then((m) => ({
              Component: m.QuotePaymentPage,
            })),
          ),
        },
        {
          path: 'find-order',
          handle: clientOnly,
          lazy: withAllStyles(() =>
            import('./pages/find-order/FindOrderPage.tsx').then((m) => ({
              Component: m.FindOrderPage,
            })),
          ),
        },
        {
          path: 'forgot-password',
          handle: clientOnly,
          lazy: withAllStyles(() =>
            import('./pages/password/ForgotPasswordPage.tsx').then((m) => ({
              Component: m.ForgotPasswordPage,
            })),
          ),
        },
        {
          path: 'back-in-stock/unsubscribe/:token',
          handle: clientOnly,
          lazy: withAllStyles(() =>
            import('./pages/back-in-stock/UnsubscribePage.tsx').then((m) => ({
              Component: m.UnsubscribePage,
            })),
          ),
        },
        {
          path: 'reset-password',
          handle: clientOnly,
          lazy: withAllStyles(() =>
            import('./pages/password/ResetPasswordPage.tsx').then((m) => ({
              Component: m.ResetPasswordPage,
            })),
          ),
        },
        {
          path: 'privacy-policy',
          lazy: () =>
            import('./pages/legal/PrivacyPolicyPage.tsx').then((m) => ({
              Component: m.PrivacyPolicyPage,
            })),
        },
        {
          path: 'terms-of-service',
          lazy: () =>
            import('./pages/legal/TermsOfServicePage.tsx').then((m) => ({
              Component: m.TermsOfServicePage,
            })),
        },
        ...['admin', 'admin-dashboard', 'admin-dashboard/*'].map((path) => ({
          path,
          handle: clientOnly,
          lazy: withAllStyles(() =>
            import('./pages/AdminRedirectPage.tsx').then((m) => ({
              Component: m.AdminRedirectPage,
            })),
          ),
        })),
        {
          path: '*',
          handle: { status: 404 } satisfies ShopRouteHandle,
          lazy: () =>
            import('./pages/NotFoundPage.tsx').then((m) => ({ Component: m.NotFoundPage })),
        },
      ],
    },
  ];
}
