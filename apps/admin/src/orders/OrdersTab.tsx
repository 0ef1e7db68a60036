import { Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconEye, IconSearch, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Order } from '@buildright/api';
import { formatMoney, orderStatuses, orderStatusLabel } from '@buildright/api/shared';
import { OrderStatusBadge, PaymentBadge } from '@buildright/ui';
import { DataTable } from '../common/DataTable.tsx';
import { QueryError } from '../common/QueryError.tsx';
import { RowAction } from '../common/RowAction.tsx';
import { TablePager, usePagedList } from '../common/TablePager.tsx';
import { EmptyRow, LoadingText } from '../common/TableStates.tsx';
import { formatDate } from '../lib/format.ts';
import { trpc } from '../lib/trpc.ts';
import { useIdParam } from '../lib/useIdParam.ts';
import { DeleteOrderDialog } from './DeleteOrderDialog.tsx';
import { OrderModal } from './OrderModal.tsx';
import { OrdersExport } from './OrdersExport.tsx';

const columns = [
  'Order ID',
  'Customer',
  'Total',
  'Status',
  'Payment',
  'Tracking',
  'Date',
  'Actions',
];

function matches(order: Order, search: string, status: string | null): boolean {
  if (
    status &&
    order.status !== status &&
    !(status === 'delivered' && order.status === 'completed')
  ) {
    return false;
  }
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
  // Kept in the address, so a quote can link to its order (?tab=orders&order=7).
  const [viewing, setViewing] = useIdParam('order');
  const [deleting, setDeleting] = useState<Order | null>(null);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<string | null>(null);

  const filtered = useMemo(
    () => (orders.data ?? []).filter((order) => matches(order, search.trim(), status)),
    [orders.data, search, status],
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
          <OrdersExport />
          <TextInput
            label="Search orders"
            placeholder="#id, name, email or tracking"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              paged.setPage(1);
            }}
            w={260}
          />
          <Select
            label="Status"
            placeholder="All statuses"
            data={orderStatuses.map((s) => ({ value: s, label: orderStatusLabel(s) }))}
            value={status}
            onChange={(value) => {
              setStatus(value);
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
                  <OrderStatusBadge status={order.status} />
                </Table.Td>
                <Table.Td>
                  <PaymentBadge
                    paymentMethod={order.paymentMethod}
                    paymentStatus={order.paymentStatus}
                  />
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
                    <RowAction
                      tooltip="Delete"
                      label={`Delete order #${order.id}`}
                      icon={<IconTrash size={18} aria-hidden />}
                      color="red"
                      onClick={() => setDeleting(order)}
                    />
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
