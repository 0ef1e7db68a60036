import type { StaffQuote } from '@buildright/api';
import { queryClient, trpc } from '../lib/trpc.ts';

/** Every quote call answers with the quote as it now is: the open view shows that at once. */
export function showQuote(quote: StaffQuote) {
  queryClient.setQueryData(trpc.quotes.staff.get.queryKey({ id: quote.id }), quote);
}
