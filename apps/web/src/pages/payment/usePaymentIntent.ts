import type { CheckoutInfo } from '@buildright/api/shared';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CartItem } from '../../cart/rules.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { currentCheckoutId, forgetCheckoutId } from './checkout-id.ts';
import { useCurrentUser } from '../../auth/useCurrentUser.ts';

/**
 * Asks the server for a client secret whenever the cart has items and checkout info exists
 * (SPEC §4), and again when either changes. The server prices the cart; the browser's prices
 * and total are sent for reference only.
 */
export function usePaymentIntent(
  items: readonly CartItem[],
  info: CheckoutInfo,
  cartTotalCents: number,
) {
  const trpc = useTRPC();
  const [attempt, setAttempt] = useState(0);
  // A failure is shown on the page with what to do about it (PaymentInformation), not in a toast.
  const createIntent = useMutation(trpc.payments.createIntent.mutationOptions());
  const { mutate, reset } = createIntent;

  const request = JSON.stringify({
    attempt,
    info,
    items: items.map((item) => ({
      id: item.product.id,
      name: item.product.name,
      price: item.product.salePrice ?? item.product.price,
      quantity: item.quantity,
    })),
  });
  const sent = useRef<string | null>(null);

  useEffect(() => {
    // One request per distinct cart (React may run effects twice in development).
    if (sent.current === request) return;
    sent.current = request;
    const { info: checkoutInfo, items: lines } = JSON.parse(request) as {
      info: CheckoutInfo;
      items: { id: number; name: string; price: string; quantity: number }[];
    };
    mutate({
      ...checkoutInfo,
      items: lines,
      amount: cartTotalCents / 100,
      checkoutId: currentCheckoutId(),
    });
  }, [request, mutate, cartTotalCents]);

  /** Starts over with a new checkout (after a failed start, or an expired payment). */
  const restart = useCallback(() => {
    forgetCheckoutId();
    reset();
    setAttempt((n) => n + 1);
  }, [reset]);

  // A guest refused the guests' share who signs in is another buyer: start again for them.
  const signedIn = useCurrentUser().data?.id ?? null;
  const failed = createIntent.isError;
  const seenBuyer = useRef(signedIn);
  useEffect(() => {
    if (seenBuyer.current === signedIn) return;
    seenBuyer.current = signedIn;
    if (failed) restart();
  }, [signedIn, failed, restart]);

  return { intent: createIntent.data, error: createIntent.error, restart };
}
