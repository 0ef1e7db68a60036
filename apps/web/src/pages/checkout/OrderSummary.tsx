import { displayImage, toCents, unitPriceCents } from '@buildright/api/shared';
import { PriceTag, ProductImage } from '@buildright/ui';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { formatMoney } from '@buildright/browser';
import { PlainList } from '../../components/PlainList.tsx';
import { SummaryTotal } from '../../components/SummaryTotal.tsx';
import type { CartItem } from '../../cart/rules.ts';
import { useCart } from '../../cart/useCart.ts';
import { usePricedCart } from '../../cart/usePricedCart.ts';

export function OrderSummary() {
  const cart = useCart();
  const priced = usePricedCart(cart.items);
  // The server's unit price where it is not the shop's (a contract price, a volume tier).
  const ownPrice = (item: CartItem) => {
    const unitPrice = priced.line(item.product.id)?.unitPrice;
    return unitPrice && toCents(unitPrice) !== unitPriceCents(item.product) ? unitPrice : undefined;
  };
  const line = (productId: number) => {
    const found = priced.line(productId);
    return (
      found && { unitPrice: formatMoney(found.unitPrice), lineTotal: formatMoney(found.lineTotal) }
    );
  };
  return (
    <Card
      component="section"
      withBorder
      radius="md"
      p="lg"
      pos="sticky"
      top={88}
      aria-labelledby="summary-title"
    >
      <Title order={2} fz="xl" mb="md" id="summary-title">
        Order Summary
      </Title>
      <PlainList gap="md">
        {cart.items.map((item) => (
          <Group
            component="li"
            key={item.product.id}
            wrap="nowrap"
            align="flex-start"
            gap="sm"
            data-testid="summary-line"
          >
            <ProductImage
              src={displayImage(item.product)}
              alt=""
              w={64}
              h={64}
              sizes="64px"
              radius="sm"
              fit="cover"
              style={{ flexShrink: 0 }}
            />
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Text fw={600} lineClamp={2}>
                {item.product.name}
              </Text>
              <Text size="sm" c="dimmed">
                Qty: {item.quantity}
              </Text>
              <Group gap={6} data-testid="summary-unit-price">
                <PriceTag
                  price={item.product.price}
                  salePrice={item.product.salePrice}
                  yourPrice={ownPrice(item)}
                  size="sm"
                />
                <Text size="sm" c="dimmed">
                  each
                </Text>
              </Group>
            </Stack>
            <Text fw={700} data-testid="summary-line-total">
              {line(item.product.id)?.lineTotal ?? '…'}
            </Text>
          </Group>
        ))}
      </PlainList>
      <SummaryTotal
        amount={priced.total ? formatMoney(priced.total) : '…'}
        testId="summary-total"
      />
      <Group gap={6} mt="md" c="dimmed">
        <IconLock size={16} aria-hidden />
        <Text size="sm">Secure Checkout: your details are sent over an encrypted connection.</Text>
      </Group>
    </Card>
  );
}
