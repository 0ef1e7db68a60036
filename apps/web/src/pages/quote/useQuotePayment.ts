import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTRPC } from '../../lib/trpc.ts';

/**
 * Accepts the quote for card payment and opens its payment, for exactly the quoted total. Asking
 * again (a reload, "Complete payment", a restart after an expired payment) answers the open
 * payment or a fresh one; a revision newer than the one read makes it fail instead.
 */
export function useQuotePayment(token: string, revision: number | undefined) {
  const trpc = useTRPC();
  const [attempt, setAttempt] = useState(0);
  const accept = useMutation(trpc.quotes.buyer.accept.mutationOptions());
  const { mutate, reset } = accept;
  const asked = useRef<number | null>(null);

  useEffect(() => {
    // Once per attempt (React may run effects twice in development).
    if (asked.current === attempt) return;
    asked.current = attempt;
    mutate({ token, method: 'card', revision });
  }, [attempt, mutate, token, revision]);

  const restart = useCallback(() => {
    reset();
    setAttempt((n) => n + 1);
  }, [reset]);

  const answer = accept.data;
  return {
    intent: answer?.status === 'accepted' ? answer.payment : undefined,
    error: accept.error,
    restart,
  };
}
