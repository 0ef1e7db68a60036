import { ordersOrFiltersByPrice } from '@buildright/api/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCurrentUser } from '../auth/useCurrentUser.ts';
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
  const user = useCurrentUser();
  const customer = Boolean(user.data && !user.data.isAdmin);
  const page = useQuery({
    ...trpc.catalog.list.queryOptions(query),
    placeholderData: keepPreviousData,
  });
  const readBeforeCustomerKnown =
    customer &&
    ordersOrFiltersByPrice(query) &&
    page.data?.view === 'shop' &&
    !page.isPlaceholderData &&
    page.dataUpdatedAt < user.dataUpdatedAt;
  const { refetch } = page;
  useEffect(() => {
    if (readBeforeCustomerKnown) void refetch();
  }, [readBeforeCustomerKnown, refetch]);
  return page;
}
