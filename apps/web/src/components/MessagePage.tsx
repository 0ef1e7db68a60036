import { Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface MessagePageProps {
  /** The document's title and meta tags. */
  head: ReactNode;
  /** The large picture above the title. */
  visual: ReactNode;
  title: string;
  testId?: string;
  /** What to say, and the ways on. */
  children: ReactNode;
}

/** A whole page that only says one thing (not found, cart empty, order placed), centred. */
export function MessagePage({ head, visual, title, testId, children }: MessagePageProps) {
  return (
    <Container size="sm" py={96}>
      {head}
      <Stack align="center" ta="center" gap="md" data-testid={testId}>
        {visual}
        <Title order={1}>{title}</Title>
        {children}
      </Stack>
    </Container>
  );
}
