import { ordersOrFiltersByPrice } from '@buildright/api/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIsCustomer } from '../auth/useCurrentUser.ts';
import { useTRPC } from '../lib/trpc.ts';
import type { catalogueQuery } from './catalogue-url.ts';

/**
 * A page of the catalogue. The server draws the shop's answer, the same for everyone; sorted or
 * filtered by price, a signed-in customer's page is their own (a member's contract prices
 * reorder it), so a shop answer read before the customer was known (drawn by the server) is
 * read again.
 */
export function useCataloguePage(query: ReturnType<typeof catalogueQuery>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const customer = useIsCustomer();
  const page = useQuery({
    ...trpc.catalog.list.queryOptions(query),
    placeholderData: keepPreviousData,
  });
  const readBeforeCustomerKnown =
    customer &&
    ordersOrFiltersByPrice(query) &&
    page.data?.view === 'shop' &&
    !page.isPlaceholderData &&
    // Read when the customer becomes known, which draws this again.
    page.dataUpdatedAt <
      (queryClient.getQueryState(trpc.auth.customer.me.queryKey())?.dataUpdatedAt ?? 0);
  const { refetch } = page;
  useEffect(() => {
    if (readBeforeCustomerKnown) void refetch();
  }, [readBeforeCustomerKnown, refetch]);
  return page;
}
