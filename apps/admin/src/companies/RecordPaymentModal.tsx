import type { CompanyInvoice } from '@buildright/api/shared';
import { Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorCode, errorMessage, fieldErrorsOf, formatMoney, toast } from '@buildright/browser';
import { FailureAlert } from '../common/FailureAlert.tsx';
import { moneyInputProps } from '../common/moneyInputProps.ts';
import { TitledModal } from '../common/TitledModal.tsx';
import { trpc } from '../lib/trpc.ts';

/** Staff record money received against an invoice: the balance, or part of it. */
export function RecordPaymentModal(props: { invoice: CompanyInvoice; onClose: () => void }) {
  const { invoice, onClose } = props;
  const [amount, setAmount] = useState<number | string>(invoice.balance);
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const record = useMutation(
    trpc.companies.staff.recordPayment.mutationOptions({
      onSuccess: () => {
        toast({
          title: 'Payment recorded',
          description: `${formatMoney(String(amount))} against ${invoice.number}.`,
        });
        onClose();
      },
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        // A refused amount (more than is owed, or nothing left to pay) is said on the amount.
        if (errorCode(error) === 'CONFLICT') fields.amount = errorMessage(error);
        setErrors(fields);
      },
    }),
  );
  return (
    <TitledModal opened onClose={onClose} title={`Record payment: ${invoice.number}`}>
      <form
        aria-label="Record payment"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          record.mutate({ invoiceId: invoice.id, amount: String(amount), reference });
        }}
      >
        <Stack gap="sm">
          <Text size="sm">
            {formatMoney(invoice.balance)} of {formatMoney(invoice.amount)} is still owed.
          </Text>
          <NumberInput
            label="Amount received"
            {...moneyInputProps}
            value={amount}
            onChange={(next) => {
              setAmount(next);
              setErrors(({ amount: _changed, ...rest }) => rest);
            }}
            error={errors.amount}
            data-autofocus
          />
          <TextInput
            label="Reference"
            description="The wire, cheque or remittance number"
            value={reference}
            onChange={(event) => setReference(event.currentTarget.value)}
            error={errors.reference}
            maxLength={100}
          />
          {Object.keys(errors).length === 0 && (
            <FailureAlert title="Payment not recorded" error={record.error} />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={record.isPending}>
              Record payment
            </Button>
          </Group>
        </Stack>
      </form>
    </TitledModal>
  );
}
