import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { errorMessage } from '@buildright/browser';

/**
 * The inline Add/Edit panel of the inventory: a titled region holding the form, why the last
 * save failed, and Cancel beside the submit button.
 */
export function FormPanel(props: {
  title: string;
  submitLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  saving: boolean;
  /** Why the last save failed. */
  failure: unknown;
  /** Holds the submit button back while something the save needs is not ready. */
  submitDisabled?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={titleId}>
      <form noValidate onSubmit={props.onSubmit}>
        <Stack>
          <Title order={3} id={titleId}>
            {props.title}
          </Title>
          {props.failure != null && (
            <Alert color="red" role="alert" title="Not saved">
              {errorMessage(props.failure)}
            </Alert>
          )}
          {props.children}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onCancel} disabled={props.saving}>
              Cancel
            </Button>
            <Button type="submit" loading={props.saving} disabled={props.submitDisabled}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
