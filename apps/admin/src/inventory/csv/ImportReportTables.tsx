import { Badge, ScrollArea, Stack, Text } from '@mantine/core';
import type { ProductImportReport } from '@buildright/api/shared';
import { StackedTable, type TableColumn } from '@buildright/ui';
import { StackedText } from '../../common/StackedCell.tsx';
import { ImportFieldChange } from './ImportFieldChange.tsx';

/** More rows than anyone reads in a dialog; the counts above say how many there are. */
const SHOWN = 200;

function Shown({ total }: { total: number }) {
  return total > SHOWN ? (
    <Text size="xs" c="dimmed">
      The first {SHOWN} of {total.toLocaleString('en-US')} are shown.
    </Text>
  ) : null;
}

/**
 * A scrolling table of the report's first rows, with how many there are when not all show; on a
 * phone its rows are cards, so nothing waits behind a sideways scroll.
 */
function ReportTable<T>(props: {
  label: string;
  columns: TableColumn<T>[];
  rows: T[];
  rowKey: (row: T, index: number) => string | number;
}) {
  return (
    <>
      <ScrollArea.Autosize mah={320} type="auto" scrollbars="y">
        <StackedTable
          label={props.label}
          columns={props.columns}
          rows={props.rows.slice(0, SHOWN)}
          rowKey={props.rowKey}
          minWidth={0}
          tableProps={{ striped: true }}
        />
      </ScrollArea.Autosize>
      <Shown total={props.rows.length} />
    </>
  );
}

type ImportError = ProductImportReport['errors'][number];

const errorColumns: TableColumn<ImportError>[] = [
  { label: 'Line', cell: (error) => error.line },
  { label: 'Column', cell: (error) => error.column ?? '—' },
  { label: 'Problem', cell: (error) => error.message },
];

export function ImportErrors({ errors }: { errors: ProductImportReport['errors'] }) {
  return (
    <ReportTable
      label="Import problems"
      columns={errorColumns}
      rows={errors}
      rowKey={(_error, index) => index}
    />
  );
}

type ImportRow = ProductImportReport['creates'][number] & {
  /** What an update changes, cell by cell; null for a new product. */
  fields: ProductImportReport['updates'][number]['fields'] | null;
};

const changeColumns: TableColumn<ImportRow>[] = [
  {
    label: 'Product',
    primary: true,
    cell: (row) => <StackedText main={row.name} detail={`SKU ${row.sku} · line ${row.line}`} />,
  },
  {
    label: 'Change',
    cell: (row) =>
      row.fields === null ? (
        <Badge color="green" variant="light">
          New
        </Badge>
      ) : (
        <Stack gap={2}>
          {row.fields.map((field) => (
            <ImportFieldChange key={field.column} field={field} />
          ))}
        </Stack>
      ),
  },
];

/** Each product the file creates or updates, an update with its cells before and after. */
export function ImportChanges({ report }: { report: ProductImportReport }) {
  const rows: ImportRow[] = [
    ...report.creates.map((row) => ({ ...row, fields: null })),
    ...report.updates.map(({ line, sku, name, fields }) => ({ line, sku, name, fields })),
  ].sort((a, b) => a.line - b.line);
  if (rows.length === 0) return null;
  return (
    <ReportTable
      label="Products to import"
      columns={changeColumns}
      rows={rows}
      rowKey={(row) => row.line}
    />
  );
}
