import { Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Order } from '@buildright/api';
import {
  formatMoney,
  orderStatuses,
  orderStatusLabel,
  paymentStatuses,
  paymentStatusLabel,
} from '@buildright/api/shared';
import { DataTable } from '../common/DataTable.tsx';
import { QueryError } from '../common/QueryError.tsx';
import { DeleteAction, RowAction } from '../common/RowAction.tsx';
import { TablePager, usePagedList } from '../common/TablePager.tsx';
import { EmptyRow, LoadingText } from '../common/TableStates.tsx';
import { formatDate } from '../lib/format.ts';
import { useCan } from '../lib/permissions.ts';
import { trpc } from '../lib/trpc.ts';
import { useIdParam } from '../lib/useIdParam.ts';
import { useSearchParam } from '../lib/useSearchParam.ts';
import { DeleteOrderDialog } from './DeleteOrderDialog.tsx';
import { OrderModal } from './OrderModal.tsx';
import { OrdersExport } from './OrdersExport.tsx';
import { OrderStateBadges } from './OrderStateBadges.tsx';
import { ListSearch } from '../common/ListSearch.tsx';

const columns = ['Order ID', 'Customer', 'Total', 'Status', 'Tracking', 'Date', 'Actions'];

const statusFilters = ['all', ...orderStatuses] as const;
const paymentFilters = ['all', ...paymentStatuses] as const;
type StatusFilter = (typeof statusFilters)[number];
type PaymentFilter = (typeof paymentFilters)[number];

function matches(
  order: Order,
  search: string,
  status: StatusFilter,
  payment: PaymentFilter,
): boolean {
  if (
    status !== 'all' &&
    order.status !== status &&
    !(status === 'delivered' && order.status === 'completed')
  ) {
    return false;
  }
  if (payment !== 'all' && order.paymentStatus !== payment) return false;
  if (!search) return true;
  const needle = search.toLowerCase().replace(/^#/, '');
  return (
    String(order.id) === needle ||
    order.customerName.toLowerCase().includes(needle) ||
    order.customerEmail.toLowerCase().includes(needle) ||
    (order.trackingNumber ?? '').toLowerCase().includes(needle)
  );
}

export function OrdersTab() {
  const orders = useQuery(trpc.orders.list.queryOptions());
  // Deleting orders and the accountant's export; the warehouse and sales change an order's state.
  const manages = useCan()('orders.manage');
  // Kept in the address, so a quote can link to its order (?tab=orders&order=7).
  const [viewing, setViewing] = useIdParam('order');
  const [deleting, setDeleting] = useState<Order | null>(null);
  const [search, setSearch] = useState('');
  // Filters live in the address, so the dashboard can link to new orders or failed payments.
  const [status, setStatus] = useSearchParam<StatusFilter>('status', statusFilters, 'all');
  const [payment, setPayment] = useSearchParam<PaymentFilter>('payment', paymentFilters, 'all');

  const filtered = useMemo(
    () => (orders.data ?? []).filter((order) => matches(order, search.trim(), status, payment)),
    [orders.data, search, status, payment],
  );
  const paged = usePagedList(filtered);
  // The modal follows the list, so it shows the order as saved after every refresh.
  const viewed = orders.data?.find((order) => order.id === viewing) ?? null;

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} fz="h3">
            Recent Orders
          </Title>
          {orders.data && (
            <Text size="sm" c="dimmed">
              {orders.data.length} order{orders.data.length === 1 ? '' : 's'}, newest first
            </Text>
          )}
        </div>
        <Group align="flex-end" gap="sm">
          {manages && <OrdersExport />}
          <ListSearch
            label="Search orders"
            placeholder="#id, name, email or tracking"
            value={search}
            onChange={(text) => {
              setSearch(text);
              paged.setPage(1);
            }}
          />
          <Select
            label="Status"
            placeholder="All statuses"
            data={orderStatuses.map((s) => ({ value: s, label: orderStatusLabel(s) }))}
            value={status === 'all' ? null : status}
            onChange={(value) => {
              setStatus((value as StatusFilter | null) ?? 'all');
              paged.setPage(1);
            }}
            clearable
            w={180}
          />
          <Select
            label="Payment"
            placeholder="Any payment"
            data={paymentStatuses.map((s) => ({ value: s, label: paymentStatusLabel(s) }))}
            value={payment === 'all' ? null : payment}
            onChange={(value) => {
              setPayment((value as PaymentFilter | null) ?? 'all');
              paged.setPage(1);
            }}
            clearable
            w={180}
          />
        </Group>
      </Group>

      {orders.isError ? (
        <QueryError error={orders.error} onRetry={() => void orders.refetch()} />
      ) : !orders.data ? (
        <LoadingText>Loading orders...</LoadingText>
      ) : (
        <>
          <DataTable label="Recent Orders" columns={columns} minWidth={980}>
            {filtered.length === 0 && (
              <EmptyRow colSpan={columns.length}>
                {orders.data.length === 0 ? 'No orders yet.' : 'No orders match this search.'}
              </EmptyRow>
            )}
            {paged.rows.map((order) => (
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
          <TablePager {...paged.pager} />
        </>
      )}

      <OrderModal order={viewed} onClose={() => setViewing(null)} />
      <DeleteOrderDialog order={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
