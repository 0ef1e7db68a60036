import { Badge, type BadgeProps } from '@mantine/core';
import { paymentLabel, paymentStatusColors } from '@buildright/api/shared';

export interface PaymentBadgeProps extends Omit<BadgeProps, 'children' | 'color'> {
  paymentMethod: string;
  paymentStatus: string;
}

/** How the order is paid: "Card · Paid", "Card · Payment failed", "Quote". */
export function PaymentBadge({ paymentMethod, paymentStatus, ...props }: PaymentBadgeProps) {
  return (
    <Badge variant="light" color={paymentStatusColors[paymentStatus] ?? 'gray'} {...props}>
      {paymentLabel({ paymentMethod, paymentStatus })}
    </Badge>
  );
}
