import { Group, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { chargeRows, formatMoney, type Charges } from '@buildright/api/shared';
import { ProductImage } from './ProductImage.tsx';

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
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing={size === 'sm' ? 'xs' : 'sm'} aria-label={label} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Product</Table.Th>
            <Table.Th ta="right">Quantity</Table.Th>
            <Table.Th ta="right">Unit Price</Table.Th>
            <Table.Th ta="right">Line Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => (
            <Table.Tr key={lineKey(line, index)} data-testid={lineTestId}>
              <Table.Td>{product(line)}</Table.Td>
              <Table.Td ta="right">{line.quantity}</Table.Td>
              <Table.Td ta="right">
                {formatMoney(line.unitPrice)}
                {perUnit && ' each'}
              </Table.Td>
              <Table.Td ta="right" fw={600}>
                {formatMoney(line.lineTotal)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        {charges !== undefined && (
          <Table.Tfoot>
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
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
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
