import { adminPaths } from '@buildright/api/shared';
import { OrderStatusBadge, PaymentBadge } from '@buildright/ui';
import { Group, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, formatMoney } from '@buildright/browser';
import { InAppLink } from '../common/InAppLink.tsx';
import { QueryContent } from '../common/QueryContent.tsx';
import { trpc } from '../lib/trpc.ts';

/** Every member's orders for the company, newest first, a page at a time. */
export function CompanyOrders({ companyId }: { companyId: number }) {
  const [page, setPage] = useState(1);
  const orders = useQuery({
    ...trpc.companies.staff.orders.queryOptions({ id: companyId, page }),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        Orders
      </Title>
      <QueryContent query={orders} loading="Loading orders...">
        {(data) =>
          data.orders.length === 0 ? (
            <Text size="sm" c="dimmed">
              No orders for the company yet.
            </Text>
          ) : (
            <Stack gap="sm">
              <Table.ScrollContainer minWidth={640}>
                <Table
                  aria-label="Company orders"
                  data-testid="company-orders"
                  verticalSpacing="xs"
                >
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Order</Table.Th>
                      <Table.Th>Placed by</Table.Th>
                      <Table.Th ta="right">Total</Table.Th>
                      <Table.Th>Status</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.orders.map((order) => (
                      <Table.Tr key={order.id}>
                        <Table.Td>
                          <InAppLink to={adminPaths.order(order.id)} size="sm">
                            #{order.id}
                          </InAppLink>
                          <Text size="xs" c="dimmed">
                            {formatDate(order.createdAt)}
                            {order.poNumber ? ` · PO ${order.poNumber}` : ''}
                          </Text>
                        </Table.Td>
                        <Table.Td>{order.placedBy}</Table.Td>
                        <Table.Td ta="right">{formatMoney(order.total)}</Table.Td>
                        <Table.Td>
                          <Group gap={6} wrap="wrap">
                            <OrderStatusBadge status={order.status} />
                            <PaymentBadge
                              paymentMethod={order.paymentMethod}
                              paymentStatus={order.paymentStatus}
                            />
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              {data.total > data.pageSize && (
                <Pagination
                  size="sm"
                  total={Math.ceil(data.total / data.pageSize)}
                  value={page}
                  onChange={setPage}
                />
              )}
            </Stack>
          )
        }
      </QueryContent>
    </Stack>
  );
}
