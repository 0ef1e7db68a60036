import type { PendingApproval } from '@buildright/api/shared';
import { ErrorAlert } from '@buildright/ui';
import { Modal, Stack, Text } from '@mantine/core';
import { errorMessage, formatMoney } from '@buildright/browser';
import { ModalActions } from '../../../components/ModalActions.tsx';

const consequences: Record<PendingApproval['paymentMethod'], (buyer: string) => string> = {
  card: (buyer) => `${buyer} is asked to pay it by card`,
  po: () => 'it is placed on its purchase order',
  account: () => "it is charged to the company's account",
};

/**
 * Approving spends the company's money, so it is asked once more, with the order and its amount
 * named; drawn only while open.
 */
export function ApproveOrderModal({
  approval,
  approving,
  error,
  onApprove,
  onClose,
}: {
  approval: PendingApproval;
  approving: boolean;
  error: unknown;
  onApprove: () => void;
  onClose: () => void;
}) {
  const { orderId } = approval;
  const amount = formatMoney(approval.total);
  return (
    <Modal opened onClose={onClose} title={`Approve order #${orderId}?`} size="md">
      <Stack gap="sm">
        <Text data-testid="approve-summary">
          Approve order #{orderId} for <strong>{amount}</strong>, placed by {approval.placedBy}?
          Once approved, {consequences[approval.paymentMethod](approval.placedBy)}.
        </Text>
        {error != null && <ErrorAlert title="Not approved">{errorMessage(error)}</ErrorAlert>}
        <ModalActions
          onCancel={onClose}
          confirmLabel={`Approve ${amount}`}
          loading={approving}
          onConfirm={onApprove}
          focusCancel
        />
      </Stack>
    </Modal>
  );
}
