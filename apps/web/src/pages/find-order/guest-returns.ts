import type { OrderLookupInput, Return } from '@buildright/api/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPCClient } from '../../lib/trpc.ts';

const guestReturnsKey = (orderId: number) => ['find-order', 'returns', orderId] as const;

/**
 * The returns and claims of the order a guest looked up, read once: each read counts against the
 * lookup's limits, so what the guest asks for or cancels here is put in place instead
 * (useGuestReturnChange), and a window coming back into focus reads nothing again.
 */
export function useGuestReturns(orderId: number, lookup: OrderLookupInput) {
  const client = useTRPCClient();
  return useQuery({
    queryKey: guestReturnsKey(orderId),
    queryFn: () => client.returns.guestList.mutate(lookup),
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** Puts a return the guest asked for or moved into the order's list, the newest first. */
export function useGuestReturnChange(orderId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    (changed: Return) =>
      queryClient.setQueryData<Return[]>(guestReturnsKey(orderId), (list) =>
        list?.some((found) => found.id === changed.id)
          ? list.map((found) => (found.id === changed.id ? changed : found))
          : list && [changed, ...list],
      ),
    [queryClient, orderId],
  );
}
