import { Alert, Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { QuoteMessageView, StaffQuote } from '@buildright/api';
import { errorMessage, fieldErrorsOf, formatDateTime, toast } from '@buildright/browser';
import { Section } from '../common/Section.tsx';
import { trpc } from '../lib/trpc.ts';
import { showQuote } from './refresh.ts';

const kindBadges: Record<QuoteMessageView['kind'], { label: string; color: string } | null> = {
  message: null,
  changes: { label: 'Change request', color: 'orange.4' },
  decline: { label: 'Decline reason', color: 'gray.7' },
};

function Message({ message, buyerName }: { message: QuoteMessageView; buyerName: string }) {
  const fromStaff = message.author === 'staff';
  const kind = kindBadges[message.kind];
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      radius="md"
      bg={fromStaff ? 'gray.0' : undefined}
      ml={fromStaff ? 'xl' : 0}
      mr={fromStaff ? 0 : 'xl'}
    >
      <Group justify="space-between" gap="xs" mb={4}>
        <Group gap="xs">
          <Text size="sm" fw={700}>
            {fromStaff ? 'Sales team' : `${buyerName} (buyer)`}
          </Text>
          {kind && (
            <Badge size="sm" color={kind.color} autoContrast>
              {kind.label}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {formatDateTime(message.createdAt)}
        </Text>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {message.body}
      </Text>
    </Paper>
  );
}

/** The conversation with the buyer, and a box to write to them (they get it by e-mail). */
export function MessageThread({ quote }: { quote: StaffQuote }) {
  const [draft, setDraft] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const post = useMutation(
    trpc.quotes.staff.postMessage.mutationOptions({
      onSuccess: (updated) => {
        setDraft('');
        showQuote(updated);
        toast({ title: 'Message sent', description: `E-mailed to ${updated.buyer.email}` });
      },
      onError: (error) => setFieldError(fieldErrorsOf(error).message ?? null),
    }),
  );

  const submit = () => {
    if (!draft.trim()) {
      setFieldError('Message is required');
      return;
    }
    setFieldError(null);
    post.mutate({ id: quote.id, message: draft });
  };

  return (
    <Section title="Messages">
      <Stack gap="sm">
        {quote.messages.length === 0 ? (
          <Text size="sm" c="dimmed">
            No messages yet.
          </Text>
        ) : (
          <Stack
            component="ol"
            gap="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Messages with the buyer"
          >
            {quote.messages.map((message, index) => (
              <Message key={index} message={message} buyerName={quote.buyer.name} />
            ))}
          </Stack>
        )}
        {post.isError && !fieldError && (
          <Alert color="red" role="alert" title="Message not sent">
            {errorMessage(post.error)}
          </Alert>
        )}
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="xs">
            <Textarea
              label="Message to the buyer"
              placeholder="The buyer gets it by e-mail and sees it on their quote page."
              autosize
              minRows={2}
              maxRows={8}
              maxLength={5000}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              error={fieldError}
            />
            <Group justify="flex-end">
              <Button type="submit" variant="light" loading={post.isPending}>
                Send message
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Section>
  );
}
