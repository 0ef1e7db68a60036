import { ErrorAlert } from '@buildright/ui';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

/** Why the order was not placed, above the button that tried; focus moves to it to be read. */
export function CheckoutProblem({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [message]);
  return (
    <ErrorAlert
      ref={ref}
      tabIndex={-1}
      icon={<IconAlertTriangle aria-hidden />}
      title="We could not place your order"
      data-testid="checkout-problem"
    >
      {message}
    </ErrorAlert>
  );
}
