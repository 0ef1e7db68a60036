import { paymentStatusColors, type PaymentStatus } from '@buildright/api/shared';
import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatMoney } from '@buildright/browser';
import { useCurrentUser } from '../../auth/useCurrentUser.ts';
import { useCart } from '../../cart/useCart.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { forgetCheckoutId } from './checkout-id.ts';

// Worded for the customer who has just paid; the colours are the shop's usual payment colours.
const paymentLabels: Record<PaymentStatus, string> = {
  paid: 'Paid',
  pending: 'Payment processing',
  failed: 'Payment failed',
  unpaid: 'Not paid',
  cancelled: 'Payment cancelled',
  partly_refunded: 'Partly refunded',
  refunded: 'Refunded',
};

/**
 * Where the payment provider sends the customer back. The order and its payment state come from
 * the server, which asks the provider itself: reaching this page proves nothing.
 */
export function PaymentSuccessPage() {
  const signedIn = Boolean(useCurrentUser().data);
  const trpc = useTRPC();
  const cart = useCart();
  const [params] = useSearchParams();
  const paymentIntentId = params.get('payment_intent');
  const clientSecret = params.get('payment_intent_client_secret');
  const confirm = useMutation(trpc.payments.confirm.mutationOptions());
  const { mutate } = confirm;
  const { clear } = cart;
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    forgetCheckoutId();
    clear();
    if (paymentIntentId && clientSecret) mutate({ paymentIntentId, clientSecret });
  }, [paymentIntentId, clientSecret, mutate, clear]);

  const result = confirm.data;
  const failed = result?.paymentStatus === 'failed';

  return (
    <Container size="sm" py={80}>
      <title>Payment Successful | BuildRight Equipment</title>
      <Stack align="center" ta="center" gap="md" data-testid="payment-success">
        <ThemeIcon size={80} radius="xl" color={failed ? 'red' : 'green'} aria-hidden>
          {failed ? <IconAlertTriangle size={48} /> : <IconCircleCheck size={48} />}
        </ThemeIcon>
        <Title order={1}>{failed ? 'Payment Failed' : 'Payment Successful!'}</Title>
        {confirm.isPending && (
          <Group gap="xs">
            <Loader size="xs" aria-hidden />
            <Text c="dimmed">Confirming your payment...</Text>
          </Group>
        )}
        {result && (
          <Card withBorder radius="md" p="md" w="100%" data-testid="payment-order">
            <Group justify="space-between">
              <Text fw={700}>Order #{result.orderId}</Text>
              <Badge
                color={paymentStatusColors[result.paymentStatus]}
                size="lg"
                data-testid="payment-state"
              >
                {paymentLabels[result.paymentStatus]}
              </Badge>
            </Group>
            <Group justify="space-between" mt="xs">
              <Text c="dimmed">Total</Text>
              <Text fw={700}>{formatMoney(result.total)}</Text>
            </Group>
            {failed && result.message && (
              <Text c="red" size="sm" mt="xs" ta="left">
                {result.message}
              </Text>
            )}
          </Card>
        )}
        {confirm.isError && (
          <Alert color="yellow" variant="light" w="100%" ta="left">
            We could not look up this payment. If money was taken, your order is safe: our team sees
            every payment and will contact you.
          </Alert>
        )}
        <Card withBorder radius="md" p="lg" w="100%" ta="left">
          <Title order={2} fz="lg" mb={4}>
            What&apos;s Next?
          </Title>
          <Text c="dimmed">
            Our sales team will contact you within 24 hours to confirm delivery or pickup details.
          </Text>
        </Card>
        <Group justify="center" mt="sm">
          <Button component={Link} to="/" size="md">
            Continue Shopping
          </Button>
          {/* A guest has no account to open: their order is found by its number and e-mail. */}
          {signedIn ? (
            <Button component={Link} to="/account" size="md" variant="outline">
              View Orders
            </Button>
          ) : (
            <Button
              component={Link}
              to={result ? `/find-order?order=${result.orderId}` : '/find-order'}
              size="md"
              variant="outline"
            >
              Find Your Order
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}
