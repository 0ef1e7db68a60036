import { Badge, type BadgeProps } from '@mantine/core';
import { orderStatusColors, orderStatusLabel } from '@buildright/api/shared';

/**
 * The shade of each SPEC §4 colour whose text (black or white, picked by the theme's autoContrast)
 * reaches 4.5:1; Mantine's default shade 6 of blue, grape and red reaches neither.
 */
const shades: Record<string, number> = { yellow: 4, blue: 8, grape: 8, green: 6, red: 9, gray: 7 };

export interface OrderStatusBadgeProps extends Omit<BadgeProps, 'children' | 'color'> {
  status: string;
}

/** SPEC §4 colours; the legacy "completed" reads as Delivered, unknown values capitalised in gray. */
export function OrderStatusBadge({ status, ...props }: OrderStatusBadgeProps) {
  const color = orderStatusColors[status] ?? 'gray';
  return (
    <Badge variant="filled" color={`${color}.${shades[color] ?? 7}`} autoContrast {...props}>
      {orderStatusLabel(status)}
    </Badge>
  );
}
