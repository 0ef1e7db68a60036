import type { Order } from '@buildright/api';
import type { CheckoutInfo } from '@buildright/api/shared';
import type { UseFormReturnType } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, fieldErrorsOf, toast, toastFailure } from '@buildright/browser';
import { useCart } from '../../cart/useCart.ts';
import type { CheckoutFailure } from './CheckoutProblem.tsx';
import { useTRPC } from '../../lib/trpc.ts';

/**
 * The checkout's ways of placing the order from its form: a quote request, on the company's
 * account, or a card order sent for the company's approval. Each empties the cart once placed. A
 * refusal marks the fields it names, or else is the `problem` shown beside the button that tried.
 */
export function useCheckoutOrders(
  form: UseFormReturnType<CheckoutInfo>,
  {
    onRequested,
    onPlacedForCompany,
  }: { onRequested: (quoteNumber: string) => void; onPlacedForCompany: (order: Order) => void },
) {
  const trpc = useTRPC();
  const cart = useCart();
  const [problem, setProblem] = useState<CheckoutFailure | null>(null);

  // The form keeps what the buyer typed: only the fields the refusal names are marked.
  const explainRefusal = (title: string, error: unknown) => {
    const fieldErrors = fieldErrorsOf(error);
    form.setErrors(fieldErrors);
    setProblem(
      Object.keys(fieldErrors).length === 0 ? { title, message: errorMessage(error) } : null,
    );
  };

  const requestQuote = useMutation(
    trpc.checkout.requestQuote.mutationOptions({
      // Offline, say so now rather than wait silently for the connection ("Submitting...").
      networkMode: 'always',
      onSuccess: (request) => {
        onRequested(request.quoteNumber);
        cart.clear();
        // A quote request is not an order: SPEC §8's "Order Placed Successfully!" is for orders.
        toast({
          title: 'Quote request sent',
          description: 'You will receive a confirmation email shortly.',
        });
      },
      onError: (error) => {
        explainRefusal('We could not send your quote request', error);
        toast({
          title: 'Error',
          description: 'Failed to send your quote request. Please try again.',
          variant: 'destructive',
        });
      },
    }),
  );

  const placed = (order: Order) => {
    onPlacedForCompany(order);
    cart.clear();
  };
  const placeOnAccount = useMutation(
    trpc.companies.member.placeOnAccount.mutationOptions({
      networkMode: 'always',
      onSuccess: (order) => {
        placed(order);
        // An order placed, in the spec's words for one (SPEC §8).
        toast({
          title: 'Order Placed Successfully!',
          description: 'You will receive a confirmation email shortly.',
        });
      },
      onError: (error) => {
        explainRefusal('We could not place your order', error);
        void toastFailure('Order not placed', error);
      },
    }),
  );
  // Its refusal is the mutation's own error, shown beside its button.
  const sendForApproval = useMutation(
    trpc.companies.member.sendForApproval.mutationOptions({
      networkMode: 'always',
      onSuccess: placed,
      onError: (error) => {
        form.setErrors(fieldErrorsOf(error));
        void toastFailure('Order not sent', error);
      },
    }),
  );

  return {
    requestQuote,
    placeOnAccount,
    sendForApproval,
    problem,
    clearProblem: () => setProblem(null),
  };
}
