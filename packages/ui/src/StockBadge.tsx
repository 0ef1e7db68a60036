import { Badge, type BadgeProps } from '@mantine/core';
import { stockLabel, stockLevel, type StockLevel } from '@buildright/api/shared';

const levelColors: Record<StockLevel, string> = {
  'in-stock': 'green',
  low: 'yellow',
  out: 'red',
};

export interface StockBadgeProps extends Omit<BadgeProps, 'children' | 'color'> {
  stock: number;
}

/** In Stock above 10, Only N left from 1 to 10, Out of Stock at 0 (SPEC §4). */
export function StockBadge({ stock, ...props }: StockBadgeProps) {
  return (
    <Badge variant="filled" color={levelColors[stockLevel(stock)]} {...props}>
      {stockLabel(stock)}
    </Badge>
  );
}
