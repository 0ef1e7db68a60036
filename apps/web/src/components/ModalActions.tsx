import { Button, Group, type MantineColor } from '@mantine/core';

interface ModalActionsProps {
  onCancel: () => void;
  cancelLabel?: string;
  confirmLabel: string;
  loading: boolean;
  /** Without it, the confirming button submits the form the actions stand in. */
  onConfirm?: () => void;
  confirmColor?: MantineColor;
  /** Focus starts on the way out where confirming cannot be undone. */
  focusCancel?: boolean;
}

/**
 * A modal's closing row: the way out, then the button that does what the modal is for, both
 * 44 px tall for a thumb on a phone.
 */
export function ModalActions({
  onCancel,
  cancelLabel = 'Cancel',
  confirmLabel,
  loading,
  onConfirm,
  confirmColor,
  focusCancel = false,
}: ModalActionsProps) {
  return (
    <Group justify="flex-end" mt="sm">
      <Button variant="default" h={44} onClick={onCancel} data-autofocus={focusCancel || undefined}>
        {cancelLabel}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        h={44}
        color={confirmColor}
        loading={loading}
        onClick={onConfirm}
      >
        {confirmLabel}
      </Button>
    </Group>
  );
}
