import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AdminUser } from '@buildright/api';
import { trpc } from './trpc.ts';

export type StaffPermission = AdminUser['permissions'][number];

/** Answers whether the signed-in staff member's role allows something. */
export type Can = (permission: StaffPermission) => boolean;

/**
 * Who is signed in: the app shows the sign-in form or the dashboard from this one query, which a
 * login, logout or expired session updates (lib/session.ts, lib/trpc.ts). Asked again every few
 * minutes and on returning to the window, so a role the owner changed shows without a reload.
 */
export const signedInAdminQuery = () => ({
  ...trpc.auth.admin.me.queryOptions(),
  staleTime: 60_000,
  refetchInterval: 5 * 60_000,
});

/** The permissions the server gave the signed-in staff member's role; none while signed out. */
export function permissionsOf(admin: AdminUser | null | undefined): Can {
  const granted = new Set(admin?.permissions ?? []);
  return (permission) => granted.has(permission);
}

/**
 * What the signed-in staff member may do, as the server said. The admin site offers only what
 * this allows and never keeps its own copy of the roles; the server refuses the rest anyway.
 */
export function useCan(): Can {
  const admin = useQuery(signedInAdminQuery()).data;
  return useMemo(() => permissionsOf(admin), [admin]);
}
