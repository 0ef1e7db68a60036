import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FailureAlert } from './FailureAlert.tsx';
import { TitledModal } from './TitledModal.tsx';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /**
   * The step asked about (a mutation). While it runs the confirm button reads the pending label
   * and Cancel is disabled; when it fails the dialog stays open to say why.
   */
  action: { isPending: boolean; error: unknown; reset: () => void };
  /** What the confirm button reads while the action runs; "Deleting..." unless told. */
  pendingLabel?: string;
  /** The title of the failure alert; "Not deleted" unless told. */
  failureTitle?: string;
  /** Red for what cannot be undone, unless told. */
  confirmColor?: string;
  /** Says in red that the step cannot be undone. */
  irreversible?: boolean;
  onConfirm: () => void;
  /** Closing forgets the last failure, so the next question starts clean. */
  onCancel: () => void;
}

/** Asks before a delete, or another step that cannot be undone. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { action } = props;
  const cancel = () => {
    action.reset();
    props.onCancel();
  };
  return (
    <TitledModal
      opened={props.opened}
      onClose={cancel}
      title={props.title}
      closeOnClickOutside={!action.isPending}
      closeOnEscape={!action.isPending}
    >
      <Stack>
        {props.children}
        {props.irreversible && (
          <Text c="red.9" fw={600} size="sm">
            This action cannot be undone.
          </Text>
        )}
        <FailureAlert title={props.failureTitle ?? 'Not deleted'} error={action.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={cancel} disabled={action.isPending}>
            Cancel
          </Button>
          <Button
            color={props.confirmColor ?? 'red'}
            onClick={() => !action.isPending && props.onConfirm()}
          >
            {action.isPending ? (props.pendingLabel ?? 'Deleting...') : props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </TitledModal>
  );
}
