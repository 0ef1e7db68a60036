import { displayImage, MAX_LINE_QUANTITY } from '@buildright/api/shared';
import { ProductImage } from '@buildright/ui';
import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  CloseButton,
  Divider,
  Group,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconShoppingCartOff, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { formatMoney } from '@buildright/browser';
import { QuantityPicker } from '../components/QuantityPicker.tsx';
import { SaveCartAsListButton } from '../lists/SaveCartAsList.tsx';
import type { CartItem } from './rules.ts';
import { usePricedCart } from './usePricedCart.ts';
import { CART_TITLE_ID, useCart } from './useCart.ts';
import { StockCapNote } from './StockCapNote.tsx';
import { useRemoveLine } from './useRemoveLine.ts';

/** 44 px: a thumb's width, the least a button on a phone should offer (WCAG 2.5.5). */
const TOUCH_TARGET = 44;

export function CartPanel({ onClose }: { onClose: () => void }) {
  const cart = useCart();
  const priced = usePricedCart(cart.items);
  const { panel, removeLine } = useRemoveLine(cart.remove);

  return (
    <Stack gap={0} ref={panel}>
      <Group justify="space-between" px="md" py="sm">
        <Title order={2} fz="lg" id={CART_TITLE_ID}>
          Shopping Cart
        </Title>
        <CloseButton aria-label="Close cart" onClick={onClose} data-close-cart />
      </Group>
      <Divider />
      {cart.items.length === 0 ? (
        <Stack align="center" gap={4} py="xl" px="md" data-testid="cart-empty">
          <IconShoppingCartOff size={40} color="var(--mantine-color-gray-6)" aria-hidden />
          <Text fw={700}>Your cart is empty</Text>
          <Text size="sm" c="dimmed">
            Add some equipment to get started
          </Text>
          <Anchor component={Link} to="/quick-order" onClick={onClose} size="sm" fw={600} mt="xs">
            Know your SKUs? Use Quick Order
          </Anchor>
        </Stack>
      ) : (
        <>
          <Box mah="min(420px, 55vh)" style={{ overflowY: 'auto' }}>
            <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {cart.items.map((item, index) => (
                <CartLine
                  key={item.product.id}
                  item={item}
                  priced={priced.line(item.product.id)}
                  onQuantity={(quantity) => cart.update(item.product.id, quantity)}
                  onRemove={() => removeLine(item.product.id, index)}
                />
              ))}
            </Stack>
          </Box>
          <Divider />
          <Stack gap="sm" p="md">
            <Group justify="space-between">
              <Text fw={700}>Total</Text>
              <Text fw={800} fz="lg" data-testid="cart-total">
                {priced.total ? formatMoney(priced.total) : '…'}
              </Text>
            </Group>
            <Button component={Link} to="/stripe-checkout" onClick={onClose} fullWidth size="md">
              Pay with Stripe
            </Button>
            <Button
              component={Link}
              to="/checkout"
              onClick={onClose}
              fullWidth
              size="md"
              variant="outline"
              color="dark"
            >
              Request Quote
            </Button>
            <SaveCartAsListButton onClosePanel={onClose} />
          </Stack>
        </>
      )}
    </Stack>
  );
}

function CartLine({
  item,
  priced,
  onQuantity,
  onRemove,
}: {
  item: CartItem;
  /** The line as the server prices it for this buyer at this quantity; undefined while loading. */
  priced: { unitPrice: string; lineTotal: string } | undefined;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const { product, quantity } = item;
  return (
    <Group
      component="li"
      gap="sm"
      wrap="nowrap"
      align="flex-start"
      px="md"
      py="sm"
      data-testid="cart-line"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <ProductImage
        src={displayImage(product)}
        alt=""
        w={56}
        h={56}
        sizes="56px"
        radius="sm"
        fit="cover"
        loading="lazy"
        style={{ flexShrink: 0 }}
      />
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600} size="sm" lineClamp={2}>
          {product.name}
        </Text>
        <Text size="xs" c="dimmed">
          {priced ? `${formatMoney(priced.unitPrice)} each` : '…'}
        </Text>
        <QuantityPicker
          value={quantity}
          // More than the stock the shop last showed cannot be ordered.
          max={product.stock > 0 ? product.stock : MAX_LINE_QUANTITY}
          onChange={onQuantity}
          of={product.name}
          testId="cart-line-quantity"
        />
        <StockCapNote quantity={quantity} stock={product.stock} />
      </Stack>
      <Stack gap={4} align="flex-end">
        <ActionIcon
          variant="subtle"
          color="red"
          size={TOUCH_TARGET}
          onClick={onRemove}
          data-remove-line
          aria-label={`Remove ${product.name} from cart`}
        >
          <IconTrash size={20} aria-hidden />
        </ActionIcon>
        <Text size="sm" fw={700} data-testid="cart-line-total">
          {priced ? formatMoney(priced.lineTotal) : '…'}
        </Text>
      </Stack>
    </Group>
  );
}
