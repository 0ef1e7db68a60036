import type { AppRouter } from '@buildright/api';
import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { createTRPCContext, createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import superjson from 'superjson';

export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // SPEC §7: fresh for 5 minutes, never retried automatically, refetched on window focus.
      queries: { staleTime: 5 * 60 * 1000, retry: false, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}

function createTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: '/trpc', transformer: superjson })],
  });
}

/** One cache and one client for the page's lifetime, shared by components and route loaders. */
export const queryClient = createQueryClient();
export const trpcClient = createTrpcClient();

/** Query options outside React: route loaders start fetching while a screen's code downloads. */
export const trpcOptions = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });

export type FieldErrors = Record<string, string[] | undefined>;

/** The per-field validation messages the server sends with a bad request, if any. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (error instanceof TRPCClientError) {
    const data = error.data as { fieldErrors?: FieldErrors | null } | undefined;
    return data?.fieldErrors ?? {};
  }
  return {};
}

/** The first message a person can act on; the server puts the first validation message here. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.') {
  return error instanceof Error && error.message ? error.message : fallback;
}
