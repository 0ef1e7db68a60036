import { testCardInput, type TestCardInput } from '@buildright/api/shared';
import { Alert, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconFlask } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, toast } from '@buildright/browser';
import { useTRPC } from '../../lib/trpc.ts';
import { PayButton } from './PayButton.tsx';
import {
  CART_PAYMENT_RETURN,
  PAYMENT_NOT_COMPLETED,
  paymentFailed,
  successUrl,
} from './payment-result.ts';

/** "4242424242424242" -> "4242 4242 4242 4242" as the customer types. */
const groupDigits = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** "1234" -> "12 / 34" */
function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/**
 * The built-in test provider's card form: clearly marked, checked like a real card form, and
 * charged by the server through the same finalisation as a Stripe payment.
 */
export function TestCardForm({
  clientSecret,
  amount,
  onExpired,
  returnPath = CART_PAYMENT_RETURN,
}: {
  clientSecret: string;
  amount: string;
  onExpired: () => void;
  /** The page a paid payment lands on, with the intent in its query. */
  returnPath?: string;
}) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const form = useForm<TestCardInput>({
    initialValues: { cardNumber: '', expiry: '', cvc: '' },
    validate: schemaResolver(testCardInput, { sync: true }),
    validateInputOnBlur: true,
  });
  // A refusal from the bank is the card's problem: it is told at the card number, which gets focus.
  const [refusal, setRefusal] = useState<string | null>(null);
  const refuse = (message: string | null | undefined) => {
    paymentFailed(message);
    setRefusal(message || PAYMENT_NOT_COMPLETED);
    form.getInputNode('cardNumber')?.focus();
  };
  const confirm = useMutation(
    trpc.payments.confirmTestPayment.mutationOptions({
      onSuccess: (result) => {
        if (result.outcome === 'succeeded') {
          toast({ title: 'Payment Successful', description: 'Thank you for your purchase!' });
          void navigate(successUrl(result.paymentIntentId, clientSecret, returnPath));
        } else if (result.outcome === 'canceled') {
          paymentFailed(
            'This payment expired. We have started a new one: please enter your card again.',
          );
          onExpired();
        } else {
          refuse(result.message);
        }
      },
      onError: (error) => refuse(errorMessage(error)),
    }),
  );

  const submit = form.onSubmit((card) => {
    setRefusal(null);
    confirm.mutate({ clientSecret, card });
  });
  /** A field's form props, with what the customer types reformatted as they go. */
  const formattedInputProps = (
    field: 'cardNumber' | 'expiry',
    format: (value: string) => string,
  ) => ({
    ...form.getInputProps(field),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setRefusal(null);
      form.setFieldValue(field, format(event.currentTarget.value));
    },
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Card payment">
      <Stack gap="md">
        <Alert
          color="yellow"
          variant="light"
          icon={<IconFlask aria-hidden />}
          title="Test mode"
          data-testid="test-mode-notice"
        >
          No real card is charged. Pay with <strong>4242 4242 4242 4242</strong>; 4000 0000 0000
          0002 is declined and 4000 0000 0000 9995 has insufficient funds. Any future expiry and any
          3-digit CVC.
        </Alert>
        <TextInput
          label="Card number"
          placeholder="1234 1234 1234 1234"
          inputMode="numeric"
          autoComplete="cc-number"
          withAsterisk
          {...formattedInputProps('cardNumber', groupDigits)}
          error={form.errors.cardNumber ?? refusal}
        />
        <SimpleGrid cols={2}>
          <TextInput
            label="Expiry"
            placeholder="MM / YY"
            inputMode="numeric"
            autoComplete="cc-exp"
            withAsterisk
            {...formattedInputProps('expiry', formatExpiry)}
          />
          <TextInput
            label="CVC"
            placeholder="123"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            withAsterisk
            {...form.getInputProps('cvc')}
          />
        </SimpleGrid>
        <PayButton amount={amount} busy={confirm.isPending} ready />
        <Group justify="center">
          <Text size="xs" c="dimmed">
            Payments are processed by the shop&apos;s built-in test provider.
          </Text>
        </Group>
      </Stack>
    </form>
  );
}
