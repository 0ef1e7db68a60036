import { Badge } from '@mantine/core';

/** Whether a product or category is shown in the shop. */
export function ActiveBadge({ active }: { active: boolean }) {
  return <Badge color={active ? 'green' : 'gray'}>{active ? 'Active' : 'Inactive'}</Badge>;
}
