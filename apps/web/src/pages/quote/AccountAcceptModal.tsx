import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, formatMoney, toast } from '@buildright/browser';
import { ErrorAlert } from '@buildright/ui';
import { ModalActions } from '../../components/ModalActions.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import type { AccountPayment } from '../checkout/account-payment.ts';

/**
 * Accepting on the buyer's company account: confirmed and invoiced to the company, or waiting for
 * its approval past the buyer's limits. Drawn only while open, so each opening starts empty.
 */
export function AccountAcceptModal({
  token,
  revision,
  total,
  account,
  onClose,
}: {
  token: string;
  /** The revision the buyer read. */
  revision: number;
  total: string;
  account: AccountPayment;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const [poNumber, setPoNumber] = useState('');
  const accept = useMutation(
    trpc.quotes.buyer.accept.mutationOptions({
      onSuccess: (answer) => {
        onClose();
        toast(
          answer.status === 'awaiting_approval'
            ? {
                title: 'Quote accepted',
                description: `Order #${answer.orderId} waits for your company's approval.`,
              }
            : {
                title: 'Quote accepted',
                description: `Your order #${answer.orderId} is confirmed.`,
              },
        );
      },
    }),
  );
  const title = `Accept on ${account.companyName}'s account`;
  return (
    <Modal opened onClose={onClose} title={title}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          accept.mutate({ token, method: 'account', poNumber, revision });
        }}
        noValidate
        aria-label={title}
      >
        <Stack gap="sm">
          <Text size="sm">
            Your order for <strong>{formatMoney(total)}</strong> is charged to {account.companyName}
            &apos;s account and invoiced on {account.terms} terms. Past your spending limits it
            waits for your company&apos;s approval first.
          </Text>
          {accept.isError && (
            <ErrorAlert title="The quote was not accepted">{errorMessage(accept.error)}</ErrorAlert>
          )}
          <TextInput
            label="PO number"
            description="Optional: your purchase order number, printed on the invoice"
            maxLength={100}
            data-autofocus
            value={poNumber}
            onChange={(event) => setPoNumber(event.currentTarget.value)}
          />
          <ModalActions
            onCancel={onClose}
            confirmLabel="Accept on account"
            loading={accept.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
