import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../lib/trpc.ts';

/** The signed-in customer's saved delivery addresses, the default first. */
export function useSavedAddresses({ enabled = true }: { enabled?: boolean } = {}) {
  const trpc = useTRPC();
  return useQuery(trpc.account.addresses.list.queryOptions(undefined, { enabled }));
}
