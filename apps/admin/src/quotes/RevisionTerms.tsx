import {
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useId } from 'react';
import { moneyInputProps } from '../common/moneyInputProps.ts';
import type { DiscountKind, RevisionFormValues } from './revisionForm.ts';

const discountKinds = [
  { value: 'none', label: 'None' },
  { value: 'amount', label: 'Amount' },
  { value: 'percent', label: 'Percent' },
];

/** What a revision says besides its lines: discount, delivery, how long it holds, a note. */
export function RevisionTerms({
  form,
  today,
}: {
  form: UseFormReturnType<RevisionFormValues>;
  today: string;
}) {
  const discountLabelId = useId();
  const { discountKind } = form.values;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap="xs">
          <Text size="sm" fw={500} id={discountLabelId}>
            Discount
          </Text>
          <SegmentedControl
            aria-labelledby={discountLabelId}
            data={discountKinds}
            value={discountKind}
            onChange={(value) => form.setFieldValue('discountKind', value as DiscountKind)}
          />
          {discountKind === 'amount' && (
            <NumberInput
              label="Discount amount"
              {...moneyInputProps}
              {...form.getInputProps('discountAmount')}
            />
          )}
          {discountKind === 'percent' && (
            <NumberInput
              label="Discount percent"
              suffix="%"
              min={0}
              max={100}
              decimalScale={2}
              allowNegative={false}
              {...form.getInputProps('discountPercent')}
            />
          )}
        </Stack>
        <Stack gap="xs">
          <NumberInput
            label="Delivery charge"
            {...moneyInputProps}
            {...form.getInputProps('deliveryCharge')}
          />
          <TextInput
            type="date"
            label="Valid until"
            min={today}
            withAsterisk
            {...form.getInputProps('validUntil')}
          />
        </Stack>
      </SimpleGrid>

      <Textarea
        label="Note to the buyer"
        placeholder="Shown on the quote and its PDF, e.g. delivery terms"
        autosize
        minRows={2}
        maxRows={8}
        maxLength={5000}
        {...form.getInputProps('note')}
      />
    </>
  );
}
