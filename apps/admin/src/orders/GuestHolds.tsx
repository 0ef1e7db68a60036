import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLockOpen } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { GuestHold } from '@buildright/api';
import { quoteStatusLabels } from '@buildright/api/shared';
import { formatDateTime, formatMoney, toast } from '@buildright/browser';
import { ConfirmDialog } from '../common/ConfirmDialog.tsx';
import { QueryContent } from '../common/QueryContent.tsx';
import { RowAction, ViewAction } from '../common/RowAction.tsx';
import { StackedText } from '../common/StackedCell.tsx';
import { PAGE_SIZE, pageWithin, TablePager } from '../common/TablePager.tsx';
import { StackedTable, type TableColumn } from '@buildright/ui';
import { useCan } from '../lib/permissions.ts';
import { trpc } from '../lib/trpc.ts';

function requestKind(hold: GuestHold): string {
  if (hold.quoteStatus === 'accepted') return 'Accepted quote, card payment open';
  if (hold.quoteStatus) return `Quote request (${quoteStatusLabels[hold.quoteStatus]})`;
  return hold.signedIn ? 'Card checkout, not paid (account)' : 'Card checkout, not paid';
}

const units = (count: number) => `${count} unit${count === 1 ? '' : 's'}`;

/**
 * Stock held unpaid: requests placed without an account that nobody has paid or confirmed, and
 * every card checkout not yet paid, a page at a time from the server, with when the payment
 * sweep gives a checkout's units back and the way to release one now. Folded away until asked for, so the
 * orders list below stays where staff expect it.
 */
export function GuestHolds({ onView }: { onView: (orderId: number) => void }) {
  const releases = useCan()('orders.fulfil');
  const [shown, setShown] = useState(false);
  const [page, setPage] = useState(1);
  const [releasing, setReleasing] = useState<GuestHold | null>(null);
  const holds = useQuery({
    ...trpc.orders.holds.queryOptions({ page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const data = holds.data;
  const columns: TableColumn<GuestHold>[] = [
    { label: 'Order ID', primary: true, fw: 700, cell: (hold) => `#${hold.orderId}` },
    { label: 'Placed', cell: (hold) => formatDateTime(hold.createdAt) },
    {
      label: 'Customer',
      cell: (hold) => <StackedText main={hold.customerName} detail={hold.customerEmail} />,
    },
    {
      label: 'Request',
      cell: (hold) => (
        <>
          <Text size="sm">{requestKind(hold)}</Text>
          <Text size="xs" c="dimmed">
            {formatMoney(hold.total)}
          </Text>
        </>
      ),
    },
    {
      label: 'Held',
      cell: (hold) => (
        <>
          <Text size="sm" fw={600}>
            {units(hold.units)}
          </Text>
          {hold.lines.map((line, index) => (
            <Text key={index} size="xs" c="dimmed">
              {line.name} × {line.quantity}
            </Text>
          ))}
        </>
      ),
    },
    {
      label: 'Held until',
      cell: (hold) => (hold.heldUntil ? formatDateTime(hold.heldUntil) : 'While the quote is open'),
    },
    {
      label: 'Actions',
      cell: (hold) => (
        <Group gap={4} wrap="nowrap">
          <ViewAction name={`order #${hold.orderId}`} onClick={() => onView(hold.orderId)} />
          {releases && (
            <RowAction
              tooltip="Release hold"
              label={`Release hold of order #${hold.orderId}`}
              icon={<IconLockOpen size={18} aria-hidden />}
              color="red"
              onClick={() => setReleasing(hold)}
            />
          )}
        </Group>
      ),
    },
  ];

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Unpaid holds">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={3} fz="md">
            Unpaid holds
          </Title>
          <Text size="sm" c="dimmed">
            {data
              ? `${data.totalIsEstimate ? 'About ' : ''}${data.total.toLocaleString('en-US')} unpaid request${data.total === 1 ? '' : 's'} hold${data.total === 1 ? 's' : ''} stock. `
              : ''}
            Card checkouts give their units back when their hold ends; guests together may hold at
            most half of a product.
          </Text>
        </div>
        <Button variant="light" aria-expanded={shown} onClick={() => setShown(!shown)}>
          {shown ? 'Hide holds' : 'Show holds'}
        </Button>
      </Group>

      {shown && (
        <Stack mt="md">
          <QueryContent query={holds} loading="Loading holds...">
            {(data) => (
              <>
                <StackedTable
                  label="Unpaid holds"
                  columns={columns}
                  minWidth={1000}
                  busy={holds.isPlaceholderData}
                  rows={data.holds}
                  rowKey={(hold) => hold.orderId}
                  empty="No stock is held unpaid."
                />
                <TablePager
                  page={pageWithin(page, data.total)}
                  total={data.total}
                  onChange={setPage}
                />
              </>
            )}
          </QueryContent>
        </Stack>
      )}

      <ReleaseHoldDialog hold={releasing} onClose={() => setReleasing(null)} />
    </Paper>
  );
}

/** Releasing cancels the order through its lifecycle; the unconfirmed address is not written to. */
function ReleaseHoldDialog({ hold, onClose }: { hold: GuestHold | null; onClose: () => void }) {
  const release = useMutation(
    trpc.orders.releaseHold.mutationOptions({
      onSuccess: (order) => {
        toast({
          title: 'Hold released',
          description: `Order #${order.id} is cancelled; its units are on sale.`,
        });
        onClose();
      },
    }),
  );
  return (
    <ConfirmDialog
      opened={hold !== null}
      title="Release hold"
      confirmLabel="Release hold"
      pendingLabel="Releasing..."
      failureTitle="Not released"
      action={release}
      irreversible
      onCancel={onClose}
      onConfirm={() => hold && release.mutate({ id: hold.orderId })}
    >
      {hold && (
        <Text>
          Release the {units(hold.units)} held by order #{hold.orderId} ({hold.customerName},{' '}
          {hold.customerEmail})? The order is cancelled, its units go back on sale, an open card
          payment is cancelled and an open quote is withdrawn. No e-mail is sent to the buyer.
        </Text>
      )}
    </ConfirmDialog>
  );
}
