import { useState } from 'react';
import { toast, toastFailure } from '@buildright/browser';

type FormState<T> = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; record: T };

/**
 * An inventory list edited in place: its inline form (closed, adding, or editing one record) and
 * the record staff asked to delete, with the delete mutation's callbacks. Deleting the record the
 * form is open on closes the form.
 */
export function useInlineEditing<T extends { id: number }>(messages: {
  deleted: string;
  notDeleted: string;
}) {
  const [form, setForm] = useState<FormState<T>>({ mode: 'closed' });
  const [toDelete, setToDelete] = useState<T | null>(null);
  const editing = form.mode === 'edit' ? form.record : null;
  const closeForm = () => setForm({ mode: 'closed' });
  return {
    formOpen: form.mode !== 'closed',
    editing,
    openNew: () => setForm({ mode: 'create' }),
    openEdit: (record: T) => setForm({ mode: 'edit', record }),
    closeForm,
    toDelete,
    setToDelete,
    deleteCallbacks: {
      // The form on the deleted record closes before the lists are read again, as a saved one does.
      meta: { refreshLast: true },
      onSuccess: ({ id }: { id: number }) => {
        toast({ title: messages.deleted });
        setToDelete(null);
        if (editing?.id === id) closeForm();
      },
      onError: (error: unknown) => toastFailure(messages.notDeleted, error),
    },
  };
}
