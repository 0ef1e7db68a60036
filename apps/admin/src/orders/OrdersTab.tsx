import { Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEye } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { Order } from '@buildright/api';
import {
  adminPaths,
  orderStatuses,
  orderStatusLabel,
  paymentStatuses,
  paymentStatusLabel,
} from '@buildright/api/shared';
import { formatDate, formatMoney } from '@buildright/browser';
import { DataTable } from '../common/DataTable.tsx';
import { ListSearch } from '../common/ListSearch.tsx';
import { QueryError } from '../common/QueryError.tsx';
import { DeleteAction, RowAction } from '../common/RowAction.tsx';
import { PAGE_SIZE, TablePager } from '../common/TablePager.tsx';
import { EmptyRow, LoadingText } from '../common/TableStates.tsx';
import { useCan } from '../lib/permissions.ts';
import { trpc } from '../lib/trpc.ts';
import {
  useChoiceParam,
  usePageParam,
  useSetParams,
  useTextParam,
  type ParamChanges,
} from '../lib/queryParams.ts';
import { recordIdOf } from '../routes/recordId.ts';
import { DeleteOrderDialog } from './DeleteOrderDialog.tsx';
import { GuestHolds } from './GuestHolds.tsx';
import { OrderModal } from './OrderModal.tsx';
import { OrdersExport } from './OrdersExport.tsx';
import { OrderStateBadges } from './OrderStateBadges.tsx';

const columns = ['Order ID', 'Customer', 'Total', 'Status', 'Tracking', 'Date', 'Actions'];

const statusFilters = ['all', ...orderStatuses] as const;
const paymentFilters = ['all', ...paymentStatuses] as const;
type StatusFilter = (typeof statusFilters)[number];
type PaymentFilter = (typeof paymentFilters)[number];

/** Every order, a page at a time from the server, newest first, filtered and searched there. */
export function OrdersTab() {
  // Deleting orders and the accountant's export; the warehouse and sales change an order's state.
  const manages = useCan()('orders.manage');
  // An order opens at its own path over the list (/orders/7), so e-mails, a quote and the
  // activity log link to it, and the back button closes it.
  const viewing = recordIdOf(useParams().orderId);
  const { search: listQuery } = useLocation();
  const navigate = useNavigate();
  const setViewing = (id: number | null) =>
    navigate({
      pathname: id === null ? adminPaths.orders() : adminPaths.order(id),
      search: listQuery,
    });
  const [deleting, setDeleting] = useState<Order | null>(null);
  // Filters, search and page live in the address too, so the dashboard can link to new orders or
  // failed payments, and a reload or the back button shows the same page.
  const status = useChoiceParam<StatusFilter>('status', statusFilters, 'all');
  const payment = useChoiceParam<PaymentFilter>('payment', paymentFilters, 'all');
  const search = useTextParam('q') ?? '';
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = usePageParam();
  const setParams = useSetParams();
  // A new filter or search starts again at the first page, in one step of the history; typing
  // replaces that step rather than adding one per letter.
  const filterBy = (changes: ParamChanges, options?: { replace?: boolean }) =>
    setParams({ ...changes, page: null }, options);

  const orders = useQuery({
    ...trpc.orders.list.queryOptions({
      page,
      pageSize: PAGE_SIZE,
      status: status === 'all' ? undefined : status,
      paymentStatus: payment === 'all' ? undefined : payment,
      q: debouncedSearch || undefined,
    }),
    placeholderData: keepPreviousData,
  });
  const data = orders.data;
  const lastPage = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));
  // Deleting the last page's only order, or an old link past the end, shows the last page.
  const pastTheEnd = data !== undefined && !orders.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setPage(lastPage, { replace: true });
  }, [pastTheEnd, lastPage, setPage]);
  const filtered = debouncedSearch !== '' || status !== 'all' || payment !== 'all';

  return (
    <Stack>
      <GuestHolds onView={setViewing} />
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} fz="h3">
            Recent Orders
          </Title>
          {data && (
            <Text size="sm" c="dimmed">
              {data.totalIsEstimate ? 'About ' : ''}
              {data.total.toLocaleString('en-US')} {filtered ? 'matching ' : ''}order
              {data.total === 1 ? '' : 's'}, newest first
            </Text>
          )}
        </div>
        <Group align="flex-end" gap="sm">
          {manages && <OrdersExport />}
          <ListSearch
            label="Search orders"
            placeholder="#id, name, email, PO or tracking"
            value={search}
            onChange={(text) => filterBy({ q: text || null }, { replace: true })}
          />
          <Select
            label="Status"
            placeholder="All statuses"
            data={orderStatuses.map((s) => ({ value: s, label: orderStatusLabel(s) }))}
            value={status === 'all' ? null : status}
            onChange={(value) => filterBy({ status: value })}
            clearable
            w={180}
          />
          <Select
            label="Payment"
            placeholder="Any payment"
            data={paymentStatuses.map((s) => ({ value: s, label: paymentStatusLabel(s) }))}
            value={payment === 'all' ? null : payment}
            onChange={(value) => filterBy({ payment: value })}
            clearable
            w={180}
          />
        </Group>
      </Group>

      {orders.isError ? (
        <QueryError error={orders.error} onRetry={() => void orders.refetch()} />
      ) : !data ? (
        <LoadingText>Loading orders...</LoadingText>
      ) : (
        <>
          <DataTable
            label="Recent Orders"
            columns={columns}
            minWidth={980}
            busy={orders.isPlaceholderData}
          >
            {data.orders.length === 0 && (
              <EmptyRow colSpan={columns.length}>
                {filtered ? 'No orders match this search.' : 'No orders yet.'}
              </EmptyRow>
            )}
            {data.orders.map((order) => (
              <Table.Tr key={order.id}>
                <Table.Td fw={700}>#{order.id}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {order.customerName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {order.customerEmail}
                  </Text>
                </Table.Td>
                <Table.Td>{formatMoney(order.total)}</Table.Td>
                <Table.Td>
                  <OrderStateBadges {...order} />
                </Table.Td>
                <Table.Td>
                  {order.trackingNumber ? (
                    <Text size="sm" ff="monospace">
                      {order.trackingNumber}
                    </Text>
                  ) : (
                    <Text size="sm" c="dimmed">
                      No tracking
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{formatDate(order.createdAt)}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <RowAction
                      tooltip="View"
                      label={`View order #${order.id}`}
                      icon={<IconEye size={18} aria-hidden />}
                      onClick={() => setViewing(order.id)}
                    />
                    {manages && (
                      <DeleteAction
                        name={`order #${order.id}`}
                        onClick={() => setDeleting(order)}
                      />
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
          <TablePager page={Math.min(page, lastPage)} total={data.total} onChange={setPage} />
        </>
      )}

      <OrderModal id={viewing} onClose={() => setViewing(null)} />
      <DeleteOrderDialog order={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
