import { queryClient, trpc } from '../lib/trpc.ts';

/**
 * After a catalogue change: the product, category and machine lists, their counts, the
 * dashboard and the activity log. Products name the machine models they fit, so a machine
 * change is one too.
 */
export function refreshCatalog() {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: trpc.catalog.pathKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.categories.pathKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.machines.pathKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.stats.pathKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.activity.pathKey() }),
  ]);
}
