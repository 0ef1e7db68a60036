import { shopCssVariablesResolver, shopTheme } from '@buildright/ui';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { ToastOutlet } from '@buildright/browser';
import { useEffect, type ReactNode } from 'react';
import { TRPCProvider, type ShopData } from './lib/trpc.ts';
import { PublicUrlContext } from './seo/public-url.tsx';

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
      {/* Below, clear of the header's cart and account buttons (on a phone it covered them). */}
      <ToastOutlet position="bottom-right" />
      <QueryClientProvider client={data.queryClient}>
        <TRPCProvider trpcClient={data.trpcClient} queryClient={data.queryClient}>
          <PublicUrlContext value={publicUrl}>{children}</PublicUrlContext>
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
