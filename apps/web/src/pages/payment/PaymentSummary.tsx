import { toCents } from '@buildright/api/shared';
import { Alert, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { formatMoney } from '@buildright/browser';
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
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
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
      </Stack>
      <Divider my="md" />
      <Group justify="space-between">
        <Text fw={800} fz="lg">
          Total
        </Text>
        <Text fw={800} fz="xl" data-testid="payment-total">
          {amount === null ? formatMoney(cartTotalCents) : formatMoney(amount)}
        </Text>
      </Group>
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
