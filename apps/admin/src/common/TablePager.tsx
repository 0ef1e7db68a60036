import { Group, Pagination, Text } from '@mantine/core';
import { useEffect } from 'react';
import { usePageParam } from '../lib/queryParams.ts';

export const PAGE_SIZE = 20;

/**
 * "21-40 of 57" with page buttons; nothing when everything fits on one page. A search's pages
 * reach only its first `reachable` results, which the pager then says.
 */
export function TablePager(props: {
  page: number;
  total: number;
  reachable?: number;
  onChange: (page: number) => void;
}) {
  const reachable = Math.min(props.total, props.reachable ?? props.total);
  const pages = Math.ceil(reachable / PAGE_SIZE);
  if (pages <= 1) return null;
  const first = (props.page - 1) * PAGE_SIZE + 1;
  const last = Math.min(reachable, props.page * PAGE_SIZE);
  return (
    <Group justify="space-between" mt="md">
      <Text size="sm" c="dimmed">
        {first}-{last} of {props.total}
        {reachable < props.total && ` (a search shows its first ${reachable})`}
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
  const shown = pageWithin(page, items.length);
  return {
    rows: items.slice((shown - 1) * PAGE_SIZE, shown * PAGE_SIZE),
    pager: { page: shown, total: items.length, onChange: setPage },
  };
}

/** The page to show of a list of `total` rows: `page`, or the last one when that is past the end. */
export function pageWithin(page: number, total: number) {
  return Math.min(page, Math.max(1, Math.ceil(total / PAGE_SIZE)));
}

/**
 * The page shown of a server-paged list kept in the address. Deleting the last page's only row,
 * or an old link past the end, moves the address to the last page.
 */
export function useShownPage(
  page: number,
  setPage: (page: number, options: { replace: boolean }) => void,
  list: { data?: { total: number }; isPlaceholderData: boolean },
) {
  const shown = pageWithin(page, list.data?.total ?? 0);
  const pastTheEnd = list.data !== undefined && !list.isPlaceholderData && shown < page;
  useEffect(() => {
    if (pastTheEnd) setPage(shown, { replace: true });
  }, [pastTheEnd, shown, setPage]);
  return shown;
}
