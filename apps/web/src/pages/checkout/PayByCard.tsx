import { Button, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { SendForApproval, type CardApproval } from './SendForApproval.tsx';

/**
 * The way on to the card payment page, open once the contact and delivery details are complete;
 * for a company member past their spending limits, sending the order for approval instead.
 */
export function PayByCard({ ready, approval }: { ready: boolean; approval: CardApproval }) {
  if (approval.reason) return <SendForApproval approval={approval} />;
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
