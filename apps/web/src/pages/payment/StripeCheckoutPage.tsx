import { Button, Container, Stack, ThemeIcon, Title } from '@mantine/core';
import { IconShoppingCartOff } from '@tabler/icons-react';
import { Link, Navigate } from 'react-router-dom';
import { useCart } from '../../cart/useCart.ts';
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
    <Container size="sm" py={96}>
      {pageTitle}
      <Stack align="center" ta="center" gap="md" data-testid="payment-empty">
        <ThemeIcon size={80} radius="xl" color="gray.2" aria-hidden>
          <IconShoppingCartOff size={44} color="var(--mantine-color-gray-7)" />
        </ThemeIcon>
        <Title order={1}>Your cart is empty</Title>
        <Button component={Link} to="/" size="md">
          Continue Shopping
        </Button>
      </Stack>
    </Container>
  );
}

function CardPayment() {
  const cart = useCart();
  const info = cart.checkoutInfo!;
  const payment = usePaymentIntent(cart.items, info, cart.totalCents);
  const intent = payment.intent;

  return (
    <PaymentStepLayout
      head={pageTitle}
      back={{ to: '/checkout', label: 'Back to Checkout' }}
      title="Card Payment"
      summary={
        <PaymentSummary
          items={cart.items}
          cartTotalCents={cart.totalCents}
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
