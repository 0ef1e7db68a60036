import type { CurrentUser } from '@buildright/api';
import { useQueryClient, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '../lib/trpc.ts';

/** The signed-in customer (or admin, with isAdmin true); null when signed out. */
export function useCurrentUser() {
  const trpc = useTRPC();
  return useQuery(trpc.auth.customer.me.queryOptions());
}

/** After signing in or out: the new user (null when signed out), and their own orders refetched. */
export function useSetCurrentUser() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    async (user: CurrentUser | null) => {
      queryClient.setQueryData(trpc.auth.customer.me.queryKey(), user);
      await queryClient.invalidateQueries({ queryKey: trpc.orders.mine.queryKey() });
    },
    [trpc, queryClient],
  );
}

export function displayName(user: { firstName: string | null; username: string }) {
  return user.firstName?.trim() || user.username;
}
