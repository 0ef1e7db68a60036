import { returnKindLabels, type Return } from '@buildright/api/shared';
import { errorMessage, toast } from '@buildright/browser';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';

/** The buyer's cancel, by whichever procedure reaches their return (the account's, a guest's). */
export interface CancelAction {
  confirm: () => void;
  pending: boolean;
  error: unknown;
}

/** Tells the buyer their return or claim is cancelled, once a cancel succeeded. */
export function toastCancelled(next: Return) {
  toast({
    title: `${returnKindLabels[next.kind]} cancelled`,
    description: `${next.number} is cancelled.`,
  });
}

/** The buyer withdraws a request or a claim the shop has not answered, after saying so twice. */
export function CancelReturn({ found, cancel }: { found: Return; cancel: CancelAction }) {
  const label = returnKindLabels[found.kind];
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Group>
        <Button variant="outline" color="red" size="sm" onClick={() => setAsking(true)}>
          Cancel this {label.toLowerCase()}
        </Button>
      </Group>
    );
  }
  return (
    <>
      <Text fw={600}>
        Cancel {label.toLowerCase()} {found.number}? Its items can be asked for again later.
      </Text>
      <Group gap="sm">
        <Button color="red" size="sm" loading={cancel.pending} onClick={cancel.confirm}>
          Yes, cancel it
        </Button>
        <Button variant="subtle" color="dark" size="sm" onClick={() => setAsking(false)}>
          Keep it
        </Button>
      </Group>
      {Boolean(cancel.error) && (
        <Text c="red.8" size="sm" role="alert">
          Not cancelled: {errorMessage(cancel.error)}
        </Text>
      )}
    </>
  );
}
