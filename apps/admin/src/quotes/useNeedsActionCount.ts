import { useQuery } from '@tanstack/react-query';
import { useCan } from '../lib/permissions.ts';
import { trpc } from '../lib/trpc.ts';

/**
 * Quotes waiting for the sales team; checked every minute, as requests arrive all day. Asked only
 * of a role that handles quotes.
 */
export function useNeedsActionCount() {
  const can = useCan();
  return useQuery({
    ...trpc.quotes.staff.needsAction.queryOptions(),
    refetchInterval: 60_000,
    enabled: can('quotes.manage'),
  });
}
