import type { QuoteLineView } from '@buildright/api';
import { formatMoney } from '@buildright/api/shared';
import { ProductImage } from '@buildright/ui';
import { Group, Stack, Table, Text } from '@mantine/core';

/** A revision's lines (or the request's) at the prices written on them, never today's. */
export function QuoteLinesTable({ lines, label }: { lines: QuoteLineView[]; label: string }) {
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="sm" aria-label={label} data-testid="quote-lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Product</Table.Th>
            <Table.Th ta="right">Quantity</Table.Th>
            <Table.Th ta="right">Unit Price</Table.Th>
            <Table.Th ta="right">Line Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.productId} data-testid="quote-line">
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <ProductImage
                    src={line.imageUrl}
                    alt=""
                    w={48}
                    h={48}
                    sizes="48px"
                    radius="sm"
                    fit="cover"
                  />
                  <Stack gap={0}>
                    <Text fw={600}>{line.name}</Text>
                    <Text size="xs" c="dimmed">
                      SKU: {line.sku}
                    </Text>
                  </Stack>
                </Group>
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
