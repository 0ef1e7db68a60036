import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast, toastFailure } from '@buildright/browser';
import { shortfallText } from '../../../cart/rules.ts';
import { useAddWithinStock } from '../../../cart/useCart.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { reorderProblems } from './reorder-problems.ts';

export interface OrderAgainResult {
  added: number;
  problems: string[];
}

/** Puts an earlier order's lines back in the cart, as the catalogue sells them today. */
export function useOrderAgain(orderId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const addWithinStock = useAddWithinStock();
  const [result, setResult] = useState<OrderAgainResult | null>(null);

  const mutation = useMutation({
    // Always asked afresh: prices and stock may have changed since the last click.
    mutationFn: () =>
      queryClient.fetchQuery({
        ...trpc.account.orders.reorder.queryOptions({ id: orderId }),
        staleTime: 0,
      }),
    onMutate: () => setResult(null),
    onSuccess: (reorder) => {
      // The cart's stock rule holds here too: a line the cart already holds too much of to add
      // stays out, with the number left.
      const refused = addWithinStock(reorder.lines);
      const added = reorder.lines.length - refused.length;
      const cartProblems = refused.map(
        (shortfall) => `${shortfall.product.name}: ${shortfallText(shortfall)}.`,
      );
      setResult({ added, problems: [...reorderProblems(reorder), ...cartProblems] });
      if (added > 0) {
        toast({
          title: 'Added to Cart',
          description: `${added} product${added === 1 ? '' : 's'} from order #${orderId} ${added === 1 ? 'is' : 'are'} in your cart at today's prices.`,
        });
      }
    },
    onError: (error) => toastFailure('Could not order again', error),
  });

  return { orderAgain: () => mutation.mutate(), isPending: mutation.isPending, result };
}
