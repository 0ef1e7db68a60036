import { quoteStatusColors, quoteStatusLabels, type QuoteStatus } from '@buildright/api/shared';
import { Badge, type BadgeProps } from '@mantine/core';

/** The shade of each status colour whose text (black or white, by autoContrast) reaches 4.5:1. */
const shades: Record<string, number> = { yellow: 4, blue: 8, orange: 6, teal: 6, green: 6, gray: 7 };

export function QuoteStatusBadge({
  status,
  ...props
}: Omit<BadgeProps, 'children' | 'color'> & { status: QuoteStatus }) {
  const color = quoteStatusColors[status];
  return (
    <Badge
      variant="filled"
      color={`${color}.${shades[color] ?? 7}`}
      autoContrast
      data-testid="quote-status"
      {...props}
    >
      {quoteStatusLabels[status]}
    </Badge>
  );
}
