import { Button, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

/** The way on to the card payment page, open once the contact and delivery details are complete. */
export function PayByCard({ ready }: { ready: boolean }) {
  if (ready) {
    return (
      <Button
        component={Link}
        to="/stripe-checkout"
        size="md"
        fullWidth
        leftSection={<IconCreditCard size={18} aria-hidden />}
      >
        Pay with Credit Card
      </Button>
    );
  }
  return (
    <div>
      <Button
        size="md"
        fullWidth
        disabled
        leftSection={<IconCreditCard size={18} aria-hidden />}
        aria-describedby="pay-hint"
      >
        Complete Information to Pay
      </Button>
      <Text size="sm" c="dimmed" mt="xs" id="pay-hint">
        Please complete your contact and delivery information above to pay by card.
      </Text>
    </div>
  );
}
