import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A bold first line (a customer's name) above a dimmed detail (their e-mail). */
export function StackedText({ main, detail }: { main: ReactNode; detail: ReactNode }) {
  return (
    <div>
      <Text size="sm" fw={600}>
        {main}
      </Text>
      <Text size="xs" c="dimmed">
        {detail}
      </Text>
    </div>
  );
}

/** A cell of StackedText. */
export function StackedCell({ main, detail }: { main: ReactNode; detail: ReactNode }) {
  return (
    <Table.Td>
      <StackedText main={main} detail={detail} />
    </Table.Td>
  );
}
