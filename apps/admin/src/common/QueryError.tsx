import { Alert, Button } from '@mantine/core';
import { errorMessage } from '@buildright/browser';

/** A list that could not load says why and offers to try again. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert color="red" title="Could not load this list" role="alert">
      {errorMessage(error)}
      <div>
        <Button size="xs" mt="sm" variant="white" color="red" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </Alert>
  );
}
