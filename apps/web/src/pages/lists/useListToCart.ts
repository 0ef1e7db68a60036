import type { ListToCart } from '@buildright/api/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast, toastFailure } from '@buildright/browser';
import { shortfallText } from '../../cart/rules.ts';
import { useAddWithinStock } from '../../cart/useCart.ts';
import { useTRPC } from '../../lib/trpc.ts';

export interface ListToCartResult {
  added: number;
  problems: string[];
}

/** What the server refused of a list, in words: "Cutting edge: Only 4 left." */
const refusalsOf = (answer: ListToCart) =>
  answer.refused.map((line) => `${line.product.name}: ${line.message}.`);

/**
 * Puts a list's lines (all, or the products chosen) in the cart, as the catalogue sells them
 * now. A line the stock cannot cover, counting what the cart already holds, stays out whole.
 */
export function useListToCart(listId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const addWithinStock = useAddWithinStock();
  const [result, setResult] = useState<ListToCartResult | null>(null);

  const mutation = useMutation({
    // Always asked afresh: stock may have changed since the list was drawn.
    mutationFn: (productIds: number[] | undefined) =>
      queryClient.fetchQuery({
        ...trpc.lists.toCart.queryOptions({ id: listId, productIds }),
        staleTime: 0,
      }),
    onMutate: () => setResult(null),
    onSuccess: (answer) => {
      const refused = addWithinStock(answer.lines);
      const added = answer.lines.length - refused.length;
      const cartProblems = refused.map(
        (shortfall) => `${shortfall.product.name}: ${shortfallText(shortfall)}.`,
      );
      setResult({ added, problems: [...refusalsOf(answer), ...cartProblems] });
      if (added > 0) {
        void toast({
          title: 'Added to Cart',
          description: `${added} product${added === 1 ? '' : 's'} from the list ${added === 1 ? 'is' : 'are'} in your cart.`,
        });
      }
    },
    onError: (error) => toastFailure('Could not add the list to the cart', error),
  });

  return {
    addToCart: (productIds?: number[]) => mutation.mutate(productIds),
    isPending: mutation.isPending,
    result,
  };
}
