import { shopCssVariablesResolver, shopTheme } from '@buildright/ui';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { useToastsWanted } from './lib/notify.ts';
import { TRPCProvider, type ShopData } from './lib/trpc.ts';
import { PublicUrlContext } from './seo/public-url.tsx';

// Without its code (offline) there are no toasts, rather than no shop.
const Toasts = lazy((): Promise<{ default: ComponentType }> =>
  import('./lib/toasts.tsx').then(
    (m) => ({ default: m.Toasts }),
    () => ({ default: () => null }),
  ),
);

/** The toasts' container, from the first toast on (lib/notify.ts). */
function ToastsOutlet() {
  const wanted = useToastsWanted();
  return wanted ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

/** Everything around the routes, the same in the browser and in the server's render. */
export function App({
  data,
  publicUrl,
  children,
}: {
  data: ShopData;
  publicUrl: string;
  children: ReactNode;
}) {
  // Marks the moment React has taken over the page (the server's HTML is inert before then),
  // which is when tests may start clicking.
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return (
    <MantineProvider
      theme={shopTheme}
      cssVariablesResolver={shopCssVariablesResolver}
      defaultColorScheme="light"
    >
      <ToastsOutlet />
      <QueryClientProvider client={data.queryClient}>
        <TRPCProvider trpcClient={data.trpcClient} queryClient={data.queryClient}>
          <PublicUrlContext value={publicUrl}>{children}</PublicUrlContext>
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
