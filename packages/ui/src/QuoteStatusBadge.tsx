import { Badge, type BadgeProps } from '@mantine/core';
import { quoteStatusColors, quoteStatusLabels, type QuoteStatus } from '@buildright/api/shared';

/** The shade of each status colour whose text (black or white, by autoContrast) reaches 4.5:1. */
const shades: Record<string, number> = {
  yellow: 4,
  blue: 8,
  orange: 4,
  teal: 9,
  green: 6,
  gray: 7,
};

export interface QuoteStatusBadgeProps extends Omit<BadgeProps, 'children' | 'color'> {
  status: QuoteStatus;
}

/** A quote's state, in the same look for the buyer and the sales team. */
export function QuoteStatusBadge({ status, ...props }: QuoteStatusBadgeProps) {
  const color = quoteStatusColors[status];
  return (
    <Badge variant="filled" color={`${color}.${shades[color] ?? 7}`} autoContrast {...props}>
      {quoteStatusLabels[status]}
    </Badge>
  );
}
