import type { StaffQuote } from '@buildright/api';
import { queryClient, trpc } from '../lib/trpc.ts';

/** Every quote call answers with the quote as it now is: the open view shows that at once. */
export function showQuote(quote: StaffQuote) {
  queryClient.setQueryData(trpc.quotes.staff.get.queryKey({ id: quote.id }), quote);
}

/**
 * After a quote changes state: the list and its counts, and what its order moved (the order,
 * the dashboard figures and, as stock is reserved or released, the catalogue).
 */
export function refreshAfterQuoteChange() {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: trpc.quotes.staff.list.pathKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.quotes.staff.needsAction.pathKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.orders.pathKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.stats.pathKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.catalog.pathKey() }),
  ]);
}
