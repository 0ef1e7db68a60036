import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconHourglassHigh, IconSend } from '@tabler/icons-react';
import { CheckoutProblem } from './CheckoutProblem.tsx';

/** A card order the server says passes the member's spending limits: sent for approval instead. */
export interface CardApproval {
  /** Why it needs the company's approval ("Above the $500.00 order limit"); null: it does not. */
  reason: string | null;
  sending: boolean;
  /** Why sending it was refused. */
  problem: string | null;
  onSend: () => void;
}

/** In place of the card payment: the reason, what happens next, and the button that sends it. */
export function SendForApproval({ approval }: { approval: CardApproval }) {
  return (
    <Stack gap="sm" data-testid="send-for-approval">
      <Alert
        color="yellow"
        variant="light"
        icon={<IconHourglassHigh aria-hidden />}
        title="This order needs your company's approval"
      >
        <Text size="sm">{approval.reason}.</Text>
        <Text size="sm" mt={4}>
          Send it to your company&apos;s approvers: we hold the products while they decide, and once
          it is approved you pay by card from your account.
        </Text>
      </Alert>
      {approval.problem && (
        <CheckoutProblem
          problem={{
            title: 'We could not send your order for approval',
            message: approval.problem,
          }}
        />
      )}
      <Button
        size="md"
        h={44}
        fullWidth
        disabled={approval.sending}
        onClick={approval.onSend}
        leftSection={<IconSend size={18} aria-hidden />}
      >
        {approval.sending ? 'Sending...' : 'Send for Approval'}
      </Button>
    </Stack>
  );
}
