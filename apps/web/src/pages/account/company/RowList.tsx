import { Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list of rows split by lines, each row wrapping on a phone: no table wider than the screen. */
export function RowList({ testId, children }: { testId?: string; children: ReactNode }) {
  return (
    <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }} data-testid={testId}>
      {children}
    </Stack>
  );
}

/** One row of a RowList: its parts spread across the row, wrapping when the screen is narrow. */
export function RowListItem({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Group
      component="li"
      justify="space-between"
      align="center"
      gap="sm"
      py="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      data-testid={testId}
    >
      {children}
    </Group>
  );
}
