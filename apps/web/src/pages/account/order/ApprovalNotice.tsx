import type { CustomerOrder } from '@buildright/api';
import { Alert, Text } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { formatDateTime } from '@buildright/browser';

/** Why an order on account waits for the company's approval, and how long its products are held. */
export function ApprovalNotice({ order }: { order: CustomerOrder }) {
  if (order.status !== 'awaiting_approval') return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconHourglassHigh aria-hidden />}
      title="Waiting for your company's approval"
      mb="lg"
      data-testid="approval-notice"
    >
      {order.approvalReason && <Text size="sm">Reason: {order.approvalReason}</Text>}
      {order.approvalExpiresAt && (
        <Text size="sm">
          Its products are held until {formatDateTime(order.approvalExpiresAt)}. If no one decides
          by then, the order is cancelled.
        </Text>
      )}
    </Alert>
  );
}
