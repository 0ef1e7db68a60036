import { useQuery } from '@tanstack/react-query';
import { errorCode } from '@buildright/browser';
import { useTRPC } from '../../../lib/trpc.ts';

/** The customer's company; `none` when they belong to none yet. Not asked for while disabled. */
export function useMyCompany({ enabled = true }: { enabled?: boolean } = {}) {
  const trpc = useTRPC();
  const query = useQuery(trpc.companies.member.mine.queryOptions(undefined, { enabled }));
  const none = query.isError && errorCode(query.error) === 'NOT_FOUND';
  return { ...query, none };
}
