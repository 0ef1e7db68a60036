import { Paper, Stack, Title } from '@mantine/core';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { FailureAlert } from '../common/FailureAlert.tsx';
import { FormButtons } from '../common/FormButtons.tsx';

/**
 * The inline Add/Edit panel of the inventory: a titled region holding the form, why the last
 * save failed, and Cancel beside the submit button.
 */
export function FormPanel(props: {
  /** What the form adds or edits, as its title says it ("Machine Model"). */
  noun: string;
  /** Editing a record, rather than adding one. */
  editing: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  /** The mutations that save the form (create and update): the last failure shows above it. */
  saves: { isPending: boolean; error: unknown }[];
  /** Holds the submit button back while something the save needs is not ready. */
  submitDisabled?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  const saving = props.saves.some((save) => save.isPending);
  const failure = props.saves.find((save) => save.error != null)?.error;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={titleId}>
      <form noValidate onSubmit={props.onSubmit}>
        <Stack>
          <Title order={3} id={titleId}>
            {props.editing ? `Edit ${props.noun}` : `Add New ${props.noun}`}
          </Title>
          <FailureAlert title="Not saved" error={failure} />
          {props.children}
          <FormButtons
            submitLabel={props.editing ? `Update ${props.noun}` : `Create ${props.noun}`}
            saving={saving}
            onCancel={props.onCancel}
            submitDisabled={props.submitDisabled}
          />
        </Stack>
      </form>
    </Paper>
  );
}
