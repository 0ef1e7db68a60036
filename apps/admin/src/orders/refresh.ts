import { queryClient, trpc } from '../lib/trpc.ts';

/**
 * After an order change: the orders list, the dashboard figures, (stock moved) the catalogue and
 * the activity log.
 */
export function refreshOrders() {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: trpc.orders.pathKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.stats.pathKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.catalog.pathKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.activity.pathKey() }),
  ]);
}
