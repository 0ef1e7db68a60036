import { Modal, Stack, TextInput } from '@mantine/core';
import { errorMessage } from '@buildright/browser';
import { MAX_LIST_NAME } from '@buildright/api/shared';
import { useState, type FormEvent } from 'react';
import { ModalActions } from '../components/ModalActions.tsx';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** What to do with the name; the modal stays open with the reason if it fails. */
  onSave: (name: string) => Promise<unknown>;
  title?: string;
  action?: string;
  initialName?: string;
}

/** Names a list: a new one, a copy of the cart or an order, or a new name for one. */
export function NewListModal({
  opened,
  onClose,
  onSave,
  title = 'New list',
  action = 'Save list',
  initialName = '',
}: Props) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const close = () => {
    setError(null);
    setName(initialName);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setError('Name is required');
      return;
    }
    setSaving(true);
    try {
      await onSave(name.trim());
      close();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="List name"
            placeholder="Site 14 consumables"
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(null);
            }}
            maxLength={MAX_LIST_NAME}
            error={error}
            data-autofocus
            required
          />
          <ModalActions onCancel={close} confirmLabel={action} loading={saving} />
        </Stack>
      </form>
    </Modal>
  );
}
