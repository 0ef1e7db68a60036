import type { PendingApproval } from '@buildright/api/shared';
import { ErrorAlert } from '@buildright/ui';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  errorMessage,
  formatDateTime,
  formatMoney,
  toast,
  toastFailure,
} from '@buildright/browser';
import { PlainList } from '../../../components/PlainList.tsx';
import { useTRPC } from '../../../lib/trpc.ts';
import { Detail } from '../Detail.tsx';
import { ApproveOrderModal } from './ApproveOrderModal.tsx';
import { RejectOrderModal } from './RejectOrderModal.tsx';

const paymentLabels: Record<PendingApproval['paymentMethod'], string> = {
  card: 'By card, once approved',
  po: 'Purchase order, invoiced once approved',
  account: "On the company's account",
};

/** One order waiting for the company's decision: who, what, why, until when; approve or reject. */
export function ApprovalCard({ approval }: { approval: PendingApproval }) {
  const trpc = useTRPC();
  const [rejecting, setRejecting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { orderId } = approval;
  const approve = useMutation(
    trpc.companies.member.approve.mutationOptions({
      onSuccess: () => {
        setConfirming(false);
        void toast({
          title: 'Order approved',
          description: {
            card: `Order #${orderId} now waits for ${approval.placedBy} to pay it by card.`,
            po: `Order #${orderId} is placed on its purchase order.`,
            account: `Order #${orderId} is placed on the company's account.`,
          }[approval.paymentMethod],
        });
      },
      onError: (error) => void toastFailure('Order not approved', error),
    }),
  );
  return (
    <Card component="li" withBorder radius="md" p="md" data-testid="approval">
      <Group justify="space-between" align="baseline" gap="xs">
        <Text fw={700}>Order #{orderId}</Text>
        <Text fw={700}>{formatMoney(approval.total)}</Text>
      </Group>
      <Stack gap={2} mt={4}>
        <Detail label="Placed by" value={`${approval.placedBy} (${approval.placedByEmail})`} />
        <Detail label="Placed on" value={formatDateTime(approval.placedAt)} />
        <Detail label="Payment" value={paymentLabels[approval.paymentMethod]} />
        <Detail label="Reason" value={approval.reason} />
        {approval.poNumber && <Detail label="PO number" value={approval.poNumber} />}
        <Detail label="Held until" value={formatDateTime(approval.holdUntil)} />
      </Stack>
      <PlainList gap={2} mt="xs" aria-label={`Products of order #${orderId}`}>
        {approval.lines.map((line, index) => (
          <Group key={index} component="li" justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {line.quantity} × {line.name}
            </Text>
            <Text size="sm">{formatMoney(line.lineTotal)}</Text>
          </Group>
        ))}
      </PlainList>
      {approve.error && (
        <ErrorAlert mt="sm" title="Not approved">
          {errorMessage(approve.error)}
        </ErrorAlert>
      )}
      {approval.placedByYou ? (
        <Text size="sm" c="dimmed" mt="md" data-testid="approval-own-order">
          You placed this order: another approver or admin of your company decides it.
        </Text>
      ) : (
        <Group gap="sm" mt="md">
          <Button
            h={44}
            onClick={() => {
              approve.reset();
              setConfirming(true);
            }}
            aria-label={`Approve order #${orderId}`}
          >
            Approve
          </Button>
          <Button
            h={44}
            variant="outline"
            color="red"
            onClick={() => setRejecting(true)}
            aria-label={`Reject order #${orderId}`}
          >
            Reject
          </Button>
        </Group>
      )}
      {rejecting && <RejectOrderModal approval={approval} onClose={() => setRejecting(false)} />}
      {confirming && (
        <ApproveOrderModal
          approval={approval}
          approving={approve.isPending}
          error={approve.error}
          onApprove={() => approve.mutate({ orderId })}
          onClose={() => setConfirming(false)}
        />
      )}
    </Card>
  );
}
