import type { PaymentStart } from '@buildright/api';
import { Card, Group, Loader, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { errorMessage } from '@buildright/browser';
import { ErrorWithAction } from '../../components/ErrorWithAction.tsx';
import { CART_PAYMENT_RETURN } from './payment-result.ts';
import { TestCardForm } from './TestCardForm.tsx';

// Stripe's code is downloaded only by shops that take real cards.
const StripeCardForm = lazy(() =>
  import('./StripeCardForm.tsx').then((m) => ({ default: m.StripeCardForm })),
);

interface PaymentInformationProps {
  /** The payment the server opened; undefined while it is being opened. */
  intent: PaymentStart | undefined;
  /** Why the payment could not be opened. */
  error: { message: string } | null;
  /** Opens a new payment (after a failed start, or an expired one). */
  onRestart: () => void;
  /** The page a paid payment lands on. */
  returnPath?: string;
}

/** The card form of the payment the server opened (the test provider's or Stripe's). */
export function PaymentInformation({
  intent,
  error,
  onRestart,
  returnPath = CART_PAYMENT_RETURN,
}: PaymentInformationProps) {
  let form;
  if (error) {
    form = (
      <ErrorWithAction
        title="Payment could not start"
        message={errorMessage(error)}
        action={{ label: 'Try again', onClick: onRestart }}
      />
    );
  } else if (!intent) {
    form = (
      <Group justify="center" gap="sm" py="xl" data-testid="payment-initializing">
        <Loader size="sm" aria-hidden />
        <Text>Initializing payment...</Text>
      </Group>
    );
  } else if (intent.provider === 'stripe' && intent.publishableKey) {
    form = (
      <Suspense fallback={<Loader size="sm" aria-label="Loading the card form" />}>
        <StripeCardForm
          publishableKey={intent.publishableKey}
          clientSecret={intent.clientSecret}
          amount={intent.amount}
          returnPath={returnPath}
        />
      </Suspense>
    );
  } else {
    form = (
      <TestCardForm
        key={intent.clientSecret}
        clientSecret={intent.clientSecret}
        amount={intent.amount}
        onExpired={onRestart}
        returnPath={returnPath}
      />
    );
  }

  return (
    <Card withBorder radius="md" p="lg" aria-labelledby="card-title">
      <Title order={2} fz="xl" mb="md" id="card-title">
        Payment Information
      </Title>
      {form}
      <Group gap={6} mt="md" c="dimmed" wrap="nowrap">
        <IconLock size={16} aria-hidden />
        <Text size="sm">
          <strong>Secure Payment</strong>: your card details go straight to the payment provider
          over an encrypted connection and are never stored by the shop.
        </Text>
      </Group>
    </Card>
  );
}
