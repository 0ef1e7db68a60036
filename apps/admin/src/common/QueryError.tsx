import { Alert, Button } from '@mantine/core';
import { errorMessage } from '@buildright/browser';

/** A list or record that could not load says why and offers to try again. */
export function QueryError({
  title = 'Could not load this list',
  error,
  onRetry,
}: {
  title?: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" title={title} role="alert">
      {errorMessage(error)}
      <div>
        <Button size="xs" mt="sm" variant="white" color="red" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </Alert>
  );
}
