import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast, toastFailure } from '@buildright/browser';
import { useTRPC } from '../../../lib/trpc.ts';

/** Make default and delete; either refreshes the address list (a default may move). */
export function useAddressActions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.account.addresses.list.queryKey() });
  const failed = (title: string) => (error: unknown) => toastFailure(title, error);

  const makeDefault = useMutation(
    trpc.account.addresses.makeDefault.mutationOptions({
      onSuccess: async (address) => {
        await refresh();
        toast({
          title: 'Default address changed',
          description: `${address.label} is now your default.`,
        });
      },
      onError: failed('Default address not changed'),
    }),
  );
  const remove = useMutation(
    trpc.account.addresses.delete.mutationOptions({
      onSuccess: async () => {
        await refresh();
        toast({ title: 'Address deleted' });
      },
      onError: failed('Address not deleted'),
    }),
  );
  return { makeDefault, remove, refresh };
}
