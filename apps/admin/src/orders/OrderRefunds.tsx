import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  refundMethodLabels,
  refundReasonLabels,
  refundStatusColors,
  refundStatusLabels,
  toCents,
  type Refund,
} from '@buildright/api/shared';
import { formatDateTime, formatMoney } from '@buildright/browser';
import { QueryContent } from '../common/QueryContent.tsx';
import { Section } from '../common/Section.tsx';
import { StackedText } from '../common/StackedCell.tsx';
import { useCan } from '../lib/permissions.ts';
import { trpc } from '../lib/trpc.ts';
import { RefundModal } from './RefundModal.tsx';

/** An order's refunds and what may still be refunded: the one query both the section and the edit form read. */
export const orderRefundsQuery = (orderId: number) =>
  trpc.refunds.list.queryOptions({ id: orderId });

function RefundRow({ refund }: { refund: Refund }) {
  return (
    <Table.Tr data-testid="refund">
      <Table.Td>
        <StackedText
          main={formatMoney(refund.amount)}
          detail={`${formatDateTime(refund.createdAt)} · ${refundReasonLabels[refund.reason]} · ${
            refundMethodLabels[refund.method]
          } · ${refund.recordedBy}`}
        />
        {refund.note && (
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            {refund.note}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={refundStatusColors[refund.status]}>
          {refundStatusLabels[refund.status]}
        </Badge>
        {refund.failureReason && (
          <Text size="xs" c="red.8">
            {refund.failureReason}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * A paid order's refunds, the newest first, with their state; staff whose role handles money
 * refund what is left from here. Orders that took no money have no such section.
 */
export function OrderRefunds({ orderId }: { orderId: number }) {
  const can = useCan();
  const [refunding, setRefunding] = useState(false);
  const refunds = useQuery(orderRefundsQuery(orderId));
  return (
    <QueryContent query={refunds} loading="Loading refunds..." errorTitle="Could not load refunds">
      {({ refunds: rows, total, left }) =>
        total === 0 && toCents(left) === 0 ? null : (
          <Section title="Refunds">
            <Stack gap="sm">
              <Group justify="space-between" wrap="wrap">
                <Text size="sm" data-testid="refundable">
                  {toCents(left) > 0
                    ? `${formatMoney(left)} can still be refunded.`
                    : 'Refunded in full.'}
                </Text>
                {can('refunds.manage') && toCents(left) > 0 && (
                  <Button
                    variant="light"
                    color="red"
                    leftSection={<IconReceiptRefund size={16} aria-hidden />}
                    onClick={() => setRefunding(true)}
                  >
                    Refund
                  </Button>
                )}
              </Group>
              {rows.length > 0 && (
                <Table aria-label="Refunds" verticalSpacing="xs">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Refund</Table.Th>
                      <Table.Th>Status</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((refund) => (
                      <RefundRow key={refund.id} refund={refund} />
                    ))}
                  </Table.Tbody>
                </Table>
              )}
              {total > rows.length && (
                <Text size="xs" c="dimmed">
                  The {rows.length} latest of {total} refunds.
                </Text>
              )}
            </Stack>
            {refunding && (
              <RefundModal orderId={orderId} left={left} onClose={() => setRefunding(false)} />
            )}
          </Section>
        )
      }
    </QueryContent>
  );
}
