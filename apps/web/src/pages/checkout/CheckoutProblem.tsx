import { ErrorAlert } from '@buildright/ui';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

/** What failed (an order, a quote request) and why. */
export interface CheckoutFailure {
  title: string;
  message: string;
}

/** Why the order or request was not sent, above the button that tried; focus moves to it to be read. */
export function CheckoutProblem({ problem }: { problem: CheckoutFailure }) {
  const ref = useRef<HTMLDivElement>(null);
  const { title, message } = problem;
  useEffect(() => {
    ref.current?.focus();
  }, [title, message]);
  return (
    <ErrorAlert
      ref={ref}
      tabIndex={-1}
      icon={<IconAlertTriangle aria-hidden />}
      title={title}
      data-testid="checkout-problem"
    >
      {message}
    </ErrorAlert>
  );
}
