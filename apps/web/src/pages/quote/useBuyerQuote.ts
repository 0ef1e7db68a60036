import type { BuyerQuote } from '@buildright/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '../../lib/trpc.ts';

/** The quote behind a link; the token has been checked for its shape already. */
export function useBuyerQuote(token: string) {
  const trpc = useTRPC();
  return useQuery(trpc.quotes.buyer.get.queryOptions({ token }));
}

/**
 * An answer that returns the quote (a decline, a message) is shown at once, without asking again.
 * Anything else (an accept, a payment, a refusal that may mean a newer revision) reloads it and
 * the account's lists with it: lib/stale-after.ts.
 */
export function useQuoteCache(token: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const show = useCallback(
    (quote: BuyerQuote) =>
      queryClient.setQueryData(trpc.quotes.buyer.get.queryKey({ token }), quote),
    [queryClient, trpc, token],
  );
  return { show };
}
