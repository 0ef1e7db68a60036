import { Alert } from '@mantine/core';
import { errorMessage } from '@buildright/browser';

/** Why the last attempt failed, under `title`; nothing while there is no failure. */
export function FailureAlert({ title, error }: { title: string; error: unknown }) {
  if (error == null) return null;
  return (
    <Alert color="red" role="alert" title={title}>
      {errorMessage(error)}
    </Alert>
  );
}
