import type { SavedList } from '@buildright/api/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toastFailure } from '@buildright/browser';
import { useTRPC } from '../../lib/trpc.ts';

const linesOf = (list: SavedList) =>
  list.lines.map((line) => ({ productId: line.product.id, quantity: line.quantity }));

/**
 * A list's quantity changes and removals, shown at once and saved as the whole new set of lines;
 * then the list is read again (lib/stale-after.ts): as saved, or after a refusal as the server
 * has it.
 */
export function useListEditor(list: SavedList) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const key = trpc.lists.byId.queryKey({ id: list.id });

  const mutation = useMutation(
    trpc.lists.change.mutationOptions({
      onError: (error) => void toastFailure('Could not save the list', error),
    }),
  );

  const renaming = useMutation(trpc.lists.change.mutationOptions());

  const sharing = useMutation(
    trpc.lists.change.mutationOptions({
      onError: (error, { change }) =>
        void toastFailure(
          change.shared ? 'Could not share the list' : 'Could not stop sharing',
          error,
        ),
    }),
  );

  const save = useCallback(
    (next: SavedList) => {
      // A read of the list already on its way holds the lines before this change: drop it.
      void queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, next);
      mutation.mutate({ id: next.id, change: { lines: linesOf(next) } });
    },
    [queryClient, key, mutation],
  );

  const current = () => queryClient.getQueryData(key) ?? list;

  return {
    setQuantity: (productId: number, quantity: number) => {
      const now = current();
      save({
        ...now,
        lines: now.lines.map((line) =>
          line.product.id === productId ? { ...line, quantity } : line,
        ),
      });
    },
    remove: (productId: number) => {
      const now = current();
      const lines = now.lines.filter((line) => line.product.id !== productId);
      save({ ...now, lines, lineCount: lines.length });
    },
    /** Rejects with the server's reason, for the naming form to show. */
    rename: (name: string) => renaming.mutateAsync({ id: list.id, change: { name } }),
    share: (shared: boolean) => sharing.mutate({ id: list.id, change: { shared } }),
    /** Shared as the maker last asked, while the server takes it. */
    shared: sharing.isPending ? (sharing.variables.change.shared ?? list.shared) : list.shared,
  };
}
