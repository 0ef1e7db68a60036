import type { AppRouter } from '@buildright/api';
import { refreshAfterMutations } from '@buildright/browser';
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, type TRPCClient } from '@trpc/client';
import {
  createTRPCContext,
  createTRPCOptionsProxy,
  type TRPCOptionsProxy,
} from '@trpc/tanstack-react-query';
import superjson from 'superjson';
import { staleAfter } from './stale-after.ts';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export function createQueryClient() {
  return new QueryClient({
    // What each mutation makes stale is read again when it is answered: the map in stale-after.ts.
    mutationCache: new MutationCache(refreshAfterMutations(staleAfter)),
    defaultOptions: {
      // SPEC §7: fresh for 5 minutes, never retried automatically, refetched on window focus.
      queries: { staleTime: 5 * 60 * 1000, retry: false, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}

/**
 * The query cache and API client a render works with: the page's own in the browser, one per
 * request on the server.
 */
export interface ShopData {
  queryClient: QueryClient;
  trpcClient: TRPCClient<AppRouter>;
}

export function createBrowserData(): ShopData {
  return {
    queryClient: createQueryClient(),
    trpcClient: createTRPCClient<AppRouter>({
      links: [httpBatchLink({ url: '/trpc', transformer: superjson })],
    }),
  };
}

/** Query options outside React, for route loaders. */
export function trpcOptionsFor({ queryClient, trpcClient }: ShopData): TRPCOptionsProxy<AppRouter> {
  return createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
}
