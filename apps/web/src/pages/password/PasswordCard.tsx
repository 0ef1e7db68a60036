import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The narrow card the forgot and reset password pages share. */
export function PasswordCard(props: { title: string; lead: string; children: ReactNode }) {
  return (
    <Container size={480} py={64}>
      <title>{`${props.title} | BuildRight Equipment`}</title>
      <meta name="robots" content="noindex" />
      <Paper withBorder radius="md" p="xl">
        <Stack gap="md">
          <div>
            <Title order={1} fz="h2">
              {props.title}
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              {props.lead}
            </Text>
          </div>
          {props.children}
        </Stack>
      </Paper>
    </Container>
  );
}
