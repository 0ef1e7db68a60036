import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/errors.ts';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** While true the confirm button reads "Deleting..." and Cancel is disabled. */
  pending: boolean;
  /** Why the last attempt failed; the dialog stays open so it can be read. */
  error?: unknown;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a delete, which cannot be undone. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onCancel}
      title={
        <Text fw={700} fz="lg">
          {props.title}
        </Text>
      }
      centered
      closeOnClickOutside={!props.pending}
      closeOnEscape={!props.pending}
    >
      <Stack>
        {props.children}
        {props.error != null && (
          <Alert color="red" role="alert" title="Not deleted">
            {errorMessage(props.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel} disabled={props.pending}>
            Cancel
          </Button>
          <Button color="red" onClick={props.onConfirm}>
            {props.pending ? 'Deleting...' : props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
