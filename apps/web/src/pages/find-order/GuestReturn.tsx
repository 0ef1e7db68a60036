import type { OrderLookupInput, Return, ReturnKind } from '@buildright/api/shared';
import { Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';
import { linesLeft, type ReturnableLine } from '../../returns/return-request.ts';
import { RequestHeading } from '../../returns/RequestHeading.tsx';
import { ReturnRequestForm } from '../../returns/ReturnRequestForm.tsx';
import { ReturnRequested } from '../../returns/ReturnRequested.tsx';
import { useGuestReturnChange } from './guest-returns.ts';

/**
 * A guest asks to return lines of the order they looked up, or claims their warranty, naming
 * the order again by its number and e-mail as the lookup did. `onDone` leads back to the order,
 * with what was asked if anything.
 */
export function GuestReturn({
  kind,
  orderId,
  lookup,
  lines,
  warrantyEndsAt,
  onDone,
}: {
  kind: ReturnKind;
  orderId: number;
  lookup: OrderLookupInput;
  lines: readonly ReturnableLine[];
  warrantyEndsAt: Date | null;
  onDone: (asked: Return | null) => void;
}) {
  const trpc = useTRPC();
  // What the guest asks for or claims joins the lookup's list of the order's returns.
  const listed = { onSuccess: useGuestReturnChange(orderId) };
  const request = useMutation(trpc.returns.guestRequest.mutationOptions(listed));
  const claim = useMutation(trpc.returns.guestClaimWarranty.mutationOptions(listed));
  const asking = kind === 'warranty' ? claim : request;
  if (asking.isSuccess) {
    return (
      <ReturnRequested
        found={asking.data}
        actions={<Button onClick={() => onDone(asking.data)}>Back to the order</Button>}
      />
    );
  }
  return (
    <Stack gap="lg">
      <RequestHeading kind={kind} orderId={orderId} warrantyEndsAt={warrantyEndsAt} />
      <ReturnRequestForm
        kind={kind}
        lines={linesLeft(kind, lines)}
        photoOwner={lookup}
        send={{
          return: (input) => request.mutateAsync({ ...lookup, ...input }),
          warranty: (input) => claim.mutateAsync({ ...lookup, ...input }),
        }}
        pending={asking.isPending}
        error={asking.error}
        cancel={
          <Button variant="subtle" color="dark" onClick={() => onDone(null)}>
            Cancel
          </Button>
        }
      />
    </Stack>
  );
}
