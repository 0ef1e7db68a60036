import { Badge, Group, ScrollArea, Table, Text } from '@mantine/core';
import type { ProductImportReport } from '@buildright/api/shared';

/** More rows than anyone reads in a dialog; the counts above say how many there are. */
const SHOWN = 200;

function Shown({ total }: { total: number }) {
  return total > SHOWN ? (
    <Text size="xs" c="dimmed">
      The first {SHOWN} of {total.toLocaleString('en-US')} are shown.
    </Text>
  ) : null;
}

export function ImportErrors({ errors }: { errors: ProductImportReport['errors'] }) {
  return (
    <>
      <ScrollArea.Autosize mah={280}>
        <Table striped aria-label="Import problems">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Line</Table.Th>
              <Table.Th>Column</Table.Th>
              <Table.Th>Problem</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {errors.slice(0, SHOWN).map((error, index) => (
              <Table.Tr key={index}>
                <Table.Td>{error.line}</Table.Td>
                <Table.Td>{error.column ?? '—'}</Table.Td>
                <Table.Td>{error.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      <Shown total={errors.length} />
    </>
  );
}

export function ImportChanges({ report }: { report: ProductImportReport }) {
  const rows = [
    ...report.creates.map((row) => ({ ...row, changes: null })),
    ...report.updates,
  ].sort((a, b) => a.line - b.line);
  if (rows.length === 0) return null;
  return (
    <>
      <ScrollArea.Autosize mah={280}>
        <Table striped aria-label="Products to import">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Line</Table.Th>
              <Table.Th>SKU</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Change</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.slice(0, SHOWN).map((row) => (
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
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      <Shown total={rows.length} />
    </>
  );
}
