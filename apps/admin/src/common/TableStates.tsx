import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** What a table area says while its data loads. */
export function LoadingText({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" py="xl" ta="center" aria-busy="true">
      {children}
    </Text>
  );
}

/** The one row of a table with nothing to list. */
export function EmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <Text c="dimmed" ta="center" py="md">
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
