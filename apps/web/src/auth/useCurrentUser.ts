import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../lib/trpc.ts';

/** The signed-in customer (or admin, with isAdmin true); null when signed out. */
export function useCurrentUser() {
  const trpc = useTRPC();
  return useQuery(trpc.auth.customer.me.queryOptions());
}

export function displayName(user: { firstName: string | null; username: string }) {
  return user.firstName?.trim() || user.username;
}
