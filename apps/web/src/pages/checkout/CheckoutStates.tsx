import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconShoppingCartOff } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

export function OrderPlaced({ orderId }: { orderId: number }) {
  return (
    <Container size="sm" py={96}>
      <title>Quote Requested | BuildRight Equipment</title>
      <Stack align="center" ta="center" gap="md" data-testid="order-placed">
        <ThemeIcon size={80} radius="xl" color="green" aria-hidden>
          <IconCircleCheck size={48} />
        </ThemeIcon>
        <Title order={1}>Thank You for Your Order!</Title>
        <Text size="lg">
          Your quote request <strong>#{orderId}</strong> has been received.
        </Text>
        <Text c="dimmed">
          Our team will be in touch within 24 hours to confirm delivery details and payment.
        </Text>
        <Button component={Link} to="/" size="md" mt="sm">
          Continue Shopping
        </Button>
      </Stack>
    </Container>
  );
}

export function EmptyCheckout() {
  return (
    <Container size="sm" py={96}>
      <title>Checkout | BuildRight Equipment</title>
      <Stack align="center" ta="center" gap="md" data-testid="checkout-empty">
        <ThemeIcon size={80} radius="xl" color="gray.2" aria-hidden>
          <IconShoppingCartOff size={44} color="var(--mantine-color-gray-7)" />
        </ThemeIcon>
        <Title order={1}>Your cart is empty</Title>
        <Text c="dimmed">Add some equipment to your cart before checking out.</Text>
        <Button component={Link} to="/equipment" size="md">
          Shop Equipment
        </Button>
      </Stack>
    </Container>
  );
}
