import { Group, Text, VisuallyHidden, type MantineSize } from '@mantine/core';
import { formatMoney } from '@buildright/api/shared';

export interface PriceTagProps {
  price: string;
  salePrice?: string | null;
  size?: MantineSize;
}

/** A product's price: a sale price in red beside the struck-through regular price. */
export function PriceTag({ price, salePrice, size = 'lg' }: PriceTagProps) {
  if (!salePrice) {
    return (
      <Text component="span" fz={size} fw={800} data-testid="price">
        {formatMoney(price)}
      </Text>
    );
  }
  return (
    <Group component="span" gap={8} align="baseline" wrap="nowrap" data-testid="price">
      <Text component="span" fz={size} fw={800} c="red.9" data-testid="sale-price">
        <VisuallyHidden>Sale price </VisuallyHidden>
        {formatMoney(salePrice)}
      </Text>
      <Text component="s" fz="sm" c="dimmed" data-testid="regular-price">
        <VisuallyHidden>Regular price </VisuallyHidden>
        {formatMoney(price)}
      </Text>
    </Group>
  );
}
