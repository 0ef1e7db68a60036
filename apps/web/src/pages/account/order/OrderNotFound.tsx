import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

/** Unknown ids and other customers' orders look the same: not in this account. */
export function OrderNotFound() {
  return (
    <Stack align="center" ta="center" gap="md" py={64} data-testid="order-not-found">
      <Title order={1}>Order Not Found</Title>
      <Text c="dimmed">We could not find this order in your account.</Text>
      <Button component={Link} to="/account">
        View Your Orders
      </Button>
    </Stack>
  );
}
