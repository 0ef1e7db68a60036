import { Table, Text, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';
import './StackedTable.css';

export interface TableColumn<Row> {
  /** The column's header; on a phone, the name beside each of its values. */
  label: string;
  cell: (row: Row) => ReactNode;
  align?: 'right';
  fw?: number;
  /** On a phone, the row's heading: drawn first and whole, without its column's name. */
  primary?: boolean;
}

export interface StackedTableProps<Row> {
  rows: readonly Row[];
  columns: readonly TableColumn<Row>[];
  rowKey: (row: Row, index: number) => string | number;
  /** The table's accessible name. */
  label?: string;
  /** How wide the table needs to be above a phone's width before it scrolls sideways. */
  minWidth: number;
  /** Drawn under the rows when there are none. */
  empty?: ReactNode;
  /** A footer row (Table.Tr), e.g. the total. */
  footer?: ReactNode;
  /** Set while a new page or search loads over the rows shown. */
  busy?: boolean;
  tableProps?: Omit<TableProps, 'children'>;
  testId?: string;
  rowTestId?: string;
}

/**
 * A table whose rows become cards on a phone (StackedTable.css), so every figure of a row can be
 * read on a 390 px screen without scrolling sideways.
 */
export function StackedTable<Row>({
  rows,
  columns,
  rowKey,
  label,
  minWidth,
  empty,
  footer,
  busy,
  tableProps,
  testId,
  rowTestId,
}: StackedTableProps<Row>) {
  return (
    <Table.ScrollContainer className="br-stacked-table" minWidth={minWidth} type="native">
      <Table
        verticalSpacing="sm"
        {...tableProps}
        aria-label={label}
        aria-busy={busy}
        data-testid={testId}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.label} ta={column.align}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && empty !== undefined && (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Text c="dimmed" ta="center" py="md">
                  {empty}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((row, index) => (
            <Table.Tr key={rowKey(row, index)} data-testid={rowTestId}>
              {columns.map((column) => (
                <Table.Td
                  key={column.label}
                  ta={column.align}
                  fw={column.fw}
                  data-label={column.primary ? undefined : column.label}
                >
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {footer && <Table.Tfoot>{footer}</Table.Tfoot>}
      </Table>
    </Table.ScrollContainer>
  );
}
