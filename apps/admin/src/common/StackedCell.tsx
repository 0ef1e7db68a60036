import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A cell with a bold first line (a customer's name) above a dimmed detail (their e-mail). */
export function StackedCell({ main, detail }: { main: ReactNode; detail: ReactNode }) {
  return (
    <Table.Td>
      <Text size="sm" fw={600}>
        {main}
      </Text>
      <Text size="xs" c="dimmed">
        {detail}
      </Text>
    </Table.Td>
  );
}
