import type { Company, PaymentTerms } from '@buildright/api/shared';
import { Button, Group, NumberInput, Select, Stack, Switch } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { fieldErrorsOf, toast, toastFailure } from '@buildright/browser';
import { moneyInputProps } from '../common/moneyInputProps.ts';
import { trpc } from '../lib/trpc.ts';
import { termsOptions } from './terms.ts';

/** Staff with credit.manage grant a company its terms, credit limit, hold and grace days. */
export function TermsForm({ company }: { company: Company }) {
  const [paymentTerms, setPaymentTerms] = useState<PaymentTerms>(company.paymentTerms);
  const [creditLimit, setCreditLimit] = useState<number | string>(company.creditLimit);
  const [creditHold, setCreditHold] = useState(company.creditHold);
  const [graceDays, setGraceDays] = useState<number | string>(company.graceDays);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation(
    trpc.companies.staff.setTerms.mutationOptions({
      onSuccess: () => {
        setErrors({});
        toast({ title: 'Terms saved', description: `${company.name}'s terms are updated.` });
      },
      onError: (error) => {
        setErrors(fieldErrorsOf(error));
        toastFailure('Terms not saved', error);
      },
    }),
  );
  return (
    <form
      aria-label="Terms and credit"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({
          id: company.id,
          paymentTerms,
          creditLimit: String(creditLimit),
          creditHold,
          graceDays: typeof graceDays === 'number' ? graceDays : Number.NaN,
        });
      }}
    >
      <Stack gap="sm">
        <Group grow align="flex-start">
          <Select
            label="Payment terms"
            data={termsOptions}
            value={paymentTerms}
            onChange={(value) => value && setPaymentTerms(value as PaymentTerms)}
            allowDeselect={false}
            error={errors.paymentTerms}
          />
          <NumberInput
            label="Credit limit"
            {...moneyInputProps}
            value={creditLimit}
            onChange={setCreditLimit}
            error={errors.creditLimit}
          />
          <NumberInput
            label="Grace days"
            description="Past an invoice's due date, before a hold"
            min={0}
            max={365}
            allowDecimal={false}
            allowNegative={false}
            value={graceDays}
            onChange={setGraceDays}
            error={errors.graceDays}
          />
        </Group>
        <Switch
          label="Credit hold: no orders on account"
          checked={creditHold}
          onChange={(event) => setCreditHold(event.currentTarget.checked)}
        />
        <Button type="submit" loading={save.isPending} w="fit-content">
          Save terms
        </Button>
      </Stack>
    </form>
  );
}
