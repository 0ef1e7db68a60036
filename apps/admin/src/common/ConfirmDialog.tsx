import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '@buildright/browser';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** While true the confirm button reads the pending label and Cancel is disabled. */
  pending: boolean;
  /** What the confirm button reads while the action runs; "Deleting..." unless told. */
  pendingLabel?: string;
  /** The title of the failure alert; "Not deleted" unless told. */
  failureTitle?: string;
  /** Red for what cannot be undone, unless told. */
  confirmColor?: string;
  /** Why the last attempt failed; the dialog stays open so it can be read. */
  error?: unknown;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a delete, or another step that cannot be undone. */
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
          <Alert color="red" role="alert" title={props.failureTitle ?? 'Not deleted'}>
            {errorMessage(props.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel} disabled={props.pending}>
            Cancel
          </Button>
          <Button color={props.confirmColor ?? 'red'} onClick={props.onConfirm}>
            {props.pending ? (props.pendingLabel ?? 'Deleting...') : props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
