import { Group, Text, VisuallyHidden, type MantineSize } from '@mantine/core';
import { formatMoney } from '@buildright/api/shared';

export interface PriceTagProps {
  price: string;
  salePrice?: string | null;
  /** A signed-in company member's own price, lower than the shop's (their price list). */
  yourPrice?: string | null;
  size?: MantineSize;
}

/**
 * A product's price: a sale price in red beside the struck-through regular price, or a member's
 * own price, labelled, beside the shop's.
 */
export function PriceTag({ price, salePrice, yourPrice, size = 'lg' }: PriceTagProps) {
  if (yourPrice) {
    return (
      <Group component="span" gap={8} align="baseline" wrap="wrap" data-testid="price">
        <Text component="span" fz={size} fw={800} data-testid="your-price">
          {formatMoney(yourPrice)}
        </Text>
        <Text component="span" fz="xs" fw={700} c="blue.9" tt="uppercase">
          Your price
        </Text>
        <Text component="s" fz="sm" c="dimmed" data-testid="regular-price">
          <VisuallyHidden>Shop price </VisuallyHidden>
          {formatMoney(salePrice ?? price)}
        </Text>
      </Group>
    );
  }
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
