import { useMutation, useQuery } from '@tanstack/react-query';
import { useIsCustomer } from '../auth/useCurrentUser.ts';
import { useTRPC } from '../lib/trpc.ts';

/** The customer's saved lists (customer accounts, not staff); nothing is asked for anyone else. */
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
