import { Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { StaffQuote } from '@buildright/api';
import { toast } from '@buildright/browser';
import { ConfirmDialog } from '../common/ConfirmDialog.tsx';
import { trpc } from '../lib/trpc.ts';
import { showQuote } from './refresh.ts';

/** Withdrawing closes the quote for good: its order is cancelled and the buyer told. */
export function WithdrawQuoteDialog(props: {
  quote: StaffQuote;
  opened: boolean;
  onClose: () => void;
}) {
  const { quote } = props;
  const withdraw = useMutation(
    trpc.quotes.staff.withdraw.mutationOptions({
      onSuccess: (withdrawn) => {
        showQuote(withdrawn);
        toast({
          title: 'Quote withdrawn',
          description: `${withdrawn.buyer.name} has been told by e-mail.`,
        });
        props.onClose();
      },
    }),
  );
  return (
    <ConfirmDialog
      opened={props.opened}
      title="Withdraw quote"
      confirmLabel="Withdraw quote"
      pendingLabel="Withdrawing..."
      failureTitle="Not withdrawn"
      action={withdraw}
      irreversible
      onCancel={props.onClose}
      onConfirm={() => withdraw.mutate({ id: quote.id })}
    >
      <Text>
        Withdraw {quote.number} for {quote.buyer.name}? Its order is cancelled, the stock it holds
        is released and the buyer is told by e-mail.
      </Text>
    </ConfirmDialog>
  );
}
