import { Button, Group, NumberInput, Select, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { refundReasonLabels, refundReasons } from '@buildright/api/shared';
import { errorCode, errorMessage, fieldErrorsOf, formatMoney, toast } from '@buildright/browser';
import { FailureAlert } from '../common/FailureAlert.tsx';
import { moneyInputProps } from '../common/moneyInputProps.ts';
import { TitledModal } from '../common/TitledModal.tsx';
import { trpc } from '../lib/trpc.ts';

/** The reasons staff refund for outside a return (a return's refund is made from the return). */
type RefundReason = (typeof refundReasons)[number];

const reasonChoices = refundReasons.map((reason) => ({
  value: reason,
  label: refundReasonLabels[reason],
}));

/** Staff give money back on an order: what is left by default, and why (required). */
export function RefundModal(props: { orderId: number; left: string; onClose: () => void }) {
  const { orderId, left, onClose } = props;
  const [amount, setAmount] = useState<number | string>(left);
  const [reason, setReason] = useState<RefundReason | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useMutation(
    trpc.refunds.create.mutationOptions({
      onSuccess: (refund) => {
        if (refund.status === 'failed') {
          toast({
            title: 'Refund failed',
            description: refund.failureReason ?? 'The card provider refused the refund.',
            variant: 'destructive',
          });
        } else {
          const pending = refund.status === 'pending';
          toast({
            title: pending ? 'Refund pending' : 'Refunded',
            description: `${formatMoney(refund.amount)} of order #${orderId}${
              pending ? ', waiting for the card provider to confirm it' : ''
            }.`,
          });
        }
        onClose();
      },
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        // Nothing left to refund, or another refund took it meanwhile: said on the amount.
        if (errorCode(error) === 'CONFLICT') fields.amount = errorMessage(error);
        setErrors(fields);
      },
    }),
  );
  const clear = (field: string) => setErrors(({ [field]: _changed, ...rest }) => rest);
  return (
    <TitledModal opened onClose={onClose} title={`Refund order #${orderId}`}>
      <form
        aria-label="Refund"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // Drawn in a portal, yet inside the order's edit form in React's tree: its submit
          // would bubble there and save the order too.
          event.stopPropagation();
          if (!reason) return setErrors((now) => ({ ...now, reason: 'Say why you refund' }));
          create.mutate({ id: orderId, amount: String(amount), reason, note: note || null });
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{formatMoney(left)} can still be refunded.</Text>
          <NumberInput
            label="Amount"
            {...moneyInputProps}
            value={amount}
            onChange={(next) => {
              setAmount(next);
              clear('amount');
            }}
            error={errors.amount}
            withAsterisk
            data-autofocus
          />
          <Select
            label="Reason"
            placeholder="Choose a reason"
            data={reasonChoices}
            value={reason}
            onChange={(next) => {
              setReason(next as RefundReason | null);
              clear('reason');
            }}
            error={errors.reason}
            allowDeselect={false}
            withAsterisk
          />
          <Textarea
            label="Note"
            description="For the order's file; the buyer does not see it"
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            error={errors.note}
            maxLength={500}
            autosize
            minRows={2}
          />
          {Object.keys(errors).length === 0 && (
            <FailureAlert title="Not refunded" error={create.error} />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={create.isPending}>
              Refund
            </Button>
          </Group>
        </Stack>
      </form>
    </TitledModal>
  );
}
