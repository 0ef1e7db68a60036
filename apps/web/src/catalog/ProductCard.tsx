import type { Product } from '@buildright/api';
import { displayImage } from '@buildright/api/shared';
import { PriceTag, ProductImage, StockBadge } from '@buildright/ui';
import { Box, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useAddToCart } from '../cart/useCart.ts';
import { FitVerdict } from '../fitment/FitVerdict.tsx';
import { plainTextOf, snippetOf } from '../seo/page-text.ts';

export type ProductCardLayout = 'grid' | 'list';

interface ProductCardProps {
  product: Product;
  layout?: ProductCardLayout;
  /** The catalogue address the card was listed at, so the product page can lead back to it. */
  from?: string;
  /** The first cards of a page are above the fold: load their images at once. */
  eager?: boolean;
  /** The signed-in member's own price for one unit (useMemberPrices), when lower. */
  yourPrice?: string;
}

export function ProductCard({
  product,
  layout = 'grid',
  from,
  eager = false,
  yourPrice,
}: ProductCardProps) {
  const add = useAddToCart();
  const href = `/equipment/${product.id}`;
  const outOfStock = product.stock <= 0;
  const list = layout === 'list';

  return (
    <Card
      component="article"
      withBorder
      padding={0}
      radius="md"
      className="product-card"
      data-testid="product-card"
      aria-labelledby={`product-${product.id}-name`}
      style={{ display: 'flex', flexDirection: list ? 'row' : 'column', height: '100%' }}
    >
      <Box
        pos="relative"
        bg="gray.1"
        style={{ flexShrink: 0, width: list ? 'clamp(120px, 30%, 240px)' : '100%' }}
      >
        <Link to={href} state={{ from }} tabIndex={-1} aria-hidden>
          <ProductImage
            src={displayImage(product)}
            alt=""
            fit="cover"
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            width={400}
            height={300}
            sizes={list ? '240px' : '(min-width: 75em) 330px, (min-width: 36em) 50vw, 100vw'}
            style={{ aspectRatio: '4 / 3', width: '100%', height: list ? '100%' : 'auto' }}
          />
        </Link>
        <StockBadge stock={product.stock} pos="absolute" top={10} left={10} />
      </Box>
      <Stack gap="xs" p="md" style={{ flex: 1 }}>
        <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts="0.05em">
          {product.category}
        </Text>
        <Text
          component="h3"
          fw={800}
          fz="lg"
          lh={1.25}
          m={0}
          id={`product-${product.id}-name`}
          ff="heading"
        >
          <Link to={href} state={{ from }} className="product-card-link">
            {product.name}
          </Link>
        </Text>
        <FitVerdict fitment={product.fitment} />
        {/* The description's opening words: a card shows three lines, not the rich text. */}
        <Text className="clamp-3" size="sm" c="dimmed" data-testid="product-description">
          {snippetOf(plainTextOf(product.description))}
        </Text>
        <Box mt="auto" pt="xs">
          <Group
            justify="space-between"
            align="center"
            gap="sm"
            wrap="wrap"
            style={list ? undefined : { flexDirection: 'column', alignItems: 'stretch' }}
          >
            <PriceTag price={product.price} salePrice={product.salePrice} yourPrice={yourPrice} />
            <Button
              leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
              disabled={outOfStock}
              onClick={() => add(product)}
              aria-describedby={`product-${product.id}-name`}
              fullWidth={!list}
            >
              Add to Cart
            </Button>
          </Group>
        </Box>
      </Stack>
    </Card>
  );
}
