import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, toast } from '@buildright/browser';
import { useTRPC } from '../../lib/trpc.ts';
import { useQuoteCache } from './useBuyerQuote.ts';

/** Asks before declining, which cannot be undone; the reason is optional and goes to staff. */
export function DeclineModal({ token, onClose }: { token: string; onClose: () => void }) {
  const trpc = useTRPC();
  const { show, refresh } = useQuoteCache(token);
  const [reason, setReason] = useState('');
  const decline = useMutation(
    trpc.quotes.buyer.decline.mutationOptions({
      onSuccess: (quote) => {
        show(quote);
        onClose();
        toast({ title: 'Quote declined', description: 'Thank you for letting us know.' });
      },
      onError: () => refresh(),
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
          <Alert color="red" variant="light" role="alert" title="The quote was not declined">
            {errorMessage(decline.error)}
          </Alert>
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
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            Keep the quote
          </Button>
          <Button
            color="red.9"
            loading={decline.isPending}
            onClick={() => decline.mutate({ token, reason })}
          >
            Decline quote
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
