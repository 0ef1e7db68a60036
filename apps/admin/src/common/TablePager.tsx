import { Group, Pagination, Text } from '@mantine/core';

export const PAGE_SIZE = 20;

/** "21-40 of 57" with page buttons; nothing when everything fits on one page. */
export function TablePager(props: {
  page: number;
  total: number;
  pageSize?: number;
  onChange: (page: number) => void;
}) {
  const pageSize = props.pageSize ?? PAGE_SIZE;
  const pages = Math.ceil(props.total / pageSize);
  if (pages <= 1) return null;
  const first = (props.page - 1) * pageSize + 1;
  const last = Math.min(props.total, props.page * pageSize);
  return (
    <Group justify="space-between" mt="md">
      <Text size="sm" c="dimmed">
        {first}-{last} of {props.total}
      </Text>
      <Pagination
        total={pages}
        value={props.page}
        onChange={props.onChange}
        size="sm"
        getControlProps={(control) => ({ 'aria-label': `${control} page` })}
      />
    </Group>
  );
}

/** One page of a list that arrives whole. */
export function pageOf<T>(items: readonly T[], page: number, pageSize = PAGE_SIZE): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}

/** The page to show after the list changed size (a delete on the last page moves back one). */
export function clampPage(page: number, total: number, pageSize = PAGE_SIZE): number {
  return Math.min(page, Math.max(1, Math.ceil(total / pageSize)));
}
