import { createBrowserRouter } from 'react-router-dom';
import { Shell } from './layout/Shell.tsx';
import { RouteError } from './layout/RouteError.tsx';
import { stylesBeforeLazyRoutes } from './lib/all-styles.ts';
import { HomePage } from './pages/home/HomePage.tsx';

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
        lazy: () =>
          import('./pages/catalogue/CataloguePage.tsx').then((m) => ({
            Component: m.CataloguePage,
          })),
      },
      {
        path: 'equipment/:id',
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
