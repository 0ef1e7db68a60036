import { Group, Text } from '@mantine/core';
import { StockBadge } from '@buildright/ui';

/** How many of a product are in stock, with the badge that says whether that is low. */
export function StockFigure({ stock }: { stock: number }) {
  return (
    <Group gap={6} display="inline-flex">
      <Text size="sm" fw={600}>
        {stock}
      </Text>
      <StockBadge stock={stock} size="sm" />
    </Group>
  );
}
