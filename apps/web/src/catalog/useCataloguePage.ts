import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useCurrentUser } from '../auth/useCurrentUser.ts';
import { useTRPC } from '../lib/trpc.ts';
import type { catalogueQuery } from './catalogue-url.ts';

type CatalogueQuery = ReturnType<typeof catalogueQuery>;

const byPrice = (query: CatalogueQuery) =>
  query.sort === 'price_asc' ||
  query.sort === 'price_desc' ||
  query.minPrice !== undefined ||
  query.maxPrice !== undefined;

/**
 * A page of the catalogue. The server draws the shop's answer, the same for everyone; sorted or
 * filtered by price, a signed-in customer's page is their own (a member's contract prices
 * reorder it), so a shop answer shown to a customer is read again, once a page, when they are
 * known to be signed in (after the page was drawn by the server, or kept from before signing in).
 */
export function useCataloguePage(query: CatalogueQuery) {
  const trpc = useTRPC();
  const user = useCurrentUser();
  const customer = Boolean(user.data && !user.data.isAdmin);
  const page = useQuery({
    ...trpc.catalog.list.queryOptions(query),
    placeholderData: keepPreviousData,
  });
  const shopAnswer = page.data?.view === 'shop' && !page.isPlaceholderData;
  const key = JSON.stringify(query);
  const readAgain = useRef(new Set<string>());
  const { refetch } = page;
  const wanted = customer && shopAnswer && byPrice(query);
  useEffect(() => {
    if (!wanted || readAgain.current.has(key)) return;
    readAgain.current.add(key);
    void refetch();
  }, [wanted, key, refetch]);
  return page;
}
