import { Select, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { adminPaths, isoDate } from '@buildright/api/shared';
import { QuoteStatusBadge } from '@buildright/ui';
import { formatCalendarDay, formatDateTime, formatMoney } from '@buildright/browser';
import { InAppLink } from '../common/InAppLink.tsx';
import { ListHeader } from '../common/ListHeader.tsx';
import { ListSearch } from '../common/ListSearch.tsx';
import { PagedTable } from '../common/PagedTable.tsx';
import { QueryContent } from '../common/QueryContent.tsx';
import { ViewAction } from '../common/RowAction.tsx';
import { StackedCell } from '../common/StackedCell.tsx';
import { PAGE_SIZE } from '../common/TablePager.tsx';
import { trpc } from '../lib/trpc.ts';
import { useChoiceParam, useListParams } from '../lib/queryParams.ts';
import { recordIdOf } from '../routes/recordId.ts';
import { QuoteDrawer } from './QuoteDrawer.tsx';
import { statusFilterOptions, statusFilters, type StatusFilter } from './statusFilter.ts';
import { validityLabel } from './validity.ts';

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
  const { search, debouncedSearch, page, setPage, filterBy, searchFor } = useListParams();
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
      <ListHeader
        title="Quotes"
        summaryTestId="quotes-summary"
        summary={
          data && (
            <>
              {data.needsAction === 1 ? '1 quote needs' : `${data.needsAction} quotes need`} action
            </>
          )
        }
      >
        <ListSearch
          label="Search quotes"
          placeholder="Q-000042, name or e-mail"
          value={search}
          onChange={searchFor}
        />
        <Select
          label="State"
          data={statusFilterOptions}
          value={status}
          onChange={(value) => filterBy({ status: value === 'all' ? null : value })}
          allowDeselect={false}
          w={200}
        />
      </ListHeader>

      <QueryContent query={quotes} loading="Loading quotes...">
        {(data) => (
          <PagedTable
            label="Quotes"
            columns={columns}
            minWidth={1000}
            busy={quotes.isFetching}
            rows={data.items}
            empty={
              debouncedSearch || status !== 'all'
                ? 'No quotes match this search.'
                : 'No quote requests yet.'
            }
            pager={{ page, total: data.total, onChange: setPage }}
          >
            {(quote) => (
              <Table.Tr key={quote.id}>
                <Table.Td fw={700}>
                  <InAppLink to={quoteLink(quote.id)} fw={700} size="sm">
                    {quote.number}
                  </InAppLink>
                </Table.Td>
                <StackedCell main={quote.buyerName} detail={quote.buyerEmail} />
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
                  <ViewAction
                    name={`quote ${quote.number}`}
                    onClick={() => navigate(quoteLink(quote.id))}
                  />
                </Table.Td>
              </Table.Tr>
            )}
          </PagedTable>
        )}
      </QueryContent>

      <QuoteDrawer id={openQuote} onClose={closeQuote} />
    </Stack>
  );
}
