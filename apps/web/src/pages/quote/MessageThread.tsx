import type { QuoteMessageView } from '@buildright/api';
import { Badge, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateTime } from '@buildright/browser';
import { PlainList } from '../../components/PlainList.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';

const authors = { buyer: 'You', staff: 'BuildRight sales team' } as const;

/** Messages that did more than talk carry a mark saying what they did. */
const kindMarks = {
  changes: { label: 'Change request', color: 'orange' },
  decline: { label: 'Decline reason', color: 'gray' },
} as const;

function Message({ message }: { message: QuoteMessageView }) {
  const mark = message.kind === 'message' ? null : kindMarks[message.kind];
  const fromBuyer = message.author === 'buyer';
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      bg={fromBuyer ? 'safety.0' : 'gray.0'}
      ml={fromBuyer ? { base: 0, sm: 48 } : 0}
      mr={fromBuyer ? 0 : { base: 0, sm: 48 }}
      data-testid="quote-message"
      data-author={message.author}
    >
      <Group justify="space-between" gap="xs" mb={4}>
        <Group gap="xs">
          <Text fw={700} size="sm">
            {authors[message.author]}
          </Text>
          {mark && (
            <Badge variant="light" color={mark.color} size="sm">
              {mark.label}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {formatDateTime(message.createdAt)}
        </Text>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {message.body}
      </Text>
    </Paper>
  );
}

/** The conversation with the sales team, oldest first, with the box to write in below it. */
export function MessageThread({
  messages,
  children,
}: {
  messages: QuoteMessageView[];
  children?: ReactNode;
}) {
  return (
    <SectionCard titleId="messages-title" title="Messages">
      {messages.length === 0 ? (
        <Text c="dimmed" size="sm" mb="md">
          No messages yet. Questions about delivery, alternatives or payment terms? Write to our
          sales team here.
        </Text>
      ) : (
        <PlainList gap="sm" mb="md">
          {messages.map((message, index) => (
            <Message key={`${message.createdAt.getTime()}-${index}`} message={message} />
          ))}
        </PlainList>
      )}
      {children}
    </SectionCard>
  );
}
