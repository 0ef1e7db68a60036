import {
  allowedReturnMoves,
  refundStatusLabels,
  returnKindLabels,
  returnReasonLabels,
  returnStatusColors,
  returnStatusLabels,
  type Return,
  type ReturnLine,
  type ReturnRefund,
} from '@buildright/api/shared';
import { formatDateTime, formatMoney } from '@buildright/browser';
import { StackedTable, type TableColumn } from '@buildright/ui';
import { Anchor, AspectRatio, Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { SectionCard } from '../components/SectionCard.tsx';
import { CancelReturn, type CancelAction } from './CancelReturn.tsx';
import { receivedText, returnStatusExplained } from './return-request.ts';

const itemColumn: TableColumn<ReturnLine> = {
  label: 'Item',
  cell: (line) => line.name,
  primary: true,
  fw: 600,
};

/** A return's lines come back and are counted; a claim's stay with the buyer. */
const lineColumns = (found: Return): TableColumn<ReturnLine>[] =>
  found.kind === 'warranty'
    ? [itemColumn, { label: 'Claimed', cell: (line) => line.quantity, align: 'right' }]
    : [
        itemColumn,
        { label: 'Returning', cell: (line) => line.quantity, align: 'right' },
        {
          label: 'Received',
          cell: (line) => receivedText(found.status, line.receivedQuantity),
          align: 'right',
        },
      ];

const refundColumns: TableColumn<ReturnRefund>[] = [
  { label: 'Amount', cell: (refund) => formatMoney(refund.amount), primary: true, fw: 700 },
  { label: 'Status', cell: (refund) => refundStatusLabels[refund.status] },
  { label: 'Date', cell: (refund) => formatDateTime(refund.createdAt) },
];

/** The buyer's photos, each opening whole in a new tab. */
function ReturnPhotos({ found }: { found: Return }) {
  return (
    <SectionCard titleId="return-photos-title" title="Photos">
      <SimpleGrid
        cols={{ base: 2, sm: 3 }}
        spacing="sm"
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {found.photos.map((photo, index) => (
          <li key={photo.id} data-testid="return-photo">
            <Anchor href={photo.url} target="_blank" rel="noopener" display="block">
              <AspectRatio ratio={4 / 3}>
                <img
                  src={photo.url}
                  alt={`Photo ${index + 1} of ${found.number}`}
                  style={{ display: 'block', borderRadius: 'var(--mantine-radius-sm)' }}
                />
              </AspectRatio>
            </Anchor>
          </li>
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}

/**
 * A return or a warranty claim as its buyer follows it: its state and what comes next (a
 * claim's replacement order), its lines, photos and refunds; `cancel` withdraws it while the
 * shop has not answered. In a dialog (a guest's, in the order lookup), which names it, its
 * title is left out, and so is the link to the replacement's page in the account.
 */
export function ReturnStatusView({
  found,
  cancel,
  inDialog = false,
}: {
  found: Return;
  cancel: CancelAction;
  inDialog?: boolean;
}) {
  const cancellable = allowedReturnMoves(found.kind, found.status, 'buyer').includes('cancelled');
  return (
    <Stack gap="lg">
      <div>
        <Group gap="sm">
          {!inDialog && (
            <Title order={1}>
              {returnKindLabels[found.kind]} {found.number}
            </Title>
          )}
          <Badge
            size="lg"
            variant="light"
            color={returnStatusColors[found.status]}
            data-testid="return-status"
          >
            {returnStatusLabels[found.status]}
          </Badge>
        </Group>
        <Text c="dimmed">
          For order #{found.orderId} · Requested on {formatDateTime(found.createdAt)}
        </Text>
      </div>
      <SectionCard titleId="return-progress-title" title="Where it stands">
        <Stack gap="xs">
          <Text>{returnStatusExplained[found.kind][found.status]}</Text>
          {found.replacementOrderId !== null && (
            <Text data-testid="replacement-order">
              <Text span fw={600}>
                Replacement:
              </Text>{' '}
              {inDialog ? (
                `order #${found.replacementOrderId}`
              ) : (
                <Anchor component={Link} to={`/account/orders/${found.replacementOrderId}`}>
                  order #{found.replacementOrderId}
                </Anchor>
              )}
            </Text>
          )}
          {found.rejectionReason && (
            <Text>
              <Text span fw={600}>
                Why:
              </Text>{' '}
              {found.rejectionReason}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {found.kind === 'warranty'
              ? `What you told us: “${found.note}”`
              : `Reason: ${returnReasonLabels[found.reason]}${found.note ? ` · “${found.note}”` : ''}`}
          </Text>
          {cancellable && <CancelReturn found={found} cancel={cancel} />}
        </Stack>
      </SectionCard>
      <SectionCard titleId="return-items-title" title="Items">
        <StackedTable
          label={found.kind === 'warranty' ? 'Claimed items' : 'Returned items'}
          rows={found.lines}
          columns={lineColumns(found)}
          rowKey={(line) => line.itemId}
          minWidth={360}
          testId="return-lines"
          rowTestId="return-line"
        />
      </SectionCard>
      {found.photos.length > 0 && <ReturnPhotos found={found} />}
      {/* A return ends in a refund; a claim only when staff refund it instead of replacing. */}
      {(found.kind === 'return' || found.refunds.length > 0) && (
        <SectionCard titleId="return-refunds-title" title="Refunds">
          {found.refunds.length === 0 ? (
            <Text c="dimmed">Nothing refunded yet.</Text>
          ) : (
            <StackedTable
              label="Refunds"
              rows={found.refunds}
              columns={refundColumns}
              rowKey={(refund) => refund.id}
              minWidth={360}
              testId="return-refunds"
              rowTestId="return-refund"
            />
          )}
        </SectionCard>
      )}
    </Stack>
  );
}
