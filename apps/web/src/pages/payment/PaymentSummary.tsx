import { toCents } from '@buildright/api/shared';
import { Alert, Card, Group, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { formatMoney } from '@buildright/browser';
import { PlainList } from '../../components/PlainList.tsx';
import { SummaryTotal } from '../../components/SummaryTotal.tsx';
import type { CartItem } from '../../cart/rules.ts';

/**
 * The cart's lines with the total the server will charge. When the prices the browser kept are
 * out of date, the difference is said out loud rather than charged silently.
 */
export function PaymentSummary({
  items,
  cartTotalCents,
  amount,
}: {
  items: readonly CartItem[];
  cartTotalCents: number;
  amount: string | null;
}) {
  const repriced = amount !== null && toCents(amount) !== cartTotalCents;
  return (
    <Card withBorder radius="md" p="lg" aria-labelledby="payment-summary-title">
      <Title order={2} fz="xl" mb="md" id="payment-summary-title">
        Order Summary
      </Title>
      <PlainList gap="xs">
        {items.map((item) => (
          <Group
            component="li"
            key={item.product.id}
            justify="space-between"
            wrap="nowrap"
            gap="sm"
          >
            <Text lineClamp={2}>
              {item.product.name} × {item.quantity}
            </Text>
          </Group>
        ))}
      </PlainList>
      <SummaryTotal
        amount={amount === null ? formatMoney(cartTotalCents) : formatMoney(amount)}
        testId="payment-total"
      />
      {repriced && (
        <Alert
          color="blue"
          variant="light"
          icon={<IconInfoCircle aria-hidden />}
          mt="md"
          data-testid="repriced-notice"
        >
          Prices have changed since these items were added to your cart. You will be charged the
          current total of {formatMoney(amount)}.
        </Alert>
      )}
    </Card>
  );
}
