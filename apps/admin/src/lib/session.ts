import { hashKey } from '@tanstack/react-query';
import type { AdminUser } from '@buildright/api';
import { queryClient, trpc } from './trpc.ts';

/**
 * Records who is signed in after a login or logout. Everything else cached belonged to the
 * previous session and is dropped; the current-admin query itself stays, so the app (which
 * observes it) switches between the sign-in form and the dashboard at once.
 */
export function setSignedInAdmin(admin: AdminUser | null) {
  const meKey = trpc.auth.admin.me.queryKey();
  const meHash = hashKey(meKey);
  queryClient.removeQueries({ predicate: (query) => query.queryHash !== meHash });
  queryClient.setQueryData(meKey, admin);
}
