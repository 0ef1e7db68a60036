import { toast } from '../../lib/notify.ts';

/** Where a paid (or redirected) payment lands, the way Stripe's return URL reads. */
export function successUrl(paymentIntentId: string, clientSecret: string): string {
  const query = new URLSearchParams({
    payment_intent: paymentIntentId,
    payment_intent_client_secret: clientSecret,
    redirect_status: 'succeeded',
  });
  return `/payment-success?${query}`;
}

export function paymentFailed(message: string | null | undefined) {
  toast({
    title: 'Payment Failed',
    description: message || 'Your payment could not be completed. Please try again.',
    variant: 'destructive',
  });
}
