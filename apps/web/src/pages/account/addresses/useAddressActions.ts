import { useMutation } from '@tanstack/react-query';
import { toast, toastFailure } from '@buildright/browser';
import { useTRPC } from '../../../lib/trpc.ts';

/** Make default and delete; the address list is read again after either (lib/stale-after.ts). */
export function useAddressActions() {
  const trpc = useTRPC();
  const failed = (title: string) => (error: unknown) => toastFailure(title, error);

  const makeDefault = useMutation(
    trpc.account.addresses.makeDefault.mutationOptions({
      onSuccess: (address) => {
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
      onSuccess: () => toast({ title: 'Address deleted' }),
      onError: failed('Address not deleted'),
    }),
  );
  return { makeDefault, remove };
}
