import type { Return } from '@buildright/api/shared';
import { errorMessage, toast } from '@buildright/browser';
import { Button, Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../lib/trpc.ts';

/** The buyer withdraws a request the shop has not answered, after saying so twice. */
export function CancelReturn({ found }: { found: Return }) {
  const trpc = useTRPC();
  const [asking, setAsking] = useState(false);
  const cancel = useMutation(
    trpc.returns.cancel.mutationOptions({
      onSuccess: (next) =>
        toast({ title: 'Return cancelled', description: `${next.number} is cancelled.` }),
    }),
  );
  if (!asking) {
    return (
      <Group>
        <Button variant="outline" color="red" size="sm" onClick={() => setAsking(true)}>
          Cancel this return
        </Button>
      </Group>
    );
  }
  return (
    <>
      <Text fw={600}>Cancel return {found.number}? Its items can be asked for again later.</Text>
      <Group gap="sm">
        <Button
          color="red"
          size="sm"
          loading={cancel.isPending}
          onClick={() => cancel.mutate({ id: found.id })}
        >
          Yes, cancel it
        </Button>
        <Button variant="subtle" color="dark" size="sm" onClick={() => setAsking(false)}>
          Keep it
        </Button>
      </Group>
      {cancel.isError && (
        <Text c="red.8" size="sm" role="alert">
          Not cancelled: {errorMessage(cancel.error)}
        </Text>
      )}
    </>
  );
}
