import { Button, Group } from '@mantine/core';

/** Cancel beside a form's submit button; while the form saves, Cancel waits and submit spins. */
export function FormButtons(props: {
  submitLabel: string;
  saving: boolean;
  onCancel: () => void;
  /** Holds the submit button back while something the save needs is not ready. */
  submitDisabled?: boolean;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={props.onCancel} disabled={props.saving}>
        Cancel
      </Button>
      <Button type="submit" loading={props.saving} disabled={props.submitDisabled}>
        {props.submitLabel}
      </Button>
    </Group>
  );
}
