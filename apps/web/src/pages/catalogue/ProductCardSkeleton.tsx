import { Card, Group, Skeleton, Stack } from '@mantine/core';
import type { ProductCardLayout } from '../../catalog/ProductCard.tsx';

export function ProductCardSkeleton({ layout }: { layout: ProductCardLayout }) {
  const list = layout === 'list';
  return (
    <Card
      withBorder
      padding={0}
      radius="md"
      data-testid="product-skeleton"
      aria-hidden
      style={{ display: 'flex', flexDirection: list ? 'row' : 'column' }}
    >
      <Skeleton
        radius={0}
        style={{ aspectRatio: '4 / 3', width: list ? 'clamp(120px, 30%, 240px)' : '100%' }}
      />
      <Stack gap="sm" p="md" style={{ flex: 1 }}>
        <Skeleton height={10} width="35%" />
        <Skeleton height={18} width="80%" />
        <Skeleton height={10} />
        <Skeleton height={10} width="90%" />
        <Group justify="space-between" mt="sm">
          <Skeleton height={24} width={90} />
          <Skeleton height={36} width={120} />
        </Group>
      </Stack>
    </Card>
  );
}
