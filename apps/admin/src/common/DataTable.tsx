import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyRow } from './TableStates.tsx';

/** A table's one header row of column names. */
function TableHead({ columns }: { columns: readonly string[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => (
          <Table.Th key={column}>{column}</Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}

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
        <TableHead columns={props.columns} />
        <Table.Tbody>{props.children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A DataTable of `rows`, each drawn by `children`, or a single row saying `empty` when there are none. */
export function RowsTable<T>(props: {
  label: string;
  columns: readonly string[];
  minWidth: number;
  busy?: boolean;
  rows: readonly T[];
  empty: ReactNode;
  children: (row: T) => ReactNode;
}) {
  const { rows, empty, children, ...table } = props;
  return (
    <DataTable {...table}>
      {rows.length === 0 && <EmptyRow colSpan={table.columns.length}>{empty}</EmptyRow>}
      {rows.map(children)}
    </DataTable>
  );
}
