import type { CurrentUser } from '@buildright/api';
import { useQueryClient, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '../lib/trpc.ts';

/** The signed-in customer (or admin, with isAdmin true); null when signed out. */
export function useCurrentUser() {
  const trpc = useTRPC();
  return useQuery(trpc.auth.customer.me.queryOptions());
}

const isCustomer = (user: CurrentUser | null) => Boolean(user && !user.isAdmin);

/**
 * Whether a customer (not staff) is signed in. Until the session's answer arrives this reads as
 * signed out, as the server's shared page does: a visitor's answer then changes nothing, so the
 * parts of a page that only ask this are not drawn again when it comes.
 */
export function useIsCustomer(): boolean {
  const trpc = useTRPC();
  return (
    useQuery({
      ...trpc.auth.customer.me.queryOptions(),
      select: isCustomer,
      placeholderData: null,
    }).data ?? false
  );
}

/**
 * After signing in or out: the new user (null when signed out), their own orders refetched and
 * the previous account's saved details and prices forgotten.
 */
export function useSetCurrentUser() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    async (user: CurrentUser | null) => {
      queryClient.setQueryData(trpc.auth.customer.me.queryKey(), user);
      queryClient.removeQueries({ queryKey: trpc.account.pathKey() });
      // Prices are the buyer's own: a member's contract prices go with them.
      queryClient.removeQueries({ queryKey: trpc.catalog.myPrices.pathKey() });
      queryClient.removeQueries({ queryKey: trpc.orders.priceCart.pathKey() });
      // A customer's pages sorted or filtered by price are their own (a member's prices).
      await queryClient.invalidateQueries({ queryKey: trpc.catalog.list.pathKey() });
      await queryClient.invalidateQueries({ queryKey: trpc.orders.mine.pathKey() });
    },
    [trpc, queryClient],
  );
}

export function displayName(user: { firstName: string | null; username: string }) {
  return user.firstName?.trim() || user.username;
}

/** "First Last", or empty when the account has no name. */
export function fullName(user: { firstName: string | null; lastName: string | null }) {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}
