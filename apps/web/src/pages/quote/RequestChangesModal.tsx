import { quoteMessageInput } from '@buildright/api/shared';
import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { errorMessage, fieldErrorsOf, toast } from '@buildright/browser';
import { ErrorAlert } from '@buildright/ui';
import { ModalActions } from '../../components/ModalActions.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { useQuoteCache } from './useBuyerQuote.ts';

/** Hands the quote back to the sales team with what should change; they send a new revision. */
export function RequestChangesModal({ token, onClose }: { token: string; onClose: () => void }) {
  const trpc = useTRPC();
  const { show } = useQuoteCache(token);
  const form = useForm({
    initialValues: { message: '', requestChanges: true },
    validate: schemaResolver(quoteMessageInput, { sync: true }),
  });
  const post = useMutation(
    trpc.quotes.buyer.postMessage.mutationOptions({
      onSuccess: (quote) => {
        show(quote);
        onClose();
        toast({
          title: 'Changes requested',
          description: 'Our sales team will e-mail you a new revision.',
        });
      },
      onError: (error) => form.setErrors(fieldErrorsOf(error)),
    }),
  );
  const refusal = post.isError && Object.keys(fieldErrorsOf(post.error)).length === 0;

  return (
    <Modal opened onClose={onClose} title="Request changes">
      <form
        onSubmit={form.onSubmit((values) => post.mutate({ token, ...values }))}
        noValidate
        aria-label="Request changes"
      >
        <Stack gap="sm">
          <Text size="sm">
            Tell us what to change (quantities, products, delivery, terms). This quote can no longer
            be accepted until we send you the new revision.
          </Text>
          {refusal && (
            <ErrorAlert title="Your request was not sent">{errorMessage(post.error)}</ErrorAlert>
          )}
          <Textarea
            label="What would you like changed?"
            withAsterisk
            autosize
            minRows={4}
            maxRows={12}
            data-autofocus
            {...form.getInputProps('message')}
          />
          <ModalActions onCancel={onClose} confirmLabel="Send request" loading={post.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
