import { Button, Stack } from '@mantine/core';
import { Link, Navigate } from 'react-router-dom';
import { EmptyCartIcon } from '../../cart/EmptyCartIcon.tsx';
import { toCents } from '@buildright/api/shared';
import { useCart } from '../../cart/useCart.ts';
import { usePricedCart } from '../../cart/usePricedCart.ts';
import { MessagePage } from '../../components/MessagePage.tsx';
import { PaymentStepLayout } from '../../components/PaymentStepLayout.tsx';
import { OrderDetails } from './OrderDetails.tsx';
import { PaymentInformation } from './PaymentInformation.tsx';
import { PaymentSummary } from './PaymentSummary.tsx';
import { usePaymentIntent } from './usePaymentIntent.ts';

const pageTitle = <title>Card Payment | BuildRight Equipment</title>;

export function StripeCheckoutPage() {
  const cart = useCart();
  if (!cart.checkoutInfo) return <Navigate to="/checkout" replace />;
  if (cart.items.length === 0) return <EmptyCart />;
  return <CardPayment />;
}

function EmptyCart() {
  return (
    <MessagePage
      head={pageTitle}
      visual={<EmptyCartIcon />}
      title="Your cart is empty"
      testId="payment-empty"
    >
      <Button component={Link} to="/" size="md">
        Continue Shopping
      </Button>
    </MessagePage>
  );
}

function CardPayment() {
  const cart = useCart();
  const info = cart.checkoutInfo!;
  // The server's price for this buyer (a member's contract prices, volume tiers), once known.
  const priced = usePricedCart(cart.items);
  const totalCents = priced.total ? toCents(priced.total) : cart.totalCents;
  const payment = usePaymentIntent(cart.items, info, totalCents);
  const intent = payment.intent;

  return (
    <PaymentStepLayout
      head={pageTitle}
      back={{ to: '/checkout', label: 'Back to Checkout' }}
      title="Card Payment"
      summary={
        <PaymentSummary
          items={cart.items}
          cartTotalCents={totalCents}
          amount={intent?.amount ?? null}
        />
      }
    >
      <Stack gap="lg">
        {intent && <OrderDetails info={info} />}
        <PaymentInformation intent={intent} error={payment.error} onRestart={payment.restart} />
      </Stack>
    </PaymentStepLayout>
  );
}
