import { queryClient, trpc } from '../lib/trpc.ts';

/** After a staff change: the members and open invitations. */
export function refreshStaff() {
  return queryClient.invalidateQueries({ queryKey: trpc.staff.pathKey() });
}
