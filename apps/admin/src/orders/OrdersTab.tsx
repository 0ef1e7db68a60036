import { Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconEye, IconSearch, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Order } from '@buildright/api';
import { formatMoney, orderStatuses, orderStatusLabel } from '@buildright/api/shared';
import { OrderStatusBadge, PaymentBadge } from '@buildright/ui';
import { QueryError } from '../common/QueryError.tsx';
import { clampPage, pageOf, TablePager } from '../common/TablePager.tsx';
import { formatDate } from '../lib/format.ts';
import { trpc } from '../lib/trpc.ts';
import { DeleteOrderDialog } from './DeleteOrderDialog.tsx';
import { OrderModal } from './OrderModal.tsx';
import { RowAction } from '../common/RowAction.tsx';
import { EmptyRow, LoadingText } from '../common/TableStates.tsx';

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
  const [viewing, setViewing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Order | null>(null);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(1);

  const filtered = useMemo(
    () => (orders.data ?? []).filter((order) => matches(order, search.trim(), status)),
    [orders.data, search, status],
  );
  const shownPage = clampPage(page, filtered.length);
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
          <TextInput
            label="Search orders"
            placeholder="#id, name, email or tracking"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
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
              setPage(1);
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
          <Table.ScrollContainer minWidth={980}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-label="Recent Orders">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Order ID</Table.Th>
                  <Table.Th>Customer</Table.Th>
                  <Table.Th>Total</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Payment</Table.Th>
                  <Table.Th>Tracking</Table.Th>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {filtered.length === 0 && (
                  <EmptyRow colSpan={8}>
                    {orders.data.length === 0 ? 'No orders yet.' : 'No orders match this search.'}
                  </EmptyRow>
                )}
                {pageOf(filtered, shownPage).map((order) => (
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
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <TablePager page={shownPage} total={filtered.length} onChange={setPage} />
        </>
      )}

      <OrderModal order={viewed} onClose={() => setViewing(null)} />
      <DeleteOrderDialog order={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
