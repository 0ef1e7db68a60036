import { Alert, Stack } from '@mantine/core';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
// The pure entry point loads Stripe.js only when asked, not on import.
import { loadStripe } from '@stripe/stripe-js/pure';
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@buildright/browser';
import { PayButton } from './PayButton.tsx';
import {
  CART_PAYMENT_RETURN,
  PAYMENT_NOT_COMPLETED,
  paymentFailed,
  successUrl,
} from './payment-result.ts';

/** Stripe Elements with the publishable key the server handed out, for this intent. */
export function StripeCardForm({
  publishableKey,
  clientSecret,
  amount,
  returnPath = CART_PAYMENT_RETURN,
}: {
  publishableKey: string;
  clientSecret: string;
  amount: string;
  /** The page a paid payment lands on, with the intent in its query (Stripe's return URL). */
  returnPath?: string;
}) {
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe} options={{ clientSecret, appearance: { theme: 'stripe' } }}>
      <StripePaymentForm clientSecret={clientSecret} amount={amount} returnPath={returnPath} />
    </Elements>
  );
}

function StripePaymentForm({
  clientSecret,
  amount,
  returnPath,
}: {
  clientSecret: string;
  amount: string;
  returnPath: string;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  // Shown beside the card fields, which get focus back, so a declined card is not only a toast.
  const [refusal, setRefusal] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setRefusal(null);
    try {
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}${returnPath}` },
        // Cards that need no extra step stay on this page; 3-D Secure and wallets redirect.
        redirect: 'if_required',
      });
      if (error) {
        paymentFailed(error.message);
        setRefusal(error.message || PAYMENT_NOT_COMPLETED);
        elements.getElement('payment')?.focus();
      } else if (paymentIntent.status === 'succeeded' || paymentIntent.status === 'processing') {
        toast({ title: 'Payment Successful', description: 'Thank you for your purchase!' });
        void navigate(successUrl(paymentIntent.id, clientSecret, returnPath));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} aria-label="Card payment">
      <Stack gap="md">
        {(loadError ?? refusal) && (
          <Alert color="red" variant="light" role="alert">
            {loadError ?? refusal}
          </Alert>
        )}
        <PaymentElement
          onReady={() => setReady(true)}
          onLoadError={(event) =>
            setLoadError(event.error.message ?? 'The card form could not be loaded.')
          }
        />
        <PayButton amount={amount} busy={busy} ready={ready && !!stripe && !!elements} />
      </Stack>
    </form>
  );
}
