import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled, bordered region of a detail view, named by its title for screen readers. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={3} fz="md" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
