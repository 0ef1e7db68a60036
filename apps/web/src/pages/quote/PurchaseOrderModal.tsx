import { quoteAcceptInput } from '@buildright/api/shared';
import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { errorMessage, fieldErrorsOf, formatMoney, toast } from '@buildright/browser';
import { ErrorAlert } from '@buildright/ui';
import { ModalActions } from '../../components/ModalActions.tsx';
import { useTRPC } from '../../lib/trpc.ts';

/**
 * Accepting with the buyer's purchase order number confirms the order at once; it is invoiced.
 * Drawn only while open, so each opening starts empty.
 */
export function PurchaseOrderModal({
  token,
  revision,
  total,
  onClose,
}: {
  token: string;
  /** The revision the buyer read. */
  revision: number;
  total: string;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const form = useForm({
    initialValues: { method: 'po' as const, poNumber: '' },
    validate: schemaResolver(quoteAcceptInput, { sync: true }),
  });
  const accept = useMutation(
    trpc.quotes.buyer.accept.mutationOptions({
      onSuccess: (answer) => {
        onClose();
        toast({
          title: 'Quote accepted',
          description:
            answer.status === 'awaiting_approval'
              ? `Order #${answer.orderId} waits for your company's approval.`
              : `Your order #${answer.orderId} is confirmed.`,
        });
      },
      onError: (error) => form.setErrors(fieldErrorsOf(error)),
    }),
  );
  const refusal = accept.isError && Object.keys(fieldErrorsOf(accept.error)).length === 0;

  return (
    <Modal opened onClose={onClose} title="Accept with a purchase order">
      <form
        onSubmit={form.onSubmit(({ poNumber }) =>
          accept.mutate({ token, method: 'po', poNumber, revision }),
        )}
        noValidate
        aria-label="Accept with a purchase order"
      >
        <Stack gap="sm">
          <Text size="sm">
            Your order for <strong>{formatMoney(total)}</strong> is confirmed at once, and we send
            you the invoice for your purchase order.
          </Text>
          {refusal && (
            <ErrorAlert title="The quote was not accepted">{errorMessage(accept.error)}</ErrorAlert>
          )}
          <TextInput
            label="PO number"
            description="Your purchase order number, as it should appear on the invoice"
            withAsterisk
            data-autofocus
            {...form.getInputProps('poNumber')}
          />
          <ModalActions
            onCancel={onClose}
            confirmLabel="Accept and place order"
            loading={accept.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
