import { Anchor, Box, Container, Group, SimpleGrid, Skeleton, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ProductCard } from '../../catalog/ProductCard.tsx';
import { useMemberPrices } from '../../catalog/useMemberPrices.ts';
import { useTRPC } from '../../lib/trpc.ts';

const FEATURED_COUNT = 4;

export const featuredProductsQuery = { page: 1, pageSize: FEATURED_COUNT };

export function FeaturedProducts() {
  const trpc = useTRPC();
  const { data, isPending, isError } = useQuery(
    trpc.catalog.list.queryOptions(featuredProductsQuery),
  );
  const yourPrices = useMemberPrices(data?.items.map((product) => product.id) ?? []);
  if (isError || (data && data.items.length === 0)) return null;

  return (
    <Box component="section" aria-labelledby="featured-title" py={56}>
      <Container size="xl">
        <Group justify="space-between" align="flex-end" mb="lg">
          <Title order={2} id="featured-title" fz={32}>
            Featured Equipment
          </Title>
          <Anchor component={Link} to="/equipment" fw={700}>
            View all equipment
          </Anchor>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          {isPending
            ? Array.from({ length: FEATURED_COUNT }, (_, index) => (
                <Skeleton key={index} height={400} radius="md" />
              ))
            : data.items.map((product) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  yourPrice={yourPrices.get(product.id)?.price}
                />
              ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
