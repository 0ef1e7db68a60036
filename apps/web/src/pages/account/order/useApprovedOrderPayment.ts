import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTRPC } from '../../../lib/trpc.ts';

/**
 * Opens the card payment of the buyer's approved company order, for its total. Asking again (a
 * reload, a restart after an expired payment) answers the open payment or a fresh one.
 */
export function useApprovedOrderPayment(orderId: number) {
  const trpc = useTRPC();
  const [attempt, setAttempt] = useState(0);
  const open = useMutation(trpc.orders.payApproved.mutationOptions());
  const { mutate, reset } = open;
  const asked = useRef<number | null>(null);

  useEffect(() => {
    // Once per attempt (React may run effects twice in development).
    if (asked.current === attempt) return;
    asked.current = attempt;
    mutate({ id: orderId });
  }, [attempt, mutate, orderId]);

  const restart = useCallback(() => {
    reset();
    setAttempt((n) => n + 1);
  }, [reset]);

  return { intent: open.data, error: open.error, restart };
}
