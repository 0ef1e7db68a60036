import type { SavedList } from '@buildright/api/shared';
import { Modal, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { toast, toastFailure } from '@buildright/browser';
import { useNavigate } from 'react-router-dom';
import { ModalActions } from '../../components/ModalActions.tsx';
import { useTRPC } from '../../lib/trpc.ts';

/** Deleting a list cannot be undone: asked once more, with the way out focused. */
export function DeleteListModal({ list, onClose }: { list: SavedList; onClose: () => void }) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const remove = useMutation(
    trpc.lists.delete.mutationOptions({
      // The list's page is left before the lists are read again: it would be read as gone.
      meta: { refreshLast: true },
      onSuccess: async () => {
        await navigate('/lists');
        void toast({ title: 'List deleted', description: `${list.name} is gone.` });
      },
      onError: (error) => toastFailure('Could not delete the list', error),
    }),
  );
  return (
    <Modal opened onClose={onClose} title="Delete list" centered>
      <Text>
        Delete <strong>{list.name}</strong> and its {list.lineCount} product
        {list.lineCount === 1 ? '' : 's'}? This cannot be undone.
      </Text>
      <ModalActions
        onCancel={onClose}
        confirmLabel="Delete"
        confirmColor="red.9"
        loading={remove.isPending}
        onConfirm={() => remove.mutate({ id: list.id })}
        focusCancel
      />
    </Modal>
  );
}
