import type { OrderLookupInput, Return } from '@buildright/api/shared';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';
import { returnableLines, type ReturnableLine } from '../../returns/return-request.ts';
import { ReturnRequestForm } from '../../returns/ReturnRequestForm.tsx';
import { ReturnRequested } from '../../returns/ReturnRequested.tsx';
import { useGuestReturnChange } from './guest-returns.ts';

/**
 * A guest asks to return lines of the order they looked up, naming it again by its number and
 * e-mail as the lookup did. `onDone` leads back to the order, with what was asked if anything.
 */
export function GuestReturn({
  orderId,
  lookup,
  lines,
  onDone,
}: {
  orderId: number;
  lookup: OrderLookupInput;
  lines: readonly ReturnableLine[];
  onDone: (asked: Return | null) => void;
}) {
  const trpc = useTRPC();
  const listed = useGuestReturnChange(orderId);
  const request = useMutation(
    trpc.returns.guestRequest.mutationOptions({ onSuccess: (asked) => listed(asked) }),
  );
  if (request.isSuccess) {
    return (
      <ReturnRequested
        found={request.data}
        actions={<Button onClick={() => onDone(request.data)}>Back to the order</Button>}
      />
    );
  }
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Return items</Title>
        <Text c="dimmed">Order #{orderId} · choose what you are sending back and tell us why.</Text>
      </div>
      <ReturnRequestForm
        lines={returnableLines(lines)}
        photoOwner={lookup}
        send={(input) => request.mutateAsync({ ...lookup, ...input })}
        pending={request.isPending}
        error={request.error}
        cancel={
          <Button variant="subtle" color="dark" onClick={() => onDone(null)}>
            Cancel
          </Button>
        }
      />
    </Stack>
  );
}
