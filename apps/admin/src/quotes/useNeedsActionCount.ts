import { useQuery } from '@tanstack/react-query';
import { trpc } from '../lib/trpc.ts';

/** Quotes waiting for the sales team; checked every minute, as requests arrive all day. */
export function useNeedsActionCount() {
  return useQuery({ ...trpc.quotes.staff.needsAction.queryOptions(), refetchInterval: 60_000 });
}
