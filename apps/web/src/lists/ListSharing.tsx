import type { SavedListSummary } from '@buildright/api/shared';
import { Badge } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';

/** Whose shared list this is: the reader's own, shared with the company, or a colleague's. */
export function ListSharing({ list }: { list: Pick<SavedListSummary, 'mine' | 'madeBy'> }) {
  return (
    <Badge
      variant="light"
      color="blue"
      leftSection={<IconUsers size={12} aria-hidden />}
      tt="none"
      data-testid="list-sharing"
    >
      {list.mine ? 'Shared with your company' : `Shared by ${list.madeBy}`}
    </Badge>
  );
}
