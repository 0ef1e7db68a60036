import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, toast } from '@buildright/browser';
import { ErrorAlert } from '@buildright/ui';
import { ModalActions } from '../../components/ModalActions.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { useQuoteCache } from './useBuyerQuote.ts';

/** Asks before declining, which cannot be undone; the reason is optional and goes to staff. */
export function DeclineModal({ token, onClose }: { token: string; onClose: () => void }) {
  const trpc = useTRPC();
  const { show } = useQuoteCache(token);
  const [reason, setReason] = useState('');
  const decline = useMutation(
    trpc.quotes.buyer.decline.mutationOptions({
      onSuccess: (quote) => {
        show(quote);
        onClose();
        toast({ title: 'Quote declined', description: 'Thank you for letting us know.' });
      },
    }),
  );

  return (
    <Modal opened onClose={onClose} title="Decline this quote?">
      <Stack gap="sm">
        <Text size="sm">
          The quote closes and the equipment we set aside for you is released. You can still ask us
          for a new quote later.
        </Text>
        {decline.isError && (
          <ErrorAlert title="The quote was not declined">{errorMessage(decline.error)}</ErrorAlert>
        )}
        <Textarea
          label="Reason (optional)"
          description="Helps our sales team make a better offer next time"
          autosize
          minRows={3}
          maxRows={10}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <ModalActions
          onCancel={onClose}
          cancelLabel="Keep the quote"
          focusCancel
          confirmLabel="Decline quote"
          confirmColor="red.9"
          loading={decline.isPending}
          onConfirm={() => decline.mutate({ token, reason })}
        />
      </Stack>
    </Modal>
  );
}
