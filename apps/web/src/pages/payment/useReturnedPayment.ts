import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTRPC } from '../../lib/trpc.ts';

/**
 * A card payment lands back on its page (a quote, an approved order) with the intent in the
 * address, as Stripe's return URL reads. The server asks the provider itself (the address proves
 * nothing) and marks the order paid even before the webhook arrives; the page is then read again
 * (lib/stale-after.ts), and the address is cleaned so a reload does not ask again.
 */
export function useReturnedPayment() {
  const trpc = useTRPC();
  const [params, setParams] = useSearchParams();
  const paymentIntentId = params.get('payment_intent');
  const clientSecret = params.get('payment_intent_client_secret');
  const confirm = useMutation(trpc.payments.confirm.mutationOptions());
  const { mutate } = confirm;
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !paymentIntentId || !clientSecret) return;
    started.current = true;
    mutate({ paymentIntentId, clientSecret });
    setParams({}, { replace: true });
  }, [paymentIntentId, clientSecret, mutate, setParams]);

  return confirm;
}
