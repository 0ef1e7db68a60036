import type { PaymentStart } from '@buildright/api';
import { Card, Group, Loader, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isGuestShareRefusal } from '@buildright/api/shared';
import { errorCode, errorMessage } from '@buildright/browser';
import { ErrorWithAction, type Action } from '../../components/ErrorWithAction.tsx';
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

/**
 * What can be done when a payment could not start. A refusal (409) will not go away by trying
 * again: too few units, or more than guests may hold, where signing in (the header's sign-in opens
 * in place; the payment starts again once signed in), fewer units or a word with the sales team
 * work instead.
 */
function useWaysOut(error: { message: string }, onRestart: () => void): Action[] {
  const [, setParams] = useSearchParams();
  const fewer: Action = { label: 'Change quantities', to: '/checkout' };
  if (errorCode(error) !== 'CONFLICT') return [{ label: 'Try again', onClick: onRestart }];
  if (!isGuestShareRefusal(error.message)) {
    return [fewer, { label: 'Back to the catalogue', to: '/equipment' }];
  }
  const signIn: Action = {
    label: 'Sign in or create an account',
    onClick: () =>
      setParams(
        (current) => {
          current.set('signin', '1');
          return current;
        },
        { replace: true },
      ),
  };
  return [signIn, fewer, { label: 'Contact us', to: '/contact' }];
}

function StartFailure({ error, onRestart }: { error: { message: string }; onRestart: () => void }) {
  return (
    <ErrorWithAction
      title="Payment could not start"
      message={errorMessage(error)}
      actions={useWaysOut(error, onRestart)}
    />
  );
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
    form = <StartFailure error={error} onRestart={onRestart} />;
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
