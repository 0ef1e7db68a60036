import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../lib/trpc.ts';

/** The delivery addresses of the signed-in customer's company (none outside a company). */
export function useCompanyAddresses({ enabled = true }: { enabled?: boolean } = {}) {
  const trpc = useTRPC();
  return useQuery(trpc.companies.member.addresses.queryOptions(undefined, { enabled }));
}
