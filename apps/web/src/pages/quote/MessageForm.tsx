import { quoteMessageInput } from '@buildright/api/shared';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { fieldErrorsOf, toast, toastFailure } from '@buildright/browser';
import { useTRPC } from '../../lib/trpc.ts';
import { useQuoteCache } from './useBuyerQuote.ts';

/** A plain message to the sales team; the quote's state does not change. */
export function MessageForm({ token }: { token: string }) {
  const trpc = useTRPC();
  const { show } = useQuoteCache(token);
  const form = useForm({
    initialValues: { message: '', requestChanges: false },
    validate: schemaResolver(quoteMessageInput, { sync: true }),
  });
  const post = useMutation(
    trpc.quotes.buyer.postMessage.mutationOptions({
      onSuccess: (quote) => {
        show(quote);
        form.reset();
        toast({ title: 'Message sent', description: 'Our sales team will answer by e-mail.' });
      },
      onError: (error) => {
        form.setErrors(fieldErrorsOf(error));
        toastFailure('Message not sent', error);
      },
    }),
  );

  return (
    <form
      onSubmit={form.onSubmit((values) => post.mutate({ token, ...values }))}
      noValidate
      aria-label="Write to the sales team"
    >
      <Stack gap="sm">
        <Textarea
          label="Your message"
          autosize
          minRows={3}
          maxRows={10}
          {...form.getInputProps('message')}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            variant="outline"
            loading={post.isPending}
            leftSection={<IconSend size={16} aria-hidden />}
          >
            Send message
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
