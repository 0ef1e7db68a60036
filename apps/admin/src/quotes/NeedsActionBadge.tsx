import { Badge, VisuallyHidden } from '@mantine/core';
import { useNeedsActionCount } from './useNeedsActionCount.ts';

/** The Quotes tab's count of quotes waiting for the sales team; nothing when there are none. */
export function NeedsActionBadge() {
  const count = useNeedsActionCount().data ?? 0;
  if (count === 0) return null;
  return (
    <Badge size="sm" circle={count < 10} color="red.9" data-testid="quotes-needing-action">
      {count}
      <VisuallyHidden> need action</VisuallyHidden>
    </Badge>
  );
}
