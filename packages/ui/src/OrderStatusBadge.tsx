import { Badge, type BadgeProps } from '@mantine/core';
import { orderStatusColors, orderStatusLabel } from '@buildright/api/shared';

export interface OrderStatusBadgeProps extends Omit<BadgeProps, 'children' | 'color'> {
  status: string;
}

/** SPEC §4 colours; the legacy "completed" reads as Delivered, unknown values capitalised in gray. */
export function OrderStatusBadge({ status, ...props }: OrderStatusBadgeProps) {
  return (
    <Badge variant="filled" color={orderStatusColors[status] ?? 'gray'} {...props}>
      {orderStatusLabel(status)}
    </Badge>
  );
}
