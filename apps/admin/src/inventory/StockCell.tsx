import { Group, Table, Text } from '@mantine/core';
import { StockBadge } from '@buildright/ui';

/** How many of a product are in stock, with the badge that says whether that is low. */
export function StockCell({ stock }: { stock: number }) {
  return (
    <Table.Td>
      <Group gap={6}>
        <Text size="sm" fw={600}>
          {stock}
        </Text>
        <StockBadge stock={stock} size="sm" />
      </Group>
    </Table.Td>
  );
}
