import { Group, Text, Title, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list's title with a dimmed summary below it, and its search and filters on the right. */
export function ListHeader(props: {
  title: string;
  /** Left out while the list loads. */
  summary?: ReactNode;
  summaryTestId?: string;
  filtersGap?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end">
      <div>
        <Title order={2} fz="h3">
          {props.title}
        </Title>
        {props.summary != null && (
          <Text size="sm" c="dimmed" data-testid={props.summaryTestId}>
            {props.summary}
          </Text>
        )}
      </div>
      <Group align="flex-end" gap={props.filtersGap ?? 'sm'}>
        {props.children}
      </Group>
    </Group>
  );
}
