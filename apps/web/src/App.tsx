import { shopCssVariablesResolver, shopTheme } from '@buildright/ui';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { queryClient, trpcClient, TRPCProvider } from './lib/trpc.ts';
import { loadAllStyles } from './lib/all-styles.ts';
import { router } from './router.tsx';

export function App() {
  // Fetch the rest of the styles once the first screen is up, ahead of the next navigation.
  useEffect(() => {
    void loadAllStyles();
  }, []);
  return (
    <MantineProvider
      theme={shopTheme}
      cssVariablesResolver={shopCssVariablesResolver}
      defaultColorScheme="light"
    >
      <Notifications limit={1} position="top-right" maw={420} zIndex={1000} />
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <RouterProvider router={router} />
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
