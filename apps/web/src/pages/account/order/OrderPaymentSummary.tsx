import type { CustomerOrder } from '@buildright/api';
import { Card, Group, Text, Title } from '@mantine/core';
import { formatMoney } from '@buildright/browser';
import { PlainList } from '../../../components/PlainList.tsx';
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
      <PlainList gap="xs">
        {order.lines.map((line, index) => (
          <Group component="li" key={index} justify="space-between" wrap="nowrap" gap="sm">
            <Text lineClamp={2}>
              {line.name} × {line.quantity}
            </Text>
            <Text fw={600}>{formatMoney(line.lineTotal)}</Text>
          </Group>
        ))}
      </PlainList>
      <SummaryTotal amount={formatMoney(order.total)} testId="payment-total" />
    </Card>
  );
}
