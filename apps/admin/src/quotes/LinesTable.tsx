import { Table, Text } from '@mantine/core';
import type { QuoteLineView } from '@buildright/api';
import { formatMoney } from '@buildright/api/shared';

/** Quote lines as they were frozen: product, quantity, unit price and line total. */
export function LinesTable({ label, lines }: { label: string; lines: readonly QuoteLineView[] }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Product</Table.Th>
            <Table.Th ta="right">Quantity</Table.Th>
            <Table.Th ta="right">Unit price</Table.Th>
            <Table.Th ta="right">Line total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.productId}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {line.name}
                </Text>
                <Text size="xs" c="dimmed">
                  SKU {line.sku}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{line.quantity}</Table.Td>
              <Table.Td ta="right">{formatMoney(line.unitPrice)}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {formatMoney(line.lineTotal)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
