import type { MemberPrice } from '@buildright/api';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIsCustomer } from '../auth/useCurrentUser.ts';
import { useTRPC } from '../lib/trpc.ts';

const none = new Map<number, MemberPrice>();

/**
 * The signed-in customer's contract prices for the products shown (a page, a product), read
 * after the catalogue's shared answer: empty for guests, whose pages stay the cached ones.
 */
export function useMemberPrices(ids: readonly number[]): Map<number, MemberPrice> {
  const trpc = useTRPC();
  const customer = useIsCustomer();
  const prices = useQuery({
    ...trpc.catalog.myPrices.queryOptions({ ids: [...ids] }),
    enabled: customer && ids.length > 0,
  });
  return useMemo(
    () =>
      customer && prices.data
        ? new Map(prices.data.map((price) => [price.productId, price]))
        : none,
    [customer, prices.data],
  );
}
