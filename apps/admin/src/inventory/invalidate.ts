import { queryClient, trpc } from '../lib/trpc.ts';

/** After a catalogue change: the product and category lists, their counts and the dashboard. */
export function refreshCatalog() {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: trpc.catalog.pathKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.categories.pathKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.stats.pathKey() }),
  ]);
}
