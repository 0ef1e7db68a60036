import { createBrowserRouter, type LoaderFunctionArgs } from 'react-router-dom';
import { catalogueQuery } from './catalog/catalogue-url.ts';
import { Shell } from './layout/Shell.tsx';
import { RouteError } from './layout/RouteError.tsx';
import { stylesBeforeLazyRoutes } from './lib/all-styles.ts';
import { queryClient, trpcOptions } from './lib/trpc.ts';
import { HomePage } from './pages/home/HomePage.tsx';

// Loaders only start the screen's queries, in parallel with its code; screens read the cache.
function prefetchCatalogue({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  void queryClient.prefetchQuery(trpcOptions.categories.list.queryOptions());
  void queryClient.prefetchQuery(trpcOptions.catalog.list.queryOptions(catalogueQuery(params)));
  return null;
}

function prefetchProduct({ params }: LoaderFunctionArgs) {
  const id = Number(params.id);
  if (Number.isInteger(id) && id > 0) {
    void queryClient.prefetchQuery(trpcOptions.catalog.byId.queryOptions({ id }));
  }
  return null;
}

// Home ships with the entry chunk (it is the landing page); every other screen loads on demand.
export const router = createBrowserRouter([
  {
    element: <Shell />,
    errorElement: <RouteError />,
    // Nothing to show before the first screen's code arrives; the header comes with it.
    hydrateFallbackElement: <div aria-busy="true" />,
    children: stylesBeforeLazyRoutes([
      { index: true, element: <HomePage /> },
      {
        path: 'equipment',
        loader: prefetchCatalogue,
        lazy: () =>
          import('./pages/catalogue/CataloguePage.tsx').then((m) => ({
            Component: m.CataloguePage,
          })),
      },
      {
        path: 'equipment/:id',
        loader: prefetchProduct,
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
        path: 'checkout',
        lazy: () =>
          import('./pages/checkout/CheckoutPage.tsx').then((m) => ({ Component: m.CheckoutPage })),
      },
      {
        path: 'stripe-checkout',
        lazy: () =>
          import('./pages/payment/StripeCheckoutPage.tsx').then((m) => ({
            Component: m.StripeCheckoutPage,
          })),
      },
      {
        path: 'payment-success',
        lazy: () =>
          import('./pages/payment/PaymentSuccessPage.tsx').then((m) => ({
            Component: m.PaymentSuccessPage,
          })),
      },
      {
        path: 'account',
        lazy: () => import('./pages/AccountPage.tsx').then((m) => ({ Component: m.AccountPage })),
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
        lazy: () =>
          import('./pages/AdminRedirectPage.tsx').then((m) => ({ Component: m.AdminRedirectPage })),
      })),
      {
        path: '*',
        lazy: () => import('./pages/NotFoundPage.tsx').then((m) => ({ Component: m.NotFoundPage })),
      },
    ]),
  },
]);
