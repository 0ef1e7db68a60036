import { Group, Select, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
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
import { ListHeader } from '../common/ListHeader.tsx';
import { ListSearch } from '../common/ListSearch.tsx';
import { PagedTable } from '../common/PagedTable.tsx';
import { QueryContent } from '../common/QueryContent.tsx';
import { DeleteAction, ViewAction } from '../common/RowAction.tsx';
import { StackedCell } from '../common/StackedCell.tsx';
import { PAGE_SIZE, useShownPage } from '../common/TablePager.tsx';
import { useCan } from '../lib/permissions.ts';
import { trpc } from '../lib/trpc.ts';
import { useChoiceParam, useListParams } from '../lib/queryParams.ts';
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
  const { search, debouncedSearch, page, setPage, filterBy, searchFor } = useListParams();

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
  const shownPage = useShownPage(page, setPage, orders);
  const filtered = debouncedSearch !== '' || status !== 'all' || payment !== 'all';

  return (
    <Stack>
      <GuestHolds onView={setViewing} />
      <ListHeader
        title="Recent Orders"
        summary={
          data && (
            <>
              {data.totalIsEstimate ? 'About ' : ''}
              {data.total.toLocaleString('en-US')} {filtered ? 'matching ' : ''}order
              {data.total === 1 ? '' : 's'}, newest first
            </>
          )
        }
      >
        {manages && <OrdersExport />}
        <ListSearch
          label="Search orders"
          placeholder="#id, name, email, PO or tracking"
          value={search}
          onChange={searchFor}
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
      </ListHeader>

      <QueryContent query={orders} loading="Loading orders...">
        {(data) => (
          <PagedTable
            label="Recent Orders"
            columns={columns}
            minWidth={980}
            busy={orders.isPlaceholderData}
            rows={data.orders}
            empty={filtered ? 'No orders match this search.' : 'No orders yet.'}
            pager={{ page: shownPage, total: data.total, onChange: setPage }}
          >
            {(order) => (
              <Table.Tr key={order.id}>
                <Table.Td fw={700}>#{order.id}</Table.Td>
                <StackedCell main={order.customerName} detail={order.customerEmail} />
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
                    <ViewAction name={`order #${order.id}`} onClick={() => setViewing(order.id)} />
                    {manages && (
                      <DeleteAction
                        name={`order #${order.id}`}
                        onClick={() => setDeleting(order)}
                      />
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            )}
          </PagedTable>
        )}
      </QueryContent>

      <OrderModal id={viewing} onClose={() => setViewing(null)} />
      <DeleteOrderDialog order={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
