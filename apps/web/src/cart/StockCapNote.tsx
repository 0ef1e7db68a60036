import { Text } from '@mantine/core';

/**
 * Said beside a quantity that has reached the stock, so a greyed "+" (or a typed 500 that
 * became 120) is not left unexplained.
 */
export function StockCapNote({ quantity, stock }: { quantity: number; stock: number }) {
  if (stock <= 0 || quantity < stock) return null;
  return (
    <Text size="xs" fw={600} c="safety.9" role="status" data-testid="stock-cap">
      Only {stock} in stock
    </Text>
  );
}
