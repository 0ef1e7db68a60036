import { Group, Pagination, Text } from '@mantine/core';
import { usePageParam } from '../lib/queryParams.ts';

export const PAGE_SIZE = 20;

/** "21-40 of 57" with page buttons; nothing when everything fits on one page. */
export function TablePager(props: {
  page: number;
  total: number;
  onChange: (page: number) => void;
}) {
  const pages = Math.ceil(props.total / PAGE_SIZE);
  if (pages <= 1) return null;
  const first = (props.page - 1) * PAGE_SIZE + 1;
  const last = Math.min(props.total, props.page * PAGE_SIZE);
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

/**
 * Paging over a list that arrives whole: the rows of the page shown and the pager's props. The
 * page is kept in the address (?page=2) like a server-paged list's; the page shown follows the
 * list's size, so a delete on the last page moves back one.
 */
export function usePagedList<T>(items: readonly T[]) {
  const [page, setPage] = usePageParam();
  const shown = Math.min(page, Math.max(1, Math.ceil(items.length / PAGE_SIZE)));
  return {
    rows: items.slice((shown - 1) * PAGE_SIZE, shown * PAGE_SIZE),
    pager: { page: shown, total: items.length, onChange: setPage },
  };
}
