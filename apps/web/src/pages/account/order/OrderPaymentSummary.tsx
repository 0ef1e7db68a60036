import type { CustomerOrder } from '@buildright/api';
import { Card, Text, Title } from '@mantine/core';
import { formatMoney } from '@buildright/browser';
import { SummaryLines } from '../../../components/SummaryLines.tsx';
import { SummaryTotal } from '../../../components/SummaryTotal.tsx';

/** What the card pays for: the approved order's lines and its total, charged as is. */
export function OrderPaymentSummary({ order }: { order: CustomerOrder }) {
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="payment-summary-title">
      <Title order={2} fz="xl" id="payment-summary-title">
        Order Summary
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        Order #{order.id}
      </Text>
      <SummaryLines lines={order.lines} />
      <SummaryTotal amount={formatMoney(order.total)} testId="payment-total" />
    </Card>
  );
}
