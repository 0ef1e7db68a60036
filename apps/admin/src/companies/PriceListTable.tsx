import { ActionIcon, Button, Table, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { Dispatch, ReactNode, SetStateAction } from 'react';

/** A row being edited, with a key of its own that stays while rows before it are removed. */
type EditedRow<Entry> = Entry & { key: number };

let nextKey = 0;
export const edited = <Entry,>(entry: Entry): EditedRow<Entry> => ({ ...entry, key: nextKey++ });

interface Column<Row> {
  header: string;
  width?: number;
  cell: (row: Row, index: number, change: (change: Partial<Row>) => void) => ReactNode;
}

interface PriceListTableProps<Entry> {
  label: string;
  testId: string;
  /** What a row is ("category"), in its Remove and Add buttons' names. */
  rowName: string;
  columns: Column<EditedRow<Entry>>[];
  rows: EditedRow<Entry>[];
  setRows: Dispatch<SetStateAction<EditedRow<Entry>[]>>;
  blankRow: Entry;
  /** A problem the server found with the list as a whole (an unknown SKU). */
  error: string | undefined;
}

/** One of a price list's tables: a row per entry, each removable, and a button to add another. */
export function PriceListTable<Entry>({
  label,
  testId,
  rowName,
  columns,
  rows,
  setRows,
  blankRow,
  error,
}: PriceListTableProps<Entry>) {
  const change = (key: number, update: Partial<EditedRow<Entry>>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...update } : row)));
  return (
    <>
      <Table aria-label={label} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} w={column.width}>
                {column.header}
              </Table.Th>
            ))}
            <Table.Th w={48} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={row.key}>
              {columns.map((column) => (
                <Table.Td key={column.header}>
                  {column.cell(row, index, (update) => change(row.key, update))}
                </Table.Td>
              ))}
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${rowName} ${index + 1}`}
                  onClick={() =>
                    setRows((current) => current.filter((entry) => entry.key !== row.key))
                  }
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      <Button
        variant="default"
        w="fit-content"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => setRows((current) => [...current, edited(blankRow)])}
      >
        {`Add ${rowName}`}
      </Button>
    </>
  );
}
