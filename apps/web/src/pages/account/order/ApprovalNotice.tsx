import type { CustomerOrder } from '@buildright/api';
import { Alert, Button, Text } from '@mantine/core';
import { IconCreditCard, IconHourglassHigh } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { formatDateTime, formatMoney } from '@buildright/browser';

/**
 * Where a company order stands with its approval: why it waits and how long its products are
 * held; or, approved to pay by card, until when its buyer may pay it (with the way to, when
 * `canPay`: under My Account, not through a guest's lookup).
 */
export function ApprovalNotice({ order, canPay }: { order: CustomerOrder; canPay: boolean }) {
  if (order.status === 'awaiting_approval') return <AwaitingApproval order={order} />;
  const payable =
    order.status === 'pending' &&
    order.paymentMethod === 'card' &&
    order.cardPaymentDueAt !== null &&
    (order.paymentStatus === 'pending' || order.paymentStatus === 'failed');
  if (!payable) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconCreditCard aria-hidden />}
      title="Approved: waiting for your card payment"
      mb="lg"
      data-testid="card-payment-due"
    >
      <Text size="sm">
        Your company approved this order. Pay {formatMoney(order.total)} by card by{' '}
        {formatDateTime(order.cardPaymentDueAt!)}; we hold its products until then, and cancel it if
        it is not paid.
      </Text>
      {canPay && (
        <Button
          component={Link}
          to={`/account/orders/${order.id}/pay`}
          mt="sm"
          leftSection={<IconCreditCard size={18} aria-hidden />}
        >
          Pay by Card
        </Button>
      )}
    </Alert>
  );
}

function AwaitingApproval({ order }: { order: CustomerOrder }) {
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
      {order.paymentMethod === 'card' && (
        <Text size="sm">Once it is approved, you pay for it by card here.</Text>
      )}
    </Alert>
  );
}
