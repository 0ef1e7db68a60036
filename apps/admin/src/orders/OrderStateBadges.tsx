import { Group } from '@mantine/core';
import { OrderStatusBadge, PaymentBadge } from '@buildright/ui';

/** Where an order stands and how it is paid, side by side: "Pending" "Card · Paid". */
export function OrderStateBadges(props: {
  status: string;
  paymentMethod: string;
  paymentStatus: string;
}) {
  return (
    <Group gap={6} data-testid="order-state">
      <OrderStatusBadge status={props.status} />
      {/* A dot in the payment state's colour keeps the text readable on striped rows. */}
      <PaymentBadge
        variant="dot"
        paymentMethod={props.paymentMethod}
        paymentStatus={props.paymentStatus}
      />
    </Group>
  );
}
