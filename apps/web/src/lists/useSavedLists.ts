import { useMutation, useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../auth/useCurrentUser.ts';
import { useTRPC } from '../lib/trpc.ts';

/** Saved lists belong to customer accounts: signed in, and not as staff. */
export function useIsCustomer(): boolean {
  const me = useCurrentUser();
  return !!me.data && !me.data.isAdmin;
}

/** The customer's saved lists; nothing is asked for anyone else. */
export function useSavedLists() {
  const trpc = useTRPC();
  const isCustomer = useIsCustomer();
  return useQuery({ ...trpc.lists.list.queryOptions(), enabled: isCustomer });
}

export function useCreateList() {
  const trpc = useTRPC();
  return useMutation(trpc.lists.create.mutationOptions());
}

export function useAddToList() {
  const trpc = useTRPC();
  return useMutation(trpc.lists.add.mutationOptions());
}
