import { Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEye } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { adminPaths, isoDate } from '@buildright/api/shared';
import { DataTable } from '../common/DataTable.tsx';
import { InAppLink } from '../common/InAppLink.tsx';
import { QueryError } from '../common/QueryError.tsx';
import { RowAction } from '../common/RowAction.tsx';
import { PAGE_SIZE, TablePager } from '../common/TablePager.tsx';
import { EmptyRow, LoadingText } from '../common/TableStates.tsx';
import { trpc } from '../lib/trpc.ts';
import {
  useChoiceParam,
  usePageParam,
  useSetParams,
  useTextParam,
  type ParamChanges,
} from '../lib/queryParams.ts';
import { recordIdOf } from '../routes/recordId.ts';
import { QuoteDrawer } from './QuoteDrawer.tsx';
import { QuoteStatusBadge } from '@buildright/ui';
import { formatCalendarDay, formatDateTime, formatMoney } from '@buildright/browser';
import { statusFilterOptions, statusFilters, type StatusFilter } from './statusFilter.ts';
import { validityLabel } from './validity.ts';
import { ListSearch } from '../common/ListSearch.tsx';

const columns = [
  'Quote',
  'Customer',
  'Status',
  'Revision',
  'Total',
  'Valid until',
  'Last activity',
  'Actions',
];

/** The sales team's quote desk: every quote, newest activity first; /quotes/42 opens one. */
export function QuotesTab() {
  // State filter, search and page live in the address, like every list's.
  const status = useChoiceParam<StatusFilter>('status', statusFilters, 'all');
  const search = useTextParam('q') ?? '';
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = usePageParam();
  const setParams = useSetParams();
  const filterBy = (changes: ParamChanges, options?: { replace?: boolean }) =>
    setParams({ ...changes, page: null }, options);
  // A quote opens at its own path over the list; closing it returns to the same list.
  const openQuote = recordIdOf(useParams().quoteId);
  const { search: listQuery } = useLocation();
  const navigate = useNavigate();
  const quoteLink = (id: number) => ({ pathname: adminPaths.quote(id), search: listQuery });
  const closeQuote = () => navigate({ pathname: adminPaths.quotes(), search: listQuery });

  const quotes = useQuery({
    ...trpc.quotes.staff.list.queryOptions({
      status: status === 'all' ? undefined : status,
      search: debouncedSearch || undefined,
      page,
      pageSize: PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  const data = quotes.data;
  const today = isoDate(new Date());

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} fz="h3">
            Quotes
          </Title>
          {data && (
            <Text size="sm" c="dimmed" data-testid="quotes-summary">
              {data.needsAction === 1 ? '1 quote needs' : `${data.needsAction} quotes need`} action
            </Text>
          )}
        </div>
        <Group align="flex-end" gap="sm">
          <ListSearch
            label="Search quotes"
            placeholder="Q-000042, name or e-mail"
            value={search}
            onChange={(text) => filterBy({ q: text }, { replace: true })}
          />
          <Select
            label="State"
            data={statusFilterOptions}
            value={status}
            onChange={(value) => filterBy({ status: value === 'all' ? null : value })}
            allowDeselect={false}
            w={200}
          />
        </Group>
      </Group>

      {quotes.isError ? (
        <QueryError error={quotes.error} onRetry={() => void quotes.refetch()} />
      ) : !data ? (
        <LoadingText>Loading quotes...</LoadingText>
      ) : (
        <>
          <DataTable label="Quotes" columns={columns} minWidth={1000} busy={quotes.isFetching}>
            {data.items.length === 0 && (
              <EmptyRow colSpan={columns.length}>
                {debouncedSearch || status !== 'all'
                  ? 'No quotes match this search.'
                  : 'No quote requests yet.'}
              </EmptyRow>
            )}
            {data.items.map((quote) => (
              <Table.Tr key={quote.id}>
                <Table.Td fw={700}>
                  <InAppLink to={quoteLink(quote.id)} fw={700} size="sm">
                    {quote.number}
                  </InAppLink>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {quote.buyerName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {quote.buyerEmail}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <QuoteStatusBadge status={quote.status} />
                </Table.Td>
                <Table.Td>
                  {quote.revision === null ? 'Not priced' : `Revision ${quote.revision}`}
                </Table.Td>
                <Table.Td>{formatMoney(quote.total)}</Table.Td>
                <Table.Td>
                  {quote.validUntil === null ? (
                    <Text size="sm" c="dimmed">
                      —
                    </Text>
                  ) : (
                    <>
                      <Text size="sm">{formatCalendarDay(quote.validUntil)}</Text>
                      {quote.status === 'quoted' && (
                        <Text size="xs" c="dimmed">
                          {validityLabel(quote.validUntil, today)}
                        </Text>
                      )}
                    </>
                  )}
                </Table.Td>
                <Table.Td>{formatDateTime(quote.statusChangedAt)}</Table.Td>
                <Table.Td>
                  <RowAction
                    tooltip="View"
                    label={`View quote ${quote.number}`}
                    icon={<IconEye size={18} aria-hidden />}
                    onClick={() => navigate(quoteLink(quote.id))}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
          <TablePager page={page} total={data.total} onChange={setPage} />
        </>
      )}

      <QuoteDrawer id={openQuote} onClose={closeQuote} />
    </Stack>
  );
}
