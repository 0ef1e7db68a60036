import type { Product } from '@buildright/api';
import { Box, Title } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ProductCard } from '../../catalog/ProductCard.tsx';
import { useMemberPrices } from '../../catalog/useMemberPrices.ts';
import { useTRPC } from '../../lib/trpc.ts';

/**
 * Under the product: what customers also bought with it (when enough orders agree) and related
 * products of its category that fit the same machines. Each is a row of catalogue cards that
 * scrolls sideways on a phone; nothing shows until the buyer scrolls near it, while it loads, or
 * when a row is empty.
 */
export function RelatedProducts({ productId }: { productId: number }) {
  const trpc = useTRPC();
  const [placeRef, nearViewport] = useNearViewport();
  const rows = useQuery({
    ...trpc.catalog.related.queryOptions({ id: productId }),
    enabled: nearViewport,
  });
  if (!rows.data) return <div ref={placeRef} />;
  return (
    <>
      <ProductRow id="also-bought" title="Customers also bought" products={rows.data.alsoBought} />
      <ProductRow id="related" title="Related products" products={rows.data.related} />
    </>
  );
}

/**
 * Whether the element given `ref` has come within a screen of the viewport. The rows are asked
 * for then, not while the page comes alive: uncached they are the page's slowest read at a
 * million products, and drawing them is work a buyer who never scrolls down does not need.
 */
function useNearViewport() {
  const { ref, entry } = useIntersection<HTMLDivElement>({ rootMargin: '100% 0px' });
  const [seen, setSeen] = useState(false);
  if (entry?.isIntersecting && !seen) setSeen(true);
  return [ref, seen] as const;
}

function ProductRow({ id, title, products }: { id: string; title: string; products: Product[] }) {
  const yourPrices = useMemberPrices(products.map((product) => product.id));
  if (products.length === 0) return null;
  const titleId = `${id}-title`;
  return (
    <Box component="section" mt={48} data-testid={`${id}-products`}>
      <Title order={2} fz={26} mb="md" id={titleId}>
        {title}
      </Title>
      {/* A region that scrolls must take focus, so keyboards can scroll it too. */}
      <div className="product-row" role="region" aria-labelledby={titleId} tabIndex={0}>
        {products.map((product) => (
          <div className="product-row-item" key={product.id}>
            <ProductCard product={product} yourPrice={yourPrices.get(product.id)?.price} />
          </div>
        ))}
      </div>
    </Box>
  );
}
