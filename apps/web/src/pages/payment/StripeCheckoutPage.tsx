import { Alert, Anchor, Button, Card, Container, Grid, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconLock, IconShoppingCartOff } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useCart } from '../../cart/useCart.ts';
import { OrderDetails } from './OrderDetails.tsx';
import { PaymentSummary } from './PaymentSummary.tsx';
import { TestCardForm } from './TestCardForm.tsx';
import { usePaymentIntent } from './usePaymentIntent.ts';

// Stripe's code is downloaded only by shops that take real cards.
const StripeCardForm = lazy(() => import('./StripeCardForm.tsx').then((m) => ({ default: m.StripeCardForm })));

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

  let form;
  if (payment.error) {
    form = (
      <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title="Payment could not start" role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{payment.error.message}</Text>
          <Button size="xs" variant="light" color="red" onClick={payment.restart}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!intent) {
    form = (
      <Group justify="center" gap="sm" py="xl" data-testid="payment-initializing">
        <Loader size="sm" aria-hidden />
        <Text>Initializing payment...</Text>
      </Group>
    );
  } else if (intent.provider === 'stripe' && intent.publishableKey) {
    form = (
      <Suspense fallback={<Loader size="sm" aria-label="Loading the card form" />}>
        <StripeCardForm publishableKey={intent.publishableKey} clientSecret={intent.clientSecret} amount={intent.amount} />
      </Suspense>
    );
  } else {
    form = <TestCardForm key={intent.clientSecret} clientSecret={intent.clientSecret} amount={intent.amount} onExpired={payment.restart} />;
  }

  return (
    <Container size="lg" py="xl">
      {pageTitle}
      <Anchor component={Link} to="/checkout" fw={600} c="dark" display="inline-flex" style={{ alignItems: 'center', gap: 6 }}>
        <IconArrowLeft size={16} aria-hidden /> Back to Checkout
      </Anchor>
      <Title order={1} mt="sm" mb="lg">
        Card Payment
      </Title>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            {intent && <OrderDetails info={info} />}
            <Card withBorder radius="md" p="lg" aria-labelledby="card-title">
              <Title order={2} fz="xl" mb="md" id="card-title">
                Payment Information
              </Title>
              {form}
              <Group gap={6} mt="md" c="dimmed" wrap="nowrap">
                <IconLock size={16} aria-hidden />
                <Text size="sm">
                  <strong>Secure Payment</strong>: your card details go straight to the payment
                  provider over an encrypted connection and are never stored by the shop.
                </Text>
              </Group>
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <PaymentSummary items={cart.items} cartTotalCents={cart.totalCents} amount={intent?.amount ?? null} />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
