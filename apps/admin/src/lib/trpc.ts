import type { AppRouter } from '@buildright/api';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import superjson from 'superjson';
import { errorCode, refreshAfterMutations } from '@buildright/browser';
import { apiOrigin } from './origin.ts';
import { staleAfter } from './stale-after.ts';

const trpcClient = createTRPCClient<AppRouter>({
  links: [
    httpBatchLink({
      url: `${apiOrigin}/trpc`,
      transformer: superjson,
      // The session cookie also goes along when the admin site runs on its own origin.
      fetch: (input, init) => fetch(input, { ...init, credentials: 'include' }),
    }),
  ],
});

/**
 * When the session ends under a staff member's hands, show the sign-in form again. A refusal
 * means the role changed meanwhile (or a customer is signed in): asking again who is signed in
 * makes the site offer what the role now allows, or the sign-in form.
 */
function onError(error: unknown) {
  const meKey = trpc.auth.admin.me.queryKey();
  // UNAUTHORIZED: nobody is signed in (or the account was disabled); FORBIDDEN: not this role.
  if (errorCode(error) === 'UNAUTHORIZED') queryClient.setQueryData(meKey, null);
  else if (errorCode(error) === 'FORBIDDEN')
    void queryClient.invalidateQueries({ queryKey: meKey, exact: true });
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError }),
  // What each mutation makes stale is read again when it is answered: the map in stale-after.ts.
  mutationCache: new MutationCache({ onError, ...refreshAfterMutations(staleAfter) }),
  defaultOptions: {
    // Staff work all day in one tab: data refreshes after every change and on focus; errors are
    // shown, not retried behind their back.
    queries: { staleTime: 60 * 1000, retry: false, refetchOnWindowFocus: true },
    mutations: { retry: false },
  },
});

export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
