import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
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

/** After any change to a list: the lists and that list are read again. */
export function useListsChanged() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: trpc.lists.pathKey() }),
    [trpc, queryClient],
  );
}

export function useCreateList() {
  const trpc = useTRPC();
  const changed = useListsChanged();
  return useMutation(trpc.lists.create.mutationOptions({ onSuccess: changed }));
}

export function useAddToList() {
  const trpc = useTRPC();
  const changed = useListsChanged();
  return useMutation(trpc.lists.add.mutationOptions({ onSuccess: changed }));
}
