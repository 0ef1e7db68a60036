import { Button, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { fieldList } from './checkout-fields.ts';
import { SendForApproval, type CardApproval } from './SendForApproval.tsx';

/**
 * The way on to the card payment page, open once the contact and delivery details are complete
 * (until then it names the fields still `missing`); for a company member past their spending
 * limits, sending the order for approval instead.
 */
export function PayByCard({ missing, approval }: { missing: string[]; approval: CardApproval }) {
  if (approval.reason) return <SendForApproval approval={approval} />;
  if (missing.length === 0) {
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
        aria-describedby="pay-hint pay-missing"
      >
        Complete Information to Pay
      </Button>
      <Text size="sm" c="dimmed" mt="xs" id="pay-hint">
        Please complete your contact and delivery information above to pay by card.
      </Text>
      <Text size="sm" fw={600} id="pay-missing" data-testid="pay-missing">
        Still needed: {fieldList(missing)}.
      </Text>
    </div>
  );
}
