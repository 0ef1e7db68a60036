import { Badge, Select, Stack, Table } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  adminPaths,
  returnKindLabels,
  returnKinds,
  returnReasonLabels,
  returnStatusColors,
  returnStatuses,
  returnStatusLabels,
} from '@buildright/api/shared';
import { formatDate } from '@buildright/browser';
import { InAppLink } from '../common/InAppLink.tsx';
import { ListHeader } from '../common/ListHeader.tsx';
import { ListSearch } from '../common/ListSearch.tsx';
import { PagedTable } from '../common/PagedTable.tsx';
import { QueryContent } from '../common/QueryContent.tsx';
import { ViewAction } from '../common/RowAction.tsx';
import { StackedCell } from '../common/StackedCell.tsx';
import { PAGE_SIZE, useShownPage } from '../common/TablePager.tsx';
import { useChoiceParam, useListParams } from '../lib/queryParams.ts';
import { trpc } from '../lib/trpc.ts';
import { recordIdOf } from '../routes/recordId.ts';
import { ReturnModal } from './ReturnModal.tsx';

const columns = ['RMA', 'Kind', 'Order', 'Buyer', 'Reason', 'Units', 'Status', 'Asked', 'Actions'];

const statusFilters = ['all', ...returnStatuses] as const;
type StatusFilter = (typeof statusFilters)[number];
const kindFilters = ['all', ...returnKinds] as const;
type KindFilter = (typeof kindFilters)[number];

/**
 * The Returns desk: every return and warranty claim, a page at a time from the server, newest
 * first.
 */
export function ReturnsTab() {
  // A return opens at its own path over the list (/returns/7), as an order does.
  const viewing = recordIdOf(useParams().returnId);
  const { search: listQuery } = useLocation();
  const navigate = useNavigate();
  const setViewing = (id: number | null) =>
    navigate({
      pathname: id === null ? adminPaths.returns() : adminPaths.return(id),
      search: listQuery,
    });
  const status = useChoiceParam<StatusFilter>('status', statusFilters, 'all');
  const kind = useChoiceParam<KindFilter>('kind', kindFilters, 'all');
  const { search, debouncedSearch, page, setPage, filterBy, searchFor } = useListParams();

  const returns = useQuery({
    ...trpc.returns.list.queryOptions({
      page,
      pageSize: PAGE_SIZE,
      kind: kind === 'all' ? undefined : kind,
      status: status === 'all' ? undefined : status,
      q: debouncedSearch || undefined,
    }),
    placeholderData: keepPreviousData,
  });
  const data = returns.data;
  const shownPage = useShownPage(page, setPage, returns);
  const filtered = debouncedSearch !== '' || status !== 'all' || kind !== 'all';

  return (
    <Stack>
      <ListHeader
        title="Returns"
        summary={
          data && (
            <>
              {data.total.toLocaleString('en-US')} {filtered ? 'matching ' : ''}return
              {data.total === 1 ? '' : 's'}, newest first
            </>
          )
        }
      >
        <ListSearch
          label="Search returns"
          placeholder="RMA, #order or email"
          value={search}
          onChange={searchFor}
        />
        <Select
          label="Kind"
          placeholder="Returns and claims"
          data={returnKinds.map((k) => ({ value: k, label: returnKindLabels[k] }))}
          value={kind === 'all' ? null : kind}
          onChange={(value) => filterBy({ kind: value })}
          clearable
          w={180}
        />
        <Select
          label="Status"
          placeholder="All statuses"
          data={returnStatuses.map((s) => ({ value: s, label: returnStatusLabels[s] }))}
          value={status === 'all' ? null : status}
          onChange={(value) => filterBy({ status: value })}
          clearable
          w={180}
        />
      </ListHeader>

      <QueryContent query={returns} loading="Loading returns...">
        {(data) => (
          <PagedTable
            label="Returns"
            columns={columns}
            minWidth={1000}
            busy={returns.isPlaceholderData}
            rows={data.returns}
            empty={filtered ? 'No returns match this search.' : 'No returns yet.'}
            pager={{ page: shownPage, total: data.total, onChange: setPage }}
          >
            {(found) => (
              <Table.Tr key={found.id}>
                <Table.Td fw={700} ff="monospace">
                  {found.number}
                </Table.Td>
                <Table.Td>{returnKindLabels[found.kind]}</Table.Td>
                <Table.Td>
                  <InAppLink to={adminPaths.order(found.orderId)}>#{found.orderId}</InAppLink>
                </Table.Td>
                <StackedCell main={found.customerName} detail={found.customerEmail} />
                <Table.Td>{returnReasonLabels[found.reason]}</Table.Td>
                <Table.Td>{found.lines.reduce((sum, line) => sum + line.quantity, 0)}</Table.Td>
                <Table.Td>
                  <Badge color={returnStatusColors[found.status]} variant="light">
                    {returnStatusLabels[found.status]}
                  </Badge>
                </Table.Td>
                <Table.Td>{formatDate(found.createdAt)}</Table.Td>
                <Table.Td>
                  <ViewAction
                    name={`${returnKindLabels[found.kind].toLowerCase()} ${found.number}`}
                    onClick={() => setViewing(found.id)}
                  />
                </Table.Td>
              </Table.Tr>
            )}
          </PagedTable>
        )}
      </QueryContent>

      <ReturnModal id={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
