import type { Order } from '@buildright/api';
import { OrderStatusBadge } from '@buildright/ui';
import { Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconHourglassHigh } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { formatDateTime, formatMoney } from '@buildright/browser';
import { MessagePage } from '../../components/MessagePage.tsx';
import { useOpensAtTop } from './CheckoutStates.tsx';

type PlacedOrder = Pick<
  Order,
  'id' | 'total' | 'status' | 'poNumber' | 'approvalReason' | 'approvalExpiresAt' | 'paymentMethod'
>;

/** What comes next for the order, in the buyer's words. */
function nextStep(order: PlacedOrder, companyName: string, terms: string | null) {
  if (order.status !== 'awaiting_approval') {
    return `We are preparing it, invoiced to ${companyName} on ${terms} terms. A confirmation with the invoice's due date is on its way by e-mail.`;
  }
  const asked = `It goes ahead once someone at ${companyName} approves it. We have asked its approvers`;
  return order.paymentMethod === 'card'
    ? `${asked}; once it is approved we e-mail you a link to pay by card, and you can pay from your account.`
    : `${asked}, and we e-mail you when they decide.`;
}

/**
 * The checkout's end for an order for the company: placed on its account and invoiced on the
 * terms, or waiting for its approval (on account, or by card to pay once approved), with why
 * and until when its products are held.
 */
export function CompanyOrderPlaced({
  order,
  companyName,
  terms,
}: {
  order: PlacedOrder;
  companyName: string;
  /** "Net 30"; null for a company without terms, whose orders here are card orders. */
  terms: string | null;
}) {
  useOpensAtTop();
  const waiting = order.status === 'awaiting_approval';
  return (
    <MessagePage
      head={
        <title>{`${waiting ? 'Waiting for Approval' : 'Order Placed'} | BuildRight Equipment`}</title>
      }
      visual={
        <ThemeIcon size={80} radius="xl" color={waiting ? 'orange' : 'green'} aria-hidden>
          {waiting ? <IconHourglassHigh size={48} /> : <IconCircleCheck size={48} />}
        </ThemeIcon>
      }
      title={waiting ? 'Waiting for approval' : `Order placed on ${companyName}'s account`}
      testId="placed-on-account"
    >
      <Text size="lg">{nextStep(order, companyName, terms)}</Text>
      <Card withBorder radius="md" p="md" w="100%" ta="left" data-testid="placed-order">
        <Group justify="space-between" mb="xs">
          <Text fw={700}>Order #{order.id}</Text>
          <OrderStatusBadge status={order.status} size="lg" />
        </Group>
        <Stack gap={4} component="dl" m={0}>
          <Fact label="Total" value={formatMoney(order.total)} />
          {order.poNumber && <Fact label="PO number" value={order.poNumber} />}
          {waiting && order.approvalReason && <Fact label="Reason" value={order.approvalReason} />}
          {waiting && order.approvalExpiresAt && (
            <Fact label="Held until" value={formatDateTime(order.approvalExpiresAt)} />
          )}
        </Stack>
      </Card>
      {waiting && (
        <Text c="dimmed">
          Its products stay reserved until the date above. If no one decides by then, the order is
          cancelled.
        </Text>
      )}
      <Group justify="center" mt="sm">
        <Button component={Link} to={`/account/orders/${order.id}`} size="md" h={44}>
          View Order
        </Button>
        <Button component={Link} to="/" size="md" h={44} variant="outline">
          Continue Shopping
        </Button>
      </Group>
    </MessagePage>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
      <Text component="dt" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={600} ta="right" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}
