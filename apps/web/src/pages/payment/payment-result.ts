import { toast } from '@buildright/browser';

/** The cart checkout's landing page; a quote's payment lands back on its quote instead. */
export const CART_PAYMENT_RETURN = '/payment-success';

/** Where a paid (or redirected) payment lands, the way Stripe's return URL reads. */
export function successUrl(
  paymentIntentId: string,
  clientSecret: string,
  returnPath = CART_PAYMENT_RETURN,
): string {
  const query = new URLSearchParams({
    payment_intent: paymentIntentId,
    payment_intent_client_secret: clientSecret,
    redirect_status: 'succeeded',
  });
  return `${returnPath}?${query}`;
}

export const PAYMENT_NOT_COMPLETED = 'Your payment could not be completed. Please try again.';

export function paymentFailed(message: string | null | undefined) {
  toast({
    title: 'Payment Failed',
    description: message || PAYMENT_NOT_COMPLETED,
    variant: 'destructive',
  });
}
