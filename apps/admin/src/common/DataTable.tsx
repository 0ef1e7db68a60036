import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list's table: named by its label, with one header row of column names above the rows. */
export function DataTable(props: {
  label: string;
  columns: readonly string[];
  minWidth: number;
  /** Set while a new page or search loads over the rows shown. */
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={props.minWidth}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="sm"
        aria-label={props.label}
        aria-busy={props.busy}
      >
        <Table.Thead>
          <Table.Tr>
            {props.columns.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{props.children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
