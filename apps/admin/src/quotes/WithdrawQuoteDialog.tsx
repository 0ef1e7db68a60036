import { Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { StaffQuote } from '@buildright/api';
import { toast } from '@buildright/browser';
import { ConfirmDialog } from '../common/ConfirmDialog.tsx';
import { trpc } from '../lib/trpc.ts';
import { refreshAfterQuoteChange, showQuote } from './refresh.ts';

/** Withdrawing closes the quote for good: its order is cancelled and the buyer told. */
export function WithdrawQuoteDialog(props: {
  quote: StaffQuote;
  opened: boolean;
  onClose: () => void;
}) {
  const { quote } = props;
  const withdraw = useMutation(
    trpc.quotes.staff.withdraw.mutationOptions({
      onSuccess: async (withdrawn) => {
        showQuote(withdrawn);
        toast({
          title: 'Quote withdrawn',
          description: `${withdrawn.buyer.name} has been told by e-mail.`,
        });
        props.onClose();
        await refreshAfterQuoteChange();
      },
    }),
  );
  const close = () => {
    withdraw.reset();
    props.onClose();
  };

  return (
    <ConfirmDialog
      opened={props.opened}
      title="Withdraw quote"
      confirmLabel="Withdraw quote"
      pendingLabel="Withdrawing..."
      failureTitle="Not withdrawn"
      pending={withdraw.isPending}
      error={withdraw.error}
      onCancel={close}
      onConfirm={() => !withdraw.isPending && withdraw.mutate({ id: quote.id })}
    >
      <Text>
        Withdraw {quote.number} for {quote.buyer.name}? Its order is cancelled, the stock it holds
        is released and the buyer is told by e-mail.
      </Text>
      <Text c="red.9" fw={600} size="sm">
        This action cannot be undone.
      </Text>
    </ConfirmDialog>
  );
}
