import { Anchor, Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconCheck } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ContactSubmission } from '@buildright/api';
import { formatDateTime, toast, toastFailure } from '@buildright/browser';
import { LabelledValue } from '../common/LabelledValue.tsx';
import { QueryContent } from '../common/QueryContent.tsx';
import { TitledModal } from '../common/TitledModal.tsx';
import { trpc } from '../lib/trpc.ts';

/**
 * One contact message in full, opened at its own address (/users?message=7), with a link that
 * answers it by e-mail and the button that marks it handled or reopens it.
 */
export function ContactMessageModal(props: { id: number | null; onClose: () => void }) {
  const message = useQuery({
    ...trpc.contact.byId.queryOptions({ id: props.id ?? 0 }),
    enabled: props.id !== null,
  });
  const shown = props.id !== null && message.data?.id === props.id ? message.data : undefined;
  return (
    <TitledModal
      opened={props.id !== null}
      onClose={props.onClose}
      size="lg"
      title={shown ? shown.subject : 'Message'}
    >
      <QueryContent
        query={message}
        loading="Loading message..."
        errorTitle="Could not load this message"
      >
        {(s) => <MessageDetails message={s} />}
      </QueryContent>
    </TitledModal>
  );
}

function MessageDetails({ message: s }: { message: ContactSubmission }) {
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <LabelledValue label="Name">{s.name}</LabelledValue>
        <LabelledValue label="Email">
          <Anchor
            href={`mailto:${s.email}?subject=${encodeURIComponent(`Re: ${s.subject}`)}`}
            size="sm"
          >
            {s.email}
          </Anchor>
        </LabelledValue>
        <LabelledValue label="Phone">{s.phone || 'N/A'}</LabelledValue>
        <LabelledValue label="Company">{s.company || 'N/A'}</LabelledValue>
        <LabelledValue label="Received">{formatDateTime(s.createdAt)}</LabelledValue>
      </SimpleGrid>
      <LabelledValue label="Message">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="contact-message">
          {s.message}
        </Text>
      </LabelledValue>
      <Handling message={s} />
    </Stack>
  );
}

/** Whether the message is dealt with, by whom and when, and the button that changes it. */
function Handling({ message }: { message: ContactSubmission }) {
  const markHandled = useMutation(
    trpc.contact.markHandled.mutationOptions({
      onSuccess: () => toast({ title: 'Message marked handled' }),
      onError: (error) => toastFailure('Could not mark the message handled', error),
    }),
  );
  const reopen = useMutation(
    trpc.contact.reopen.mutationOptions({
      onSuccess: () => toast({ title: 'Message reopened' }),
      onError: (error) => toastFailure('Could not reopen the message', error),
    }),
  );
  const handled = message.handledAt !== null;
  return (
    <Group justify="space-between" gap="sm" data-testid="contact-handling">
      {handled ? (
        <Group gap="xs">
          <Badge color="green" variant="light">
            Handled
          </Badge>
          <Text size="sm" c="dimmed">
            by {message.handledBy ?? 'a former staff member'}, {formatDateTime(message.handledAt!)}
          </Text>
        </Group>
      ) : (
        <Badge color="orange" variant="light">
          Not handled yet
        </Badge>
      )}
      {handled ? (
        <Button
          variant="default"
          leftSection={<IconArrowBackUp size={16} aria-hidden />}
          loading={reopen.isPending}
          onClick={() => reopen.mutate({ id: message.id })}
        >
          Reopen
        </Button>
      ) : (
        <Button
          leftSection={<IconCheck size={16} aria-hidden />}
          loading={markHandled.isPending}
          onClick={() => markHandled.mutate({ id: message.id })}
        >
          Mark handled
        </Button>
      )}
    </Group>
  );
}
