import type { PricedCart } from '@buildright/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTRPC } from '../lib/trpc.ts';
import { orderLines, type CartItem } from './rules.ts';

/**
 * The cart as the server prices it for whoever is signed in (a company member at their price
 * list, every buyer at the volume tier for each line's quantity). Undefined while it loads.
 */
export function usePricedCart(items: readonly CartItem[]) {
  const trpc = useTRPC();
  const priced = useQuery({
    ...trpc.orders.priceCart.queryOptions({ items: orderLines(items) }),
    enabled: items.length > 0,
    placeholderData: keepPreviousData,
  });
  return useMemo(() => {
    const data: PricedCart | undefined = priced.data;
    const byId = new Map(data?.lines.map((line) => [line.productId, line]));
    return {
      total: data?.total,
      line: (productId: number) => byId.get(productId),
      /** Why placing it now would wait for the member's company approval; null otherwise. */
      approval: data?.approval ?? null,
    };
  }, [priced.data]);
}
