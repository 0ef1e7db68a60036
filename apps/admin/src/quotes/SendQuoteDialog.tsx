import { Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { StaffQuote } from '@buildright/api';
import { formatCalendarDay, formatMoney, toast } from '@buildright/browser';
import { ConfirmDialog } from '../common/ConfirmDialog.tsx';
import { trpc } from '../lib/trpc.ts';
import { showQuote } from './refresh.ts';

/** Sending freezes the draft, reserves its stock and e-mails it: asked once more first. */
export function SendQuoteDialog(props: {
  quote: StaffQuote;
  opened: boolean;
  onClose: () => void;
  onSent: () => void;
}) {
  const { quote } = props;
  const send = useMutation(
    trpc.quotes.staff.send.mutationOptions({
      onSuccess: (sent) => {
        showQuote(sent);
        toast({
          title: 'Quote sent',
          description: `Revision ${sent.revisions.at(-1)?.number ?? ''} was e-mailed to ${sent.buyer.email}.`,
        });
        props.onClose();
        props.onSent();
      },
    }),
  );
  const draft = quote.draft;

  return (
    <ConfirmDialog
      opened={props.opened}
      title="Send quote"
      confirmLabel="Send quote"
      confirmColor="safety"
      pendingLabel="Sending..."
      failureTitle="Not sent"
      action={send}
      onCancel={props.onClose}
      onConfirm={() => send.mutate({ id: quote.id })}
    >
      {draft && (
        <Text>
          Send revision {draft.number} of {quote.number} to {quote.buyer.name} ({quote.buyer.email})
          for <strong>{formatMoney(draft.total)}</strong>, valid until{' '}
          {formatCalendarDay(draft.validUntil)}?
        </Text>
      )}
      <Text size="sm" c="dimmed">
        Once sent, the revision cannot be changed; its stock is held for the buyer until it expires.
      </Text>
    </ConfirmDialog>
  );
}
