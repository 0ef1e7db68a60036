import { Badge, Group, ScrollArea, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ProductImportReport } from '@buildright/api/shared';
import { TableHead } from '../../common/DataTable.tsx';

/** More rows than anyone reads in a dialog; the counts above say how many there are. */
const SHOWN = 200;

function Shown({ total }: { total: number }) {
  return total > SHOWN ? (
    <Text size="xs" c="dimmed">
      The first {SHOWN} of {total.toLocaleString('en-US')} are shown.
    </Text>
  ) : null;
}

/** A scrolling table of the report's first rows, with how many there are when not all show. */
function ReportTable<T>(props: {
  label: string;
  columns: string[];
  rows: T[];
  children: (row: T, index: number) => ReactNode;
}) {
  return (
    <>
      <ScrollArea.Autosize mah={280}>
        <Table striped aria-label={props.label}>
          <TableHead columns={props.columns} />
          <Table.Tbody>{props.rows.slice(0, SHOWN).map(props.children)}</Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      <Shown total={props.rows.length} />
    </>
  );
}

export function ImportErrors({ errors }: { errors: ProductImportReport['errors'] }) {
  return (
    <ReportTable label="Import problems" columns={['Line', 'Column', 'Problem']} rows={errors}>
      {(error, index) => (
        <Table.Tr key={index}>
          <Table.Td>{error.line}</Table.Td>
          <Table.Td>{error.column ?? '—'}</Table.Td>
          <Table.Td>{error.message}</Table.Td>
        </Table.Tr>
      )}
    </ReportTable>
  );
}

export function ImportChanges({ report }: { report: ProductImportReport }) {
  const rows = [
    ...report.creates.map((row) => ({ ...row, changes: null })),
    ...report.updates,
  ].sort((a, b) => a.line - b.line);
  if (rows.length === 0) return null;
  return (
    <ReportTable label="Products to import" columns={['Line', 'SKU', 'Name', 'Change']} rows={rows}>
      {(row) => (
        <Table.Tr key={row.line}>
          <Table.Td>{row.line}</Table.Td>
          <Table.Td>{row.sku}</Table.Td>
          <Table.Td>{row.name}</Table.Td>
          <Table.Td>
            {row.changes === null ? (
              <Badge color="green" variant="light">
                New
              </Badge>
            ) : (
              <Group gap={4}>
                {row.changes.map((column) => (
                  <Badge key={column} variant="light">
                    {column}
                  </Badge>
                ))}
              </Group>
            )}
          </Table.Td>
        </Table.Tr>
      )}
    </ReportTable>
  );
}
