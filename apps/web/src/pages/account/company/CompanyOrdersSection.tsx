import { OrderStatusBadge, PaymentBadge } from '@buildright/ui';
import { Group, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, formatDate, formatMoney } from '@buildright/browser';
import { PlainList } from '../../../components/PlainList.tsx';
import { useTRPC } from '../../../lib/trpc.ts';
import { LoadFailure, LoadingNotice } from '../../LoadStates.tsx';
import { PagedSection } from './PagedSection.tsx';

const rowStyle = { borderBottom: '1px solid var(--mantine-color-gray-3)' };

/** Every member's orders for the company, newest first, for its admins and approvers. */
export function CompanyOrdersSection() {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const orders = useQuery({
    ...trpc.companies.member.orders.queryOptions({ page }),
    placeholderData: keepPreviousData,
  });
  const data = orders.data;
  return (
    <PagedSection
      id="company-orders"
      title="The company's orders"
      page={page}
      pageCount={data ? Math.ceil(data.total / data.pageSize) : 1}
      onPage={setPage}
    >
      {orders.isPending ? (
        <LoadingNotice what="the company's orders" />
      ) : orders.isError ? (
        <LoadFailure what="the company's orders" message={errorMessage(orders.error)} />
      ) : data!.orders.length === 0 ? (
        <Text size="sm" c="dimmed">
          No orders yet: the orders your members place for the company show here.
        </Text>
      ) : (
        <PlainList gap={0}>
          {data!.orders.map((order) => (
            <Group
              key={order.id}
              component="li"
              justify="space-between"
              gap="xs"
              py="sm"
              style={rowStyle}
              data-testid="company-order"
            >
              <div style={{ minWidth: 0, flex: '1 1 220px' }}>
                <Text fw={600} size="sm">
                  Order #{order.id} · {formatMoney(order.total)}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDate(order.createdAt)} · {order.placedBy}
                  {order.poNumber ? ` · PO ${order.poNumber}` : ''}
                </Text>
              </div>
              <Group gap={6} wrap="wrap">
                <OrderStatusBadge status={order.status} />
                <PaymentBadge
                  paymentMethod={order.paymentMethod}
                  paymentStatus={order.paymentStatus}
                />
              </Group>
            </Group>
          ))}
        </PlainList>
      )}
    </PagedSection>
  );
}
