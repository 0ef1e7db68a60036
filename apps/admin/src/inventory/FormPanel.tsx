import { Paper, Stack, Title } from '@mantine/core';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { FailureAlert } from '../common/FailureAlert.tsx';
import { FormButtons } from '../common/FormButtons.tsx';

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
          <FailureAlert title="Not saved" error={props.failure} />
          {props.children}
          <FormButtons
            submitLabel={props.submitLabel}
            saving={props.saving}
            onCancel={props.onCancel}
            submitDisabled={props.submitDisabled}
          />
        </Stack>
      </form>
    </Paper>
  );
}
