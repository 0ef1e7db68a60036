import { approvalRejectInput, type PendingApproval } from '@buildright/api/shared';
import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { fieldErrorsOf, toast, toastFailure } from '@buildright/browser';
import { ModalActions } from '../../../components/ModalActions.tsx';
import { useTRPC } from '../../../lib/trpc.ts';

/** An approver turns the order down with the note its buyer reads; drawn only while open. */
export function RejectOrderModal({
  approval,
  onClose,
}: {
  approval: PendingApproval;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const { orderId } = approval;
  const form = useForm({
    initialValues: { note: '' },
    validate: schemaResolver(approvalRejectInput, { sync: true }),
  });
  const reject = useMutation(
    trpc.companies.member.reject.mutationOptions({
      onSuccess: () => {
        onClose();
        void toast({
          title: 'Order rejected',
          description: `Order #${orderId} is cancelled and ${approval.placedBy} is e-mailed your note.`,
        });
      },
      onError: (error) => {
        form.setErrors(fieldErrorsOf(error));
        void toastFailure('Order not rejected', error);
      },
    }),
  );
  return (
    <Modal opened onClose={onClose} title={`Reject order #${orderId}`} size="lg">
      <form noValidate onSubmit={form.onSubmit((values) => reject.mutate({ orderId, ...values }))}>
        <Stack gap="sm">
          <Text size="sm">
            The order is cancelled and its products go back on sale. {approval.placedBy} gets your
            note by e-mail.
          </Text>
          <Textarea
            label="Note to the buyer"
            description="Why the order is rejected, and what to do instead"
            withAsterisk
            autosize
            minRows={3}
            maxLength={1000}
            data-autofocus
            {...form.getInputProps('note')}
          />
          <ModalActions
            onCancel={onClose}
            confirmLabel="Reject order"
            confirmColor="red.9"
            loading={reject.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
