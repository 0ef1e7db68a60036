import type { Order } from '@buildright/api';
import type { CheckoutInfo } from '@buildright/api/shared';
import type { UseFormReturnType } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, fieldErrorsOf, toast, toastFailure } from '@buildright/browser';
import { useCart } from '../../cart/useCart.ts';
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
  const [problem, setProblem] = useState<string | null>(null);

  const explainRefusal = (error: unknown) => {
    const fieldErrors = fieldErrorsOf(error);
    form.setErrors(fieldErrors);
    setProblem(Object.keys(fieldErrors).length === 0 ? errorMessage(error) : null);
  };

  const requestQuote = useMutation(
    trpc.checkout.requestQuote.mutationOptions({
      onSuccess: (request) => {
        onRequested(request.quoteNumber);
        cart.clear();
        // The spec's words for a placed order (SPEC §8); the page names the quote request itself.
        toast({
          title: 'Order Placed Successfully!',
          description: 'You will receive a confirmation email shortly.',
        });
      },
      onError: (error) => {
        explainRefusal(error);
        toast({
          title: 'Error',
          description: 'Failed to place order. Please try again.',
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
      onSuccess: placed,
      onError: (error) => {
        explainRefusal(error);
        void toastFailure('Order not placed', error);
      },
    }),
  );
  // Its refusal is the mutation's own error, shown beside its button.
  const sendForApproval = useMutation(
    trpc.companies.member.sendForApproval.mutationOptions({
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
