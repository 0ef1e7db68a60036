import { Group, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { chargeRows, formatMoney, type Charges } from '@buildright/api/shared';
import { ProductImage } from './ProductImage.tsx';
import { StackedTable, type TableColumn } from './StackedTable.tsx';

/** A line as an order, a quote revision or an invoice froze it: money as decimal strings. */
export interface PricedLine {
  quantity: number;
  unitPrice: string;
  lineTotal: string;
}

export interface LinesTableProps<Line extends PricedLine> {
  lines: readonly Line[];
  lineKey: (line: Line, index: number) => string | number;
  /** The product cell, usually a LineProduct. */
  product: (line: Line) => ReactNode;
  /** The table's accessible name. */
  label?: string;
  /** The total under the lines, after the rows that explain it (subtotal, discount, delivery). */
  charges?: Charges;
  /** The admin's order view writes "$12.00 each". */
  perUnit?: boolean;
  size?: 'sm' | 'md';
  testId?: string;
  lineTestId?: string;
  totalTestId?: string;
}

/** What was ordered or quoted: product, quantity, unit price and line total, at the frozen prices. */
export function LinesTable<Line extends PricedLine>({
  lines,
  lineKey,
  product,
  label,
  charges,
  perUnit = false,
  size = 'md',
  testId,
  lineTestId,
  totalTestId,
}: LinesTableProps<Line>) {
  const columns: TableColumn<Line>[] = [
    { label: 'Product', cell: product, primary: true },
    { label: 'Quantity', cell: (line) => line.quantity, align: 'right' },
    {
      label: 'Unit Price',
      cell: (line) => `${formatMoney(line.unitPrice)}${perUnit ? ' each' : ''}`,
      align: 'right',
    },
    { label: 'Line Total', cell: (line) => formatMoney(line.lineTotal), align: 'right', fw: 600 },
  ];
  return (
    <StackedTable
      rows={lines}
      columns={columns}
      rowKey={lineKey}
      label={label}
      minWidth={520}
      tableProps={{ verticalSpacing: size === 'sm' ? 'xs' : 'sm' }}
      testId={testId}
      rowTestId={lineTestId}
      footer={
        charges !== undefined && (
          <>
            {chargeRows(lines, charges).map((row) => (
              <Table.Tr key={row.label}>
                <Table.Th colSpan={3} ta="right" fw={500}>
                  {row.label}
                </Table.Th>
                <Table.Td ta="right">
                  {row.deduction ? `-${formatMoney(row.amount)}` : formatMoney(row.amount)}
                </Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th colSpan={3} ta="right">
                Total
              </Table.Th>
              <Table.Td ta="right" fw={800} data-testid={totalTestId}>
                {formatMoney(charges.total)}
              </Table.Td>
            </Table.Tr>
          </>
        )
      }
    />
  );
}

/** A line's product: its picture when one is given, its name and a line of detail under it. */
export function LineProduct({
  name,
  detail,
  imageSrc,
  size = 'md',
}: {
  name: ReactNode;
  detail?: ReactNode;
  /** Omitted: no picture; null or empty: the placeholder. */
  imageSrc?: string | null;
  size?: 'sm' | 'md';
}) {
  const text = (
    <Stack gap={0}>
      <Text fw={600} size={size}>
        {name}
      </Text>
      {detail && (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </Stack>
  );
  if (imageSrc === undefined) return text;
  return (
    <Group gap="sm" wrap="nowrap">
      <ProductImage src={imageSrc} alt="" w={48} h={48} sizes="48px" radius="sm" fit="cover" />
      {text}
    </Group>
  );
}
